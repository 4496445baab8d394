/* Helpers of the screen tests: sign in through the real login, render a route's screen in the console's frame. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, setApiUi } from '@admin/shared/api';
import { removeToken, useAuthStore } from '@admin/shared/auth';
import { DEMO_PASSWORD } from '@admin/shared/contract';
import routes from '../routes';
import { screenFor } from './index';

// Answers of the real server arrive between testing-library's polls, outside act(); React's
// warning about that says nothing about the screens, so it is dropped (all else still logs).
const consoleError = console.error.bind(console);
// jsdom has no layout, so antd's auto-sized text areas compute a NaN height; also dropped.
const NOISE = ['not wrapped in act', '`NaN` is an invalid value for the'];
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && NOISE.some((n) => (args[0] as string).includes(n))) return;
  consoleError(...args);
};

export const toasts: string[] = [];
setApiUi({ toast: (m) => void toasts.push(m), confirmLogout: async () => false, navigate: () => {} });

/** Signs in with the demo password through the API and loads the account's roles. */
export async function signIn(username: string): Promise<void> {
  removeToken();
  useAuthStore.setState({ token: null, roles: [] });
  await useAuthStore.getState().login({ username, password: DEMO_PASSWORD });
  await useAuthStore.getState().getInfo();
}

interface Leaf {
  path: string;
  title: string;
}
const leaves = (rs: readonly { path: string; title?: string; children?: unknown[] }[]): Leaf[] =>
  rs.flatMap((r) => (r.children?.length ? leaves(r.children as never) : [{ path: r.path, title: r.title ?? '' }]));
export const ROUTES: Leaf[] = leaves(routes);
export const titleOf = (path: string) => ROUTES.find((r) => r.path === path)!.title;

/** The screens of these routes in a router at `path` (so place tabs can navigate), inside antd's App. */
export function renderRoute(path: string, others: readonly string[] = []) {
  const paths = [path, ...others];
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {paths.map((p) => {
            const Screen = screenFor(p, titleOf(p));
            return <Route key={p} path={p} element={<Screen />} />;
          })}
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

/** Waits until no list or form is loading (antd's spinner blocks pointer events while it is). */
export async function idle(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning, .ant-spin-blur, .ant-btn-loading')).toBeNull());
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

/** The table row of a record, once the list shows it and is idle. */
export async function rowOf(id: number): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${id}"]`)).not.toBeNull());
  await idle();
  return document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
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

export { http };
