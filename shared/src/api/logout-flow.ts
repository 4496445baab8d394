import { Code } from './contract-values';
import { getApiUi } from './api-ui';
import { browser } from './browser';
import { ssoRedirectUrl } from './runtime-config';
import { endSession } from './session';

let pending: Promise<void> | null = null;

/**
 * The re-login dialog of spec 8. A page often fires several calls at once; when the session is
 * gone they all fail alike, so concurrent failures share one dialog.
 */
export function confirmRelogin(code: number): Promise<void> {
  if (pending) return pending;
  pending = (async () => {
    try {
      const relogin = await getApiUi().confirmLogout();
      if (!relogin) return;
      endSession();
      if (code === Code.TOKEN_REVOKED) browser.reload();
      else if (code === Code.SSO_ENDED) browser.assign(ssoRedirectUrl(browser.currentPath()));
      else getApiUi().navigate('/login');
    } finally {
      pending = null;
    }
  })();
  return pending;
}
