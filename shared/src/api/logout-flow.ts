import { Code } from './contract-values';
import { getApiUi } from './api-ui';
import { browser } from './browser';
import { ssoRedirectUrl } from './runtime-config';
import { endSession } from './session';

let pending: Promise<void> | null = null;
/** Calls are numbered as they are sent; `answered` is the last number sent before the dialog's answer. */
let sent = 0;
let answered = 0;

/** The number of a call being sent (the request interceptor keeps it on the call's config). */
export const numberCall = (): number => ++sent;

/**
 * The re-login dialog of spec 8, once per event. A page often fires several calls at once, and
 * pages kept in hidden tabs have calls of their own in flight; when the session is gone they all
 * fail alike. Failures while the dialog is open share it. A call sent before the dialog was
 * answered and failing after it (a hidden page's call that was slower) is the same event, already
 * answered: it asks nothing. A call sent after the answer asks again.
 *
 * @param call the failed call's number (numberCall); unknown calls always ask.
 * @param token the token the failed call carried: the session that ended (session.ts).
 */
export function confirmRelogin(code: number, call = Infinity, token?: string): Promise<void> {
  if (pending) return pending;
  if (call <= answered) return Promise.resolve();
  pending = (async () => {
    try {
      const relogin = await getApiUi().confirmLogout();
      answered = sent;
      if (!relogin) return;
      endSession(token);
      if (code === Code.TOKEN_REVOKED) browser.reload();
      else if (code === Code.SSO_ENDED) browser.assign(ssoRedirectUrl(browser.currentPath()));
      else getApiUi().navigate('/login');
    } finally {
      pending = null;
    }
  })();
  return pending;
}
