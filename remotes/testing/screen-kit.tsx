/*
 * DOM helpers of the remotes' screen tests against the real server. Only testing-library here:
 * this folder is no package, so signing in and antd's App wrapper stay in each remote.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';

/** Waits until no list or form is loading (antd's spinner blocks pointer events while it is). */
export async function idle(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning, .ant-spin-blur, .ant-btn-loading')).toBeNull());
}

/** The table row of a record, once the list shows it and is idle. */
export async function rowOf(id: number | string): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${id}"]`)).not.toBeNull());
  await idle();
  return document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
}

/** Picks an option of an antd Select found by its label. */
export async function pick(container: HTMLElement, label: string, option: string): Promise<void> {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${option}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`)!);
}
