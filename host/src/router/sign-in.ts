import type { SentAnswer } from '@admin/shared/api';
import type { LoginBody } from '@admin/shared/contract';

/*
 * The sign-in call through the auth store (one session everywhere), whose module brings the API
 * client (axios): loaded on demand, so the sign-in page does not download it when it opens. The
 * form warms the same chunks once someone types (console-code.ts), so by the click it is there.
 */
export const loadAuth = () => import(/* webpackChunkName: "auth" */ '@admin/shared/auth');

export async function signIn(credentials: LoginBody, sent?: Promise<SentAnswer>): Promise<void> {
  const { useAuthStore } = await loadAuth();
  await useAuthStore.getState().login(credentials, sent);
  // The user's roles are asked for now, not once the console has been drawn: the route guard's
  // load-info takes this read while it is under way (one request) and reports its failure.
  useAuthStore
    .getState()
    .getInfo()
    .catch(() => undefined);
}
