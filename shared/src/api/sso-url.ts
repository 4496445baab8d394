/*
 * The SSO link's default and formula, in a leaf file with no state: the host's sign-in page
 * renders its SSO link before the API client (axios, this area's barrel) is downloaded, so it
 * imports this file directly (issue 15: sign-in page ≤ 100 KB). runtime-config.ts uses the same.
 */
export const DEFAULT_SSO_LOGIN_URL = '/sso/login';

/** The SSO login URL that brings the user back to `back` afterwards. */
export const ssoUrl = (ssoLoginUrl: string, back: string): string => `${ssoLoginUrl}?back=${encodeURIComponent(back)}`;
