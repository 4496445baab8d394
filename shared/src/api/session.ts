import Cookies from 'js-cookie';
import { COOKIE } from './contract-values';

/*
 * api/ reads the token cookie itself instead of importing @admin/shared/auth: auth depends on api
 * (its store calls the account endpoints), and a cycle between two federated shared modules is
 * fragile. auth registers its forced logout here so the store and the cookie are cleared together.
 */

export const readToken = (): string | undefined => Cookies.get(COOKIE.token) || undefined;

/**
 * Ends the session whose call failed. `token` is the token that call carried: the cookie is the
 * browser's, not the tab's, and once another tab has signed in since, it holds a newer token that
 * stays. Without one (a call sent with no token) the cookie goes.
 */
type SessionEndHandler = (token?: string) => void;

/** Removes the token cookie while it still holds `token`; a newer one another tab stored stays. */
export const removeHeldToken = (token: string): void => {
  if (Cookies.get(COOKIE.token) === token) Cookies.remove(COOKIE.token);
};

const removeTokenCookie: SessionEndHandler = (token) => (token === undefined ? Cookies.remove(COOKIE.token) : removeHeldToken(token));
let onSessionEnd: SessionEndHandler = removeTokenCookie;

/** Called by @admin/shared/auth with its forcedLogout (clears the token only, spec 4). */
export function setSessionEndHandler(handler: SessionEndHandler | null): void {
  onSessionEnd = handler ?? removeTokenCookie;
}

export const endSession = (token?: string): void => onSessionEnd(token);
