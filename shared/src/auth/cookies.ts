import Cookies from 'js-cookie';
import { readToken, removeHeldToken } from '@admin/shared/api';
import { COOKIE } from './contract-values';

/**
 * Attributes of the console's cookies: `Secure` whenever the page came over https, so the token
 * never travels over plain http. Not HttpOnly: the spec's client reads Admin-Token from script and
 * sends it as the `token` header (the server never reads the cookie), so script must see it.
 */
const attributes = (): Cookies.CookieAttributes => ({ sameSite: 'Lax', ...(window.location.protocol === 'https:' ? { secure: true } : {}) });

/** The login token (cookie Admin-Token); the API client reads the same cookie for every call. */
export const getToken = (): string | undefined => readToken();
export const setToken = (token: string): void => void Cookies.set(COOKIE.token, token, attributes());
export const removeToken = (): void => Cookies.remove(COOKIE.token);
/**
 * Removes the token cookie only while it still holds `token`. The cookie is the browser's, not the
 * tab's: when a session this tab used ends (revoked, expired, its user info refused), a sign-in
 * made since in another tab has put its own token there, and that one stays.
 */
export const removeTokenOf = (token: string | null): void => {
  if (token !== null) removeHeldToken(token);
};

export type SidebarStatus = 'opened' | 'closed';

/** Sidebar open/closed (cookie sidebarStatus, '1' / '0'); open unless the user closed it. */
export const getSidebarStatus = (): SidebarStatus => (Cookies.get(COOKIE.sidebar) === '0' ? 'closed' : 'opened');
export const setSidebarStatus = (status: SidebarStatus): void => void Cookies.set(COOKIE.sidebar, status === 'opened' ? '1' : '0', attributes());

export type NavBar = 1 | 2;

/** Navigation-bar mode (cookie menuNavBar): 2 selects the second menu set, anything else is 1. */
export const getNavBar = (): NavBar => (Cookies.get(COOKIE.navBar) === '2' ? 2 : 1);
export const setNavBar = (value: NavBar): void => void Cookies.set(COOKIE.navBar, String(value), attributes());
