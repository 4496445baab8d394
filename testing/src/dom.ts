/* DOM helpers for screens built with antd and the resource kit. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * Waits until no list or form is loading (antd's spinner blocks pointer events while it is): a
 * spinner, a button in antd's loading state, or anything that says it is busy (the kit's lists and
 * their switches).
 */
export async function idle(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning, .ant-spin-blur, .ant-btn-loading, [aria-busy="true"]')).toBeNull());
}

/** The table row of a record, once the list shows it and is idle. */
export async function rowOf(id: number | string): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${id}"]`)).not.toBeNull());
  await idle();
  return document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
}

/** The total the list's pager shows, once loaded. */
export async function pagerTotal(): Promise<number> {
  await idle();
  let total = -1;
  await waitFor(() => {
    const m = /共 (\d+) 条/.exec(screen.getByText(/共 \d+ 条/).textContent ?? '');
    total = Number(m?.[1]);
  });
  return total;
}

/** Clicks the OK of the open delete confirmation. */
export async function confirmDelete(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-dangerous')).not.toBeNull());
  fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous')!);
}

/** Picks an option of an antd Select found by its label. */
export async function pick(container: HTMLElement, label: string, option: string): Promise<void> {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${option}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`)!);
}
