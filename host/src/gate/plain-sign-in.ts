import { COOKIE } from '@admin/shared/contract/constants';
import { decideSession } from '../router/guard';
import { LOGIN_PATH, routerPathOf } from '../router/public-paths';

/*
 * A visit without a session that ends on the sign-in form opens that form alone, without the
 * router, the API client or the federation's shared code (sign-in page ≤ 100 KB of JS, first
 * paint ≤ 190 ms); the router app takes over once the token is stored. The decision is the
 * guard's own (decideSession), so the plain page opens exactly where the router would show it.
 */

/** Whether the login cookie is set (read without js-cookie or the auth store, which bring more). */
export function hasSessionCookie(cookie: string = document.cookie): boolean {
  const prefix = `${COOKIE.token}=`;
  return cookie.split(/;\s*/).some((part) => part.startsWith(prefix) && part.length > prefix.length);
}

/**
 * The sign-in address (router path with its query) a visit to `location` shows, when it shows the
 * plain sign-in form; null when the router app must handle it (a session, another public page,
 * an address outside the console).
 */
export function plainSignInPath(location: { pathname: string; search: string }, hasToken: boolean): string | null {
  if (hasToken) return null;
  const { pathname, search } = location;
  const path = routerPathOf(pathname);
  if (path === null) return null;
  const decision = decideSession({ pathname: path, search, hasToken: false });
  if (decision.type === 'redirect') return decision.to.startsWith(`${LOGIN_PATH}?`) ? decision.to : null;
  return decision.type === 'public' && path === LOGIN_PATH ? `${LOGIN_PATH}${search}` : null;
}
