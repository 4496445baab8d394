/*
 * What the kit's own screen tests need of a session (`@admin/testing` sits above @admin/shared,
 * so the kit cannot import it): sign in to the file's real API server, render inside antd's App,
 * collect the API client's toasts. Not exported from the kit.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { setApiUi } from '@admin/shared/api';
import { removeToken, useAuthStore } from '@admin/shared/auth';
import { DEMO_PASSWORD, type DemoUser } from '@admin/shared/contract';

export const toasts: string[] = [];
setApiUi({ toast: (m) => void toasts.push(m), confirmLogout: async () => false, navigate: () => {} });

export async function signIn(username: DemoUser): Promise<void> {
  removeToken();
  useAuthStore.setState({ token: null, roles: [] });
  await useAuthStore.getState().login({ username, password: DEMO_PASSWORD });
  await useAuthStore.getState().getInfo();
}

export const renderInApp = (ui: ReactElement) => render(<App>{ui}</App>);
