/* Sign-in and render of this remote's screen tests (the DOM helpers are in remotes/testing). */
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { removeToken, useAuthStore } from '@admin/shared/auth';
import { DEMO_PASSWORD } from '@admin/shared/contract';

/** Signs in with the demo password through the API and loads the account's roles. */
export async function signIn(username: string): Promise<void> {
  removeToken();
  useAuthStore.setState({ token: null, roles: [] });
  await useAuthStore.getState().login({ username, password: DEMO_PASSWORD });
  await useAuthStore.getState().getInfo();
}

/** A screen inside antd's App (its message and modal context), as the console renders it. */
export const renderScreen = (Screen: ComponentType) =>
  render(
    <App>
      <Screen />
    </App>,
  );
