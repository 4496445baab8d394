import { COOKIE, SSO_STATE_RE } from '../contract/constants';

/*
 * The SSO link's default and formula, in a leaf file with no state: the host's sign-in page
 * renders its SSO link before the API client (axios, this area's barrel) is downloaded, so it
 * imports this file directly (sign-in page ≤ 100 KB). runtime-config.ts uses the same.
 */
export const DEFAULT_SSO_LOGIN_URL = '/sso/login';

/*
 * The cookie holding this browser's single-sign-on `state`: the SSO hands the same value back to
 * /authredirect, which signs in only when they match, so a callback started in another browser
 * (login CSRF: someone else's code or token) is refused. The server's code exchange checks it too.
 */
const SSO_STATE_COOKIE = COOKIE.ssoState;
export { SSO_STATE_RE };

/** The state this browser's SSO links carry, if one is pending. */
export function heldSsoState(): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${SSO_STATE_COOKIE}=`));
  const v = hit?.slice(SSO_STATE_COOKIE.length + 1) ?? '';
  return SSO_STATE_RE.test(v) ? v : null;
}

function writeState(v: string, maxAge?: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SSO_STATE_COOKIE}=${v}; Path=/; SameSite=Lax${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}${secure}`;
}

/** This browser's pending SSO state: the one made before (every SSO link shows the same), else a new random one. */
export function ssoState(): string {
  const held = heldSsoState();
  if (held) return held;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const made = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  writeState(made);
  return made;
}

/** Ends the pending state: a callback uses it once. */
export const clearSsoState = (): void => writeState('', 0);

/** The SSO login URL that brings the user back to `back` afterwards, with this browser's `state`. */
export const ssoUrl = (ssoLoginUrl: string, back: string): string => `${ssoLoginUrl}?back=${encodeURIComponent(back)}&state=${ssoState()}`;
