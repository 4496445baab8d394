import { useEffect, useRef } from 'react';
import { ssoRedirectUrl } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { infoFailure } from '../router/guard';
import { useLeaveStore } from '../router/leave-store';
import { BASENAME } from '../router/public-paths';

/**
 * Executes the guard's `load-info` (spec 4): fetch user info once; success stores the roles and
 * the guard decides again; failure clears the session, shows the error and leaves for the SSO
 * login with a back-URL to the page the user wanted.
 */
export function useLoadInfo(needed: boolean, pathname: string, search: string): void {
  const inFlight = useRef(false);

  useEffect(() => {
    if (!needed || inFlight.current) return;
    // The sign-in's own read (router/sign-in.ts) may have brought the roles between this render
    // and its effect: the guard is drawn again with them, nothing to ask.
    if (useAuthStore.getState().roles.length > 0) return;
    inFlight.current = true;
    const { getInfo } = useAuthStore.getState();
    getInfo()
      .catch((error: unknown) => {
        const failure = infoFailure(error, { pathname, search, basename: BASENAME }, ssoRedirectUrl);
        // Leave first: once the token is gone the gate would otherwise bounce to /login. The whole session (token, name, roles) is cleared, as the guard failure of spec 4 asks.
        useLeaveStore.getState().leave(failure.message, failure.location);
        useAuthStore.getState().resetSession();
      })
      .finally(() => {
        inFlight.current = false;
      });
    // The back-URL is the page that was asked for when the fetch started; later renders while the
    // fetch is in flight are ignored by the inFlight flag.
  }, [needed, pathname, search]);
}
