/* Sign-in through the real login, the console's frame around a screen, and the API's toasts. */
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setApiUi } from '@admin/shared/api';
import { removeToken, useAuthStore } from '@admin/shared/auth';
import { DEMO_PASSWORD, type DemoUser } from '@admin/shared/contract';

// Answers of the real server arrive between testing-library's polls, outside act(); React's
// warning about that says nothing about the screens, so it is dropped (all else still logs).
// jsdom has no layout, so antd's auto-sized text areas compute a NaN height; also dropped.
const consoleError = console.error.bind(console);
const NOISE = ['not wrapped in act', '`NaN` is an invalid value for the'];
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && NOISE.some((n) => (args[0] as string).includes(n))) return;
  consoleError(...args);
};

/** Every toast the API client showed (its error messages), newest last. */
export const toasts: string[] = [];
setApiUi({ toast: (m) => void toasts.push(m), confirmLogout: async () => false, navigate: () => {} });

/** Signs in with the demo password through the API and loads the account's roles. */
export async function signIn(username: DemoUser): Promise<void> {
  removeToken();
  useAuthStore.setState({ token: null, roles: [] });
  await useAuthStore.getState().login({ username, password: DEMO_PASSWORD });
  await useAuthStore.getState().getInfo();
}

/** A screen inside antd's App (its message and modal context) and a router, as the console renders it. */
export function renderScreen(Screen: ComponentType, path = '/') {
  return renderRoutes([{ path, element: <Screen /> }], path);
}

/** Several routes' screens in one router at `path` (so a screen can navigate to its siblings). */
export function renderRoutes(routes: readonly { path: string; element: ReactNode }[], path: string) {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </App>,
  );
}
