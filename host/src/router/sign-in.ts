import type { SentAnswer, SentInfo } from '@admin/shared/api';
import type { LoginBody } from '@admin/shared/contract';

/*
 * The sign-in call through the auth store (one session everywhere), whose module brings the API
 * client (axios): loaded on demand, so the sign-in page does not download it when it opens. The
 * form warms the same chunks once someone types (console-code.ts), so by the click it is there.
 */
export const loadAuth = () => import(/* webpackChunkName: "auth" */ '@admin/shared/auth');

/**
 * `sent`, `sentInfo`: the sign-in call the sign-in page sent at the click, and the user-info call
 * it sent as that answer arrived (api/sent-request.ts); the store takes their answers as its calls'.
 */
export async function signIn(credentials: LoginBody, sent?: Promise<SentAnswer>, sentInfo?: Promise<SentInfo | undefined>): Promise<void> {
  const { useAuthStore } = await loadAuth();
  await useAuthStore.getState().login(credentials, sent);
  // The user's roles are asked for now, not once the console has been drawn: the route guard's
  // load-info takes this read while it is under way (one request) and reports its failure.
  useAuthStore
    .getState()
    .getInfo(sentInfo)
    .catch(() => undefined);
}
