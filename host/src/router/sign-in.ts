import type { SentAnswer, SentInfo } from '@admin/shared/api';
import type { LoginBody } from '@admin/shared/contract';
import { loadAuth } from '../boot/loaders/auth';

/**
 * The sign-in call through the auth store (one session everywhere), loaded on demand (typing on
 * the form prefetches it, console-code.ts). `sent`, `sentInfo`: the sign-in call the sign-in page
 * sent at the click, and the user-info call it sent as that answer arrived
 * (api/sent-request.ts); the store takes their answers as its calls'.
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
