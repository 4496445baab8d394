import type { RouteLookup } from './route-lookup';
import { HOME_PATH, LOGIN_PATH, NO_PERMISSION_PATH, NOT_FOUND_PATH, PUBLIC_PATHS, WHITE_LIST } from './public-paths';
import { safeRouterPath } from './safe-redirect';

/**
 * The route guard of spec section 4 as pure functions. The components in gate/ and console/
 * only execute what these return, so every state of the spec is unit-tested here.
 */

export interface SessionState {
  pathname: string;
  /** Including the leading '?', or ''. */
  search: string;
  hasToken: boolean;
  /** Where a sign-in under way on the form goes (useSignInStore); absent for a plain visit. */
  destination?: string | null;
}

export interface GuardState extends SessionState {
  /** The menu set in use (cookie menuNavBar; 2 = the study-abroad line). */
  line?: 1 | 2;
  /** null until user info has been fetched in this page load. */
  roles: readonly string[] | null;
  /** Needed only once roles are loaded. */
  lookup: RouteLookup;
}

export type SessionDecision =
  | { type: 'redirect'; to: string }
  /** One of the public pages (login, SSO callback, 404, 401): render it, no layout, no roles. */
  | { type: 'public' }
  /** A guarded path and a token: hand over to the console, which runs `decide`. */
  | { type: 'guarded' };

export type GuardDecision =
  | { type: 'redirect'; to: string }
  | { type: 'public' }
  /** Fetch user info, build the allowed routes, then decide again (the retry of spec 4). */
  | { type: 'load-info' }
  /** The path may belong to a remote that is still loading: show a loading state, not 404. */
  | { type: 'wait' }
  /** The path may belong to remotes that failed to load: show their error with a Retry. */
  | { type: 'remote-unavailable'; remotes: string[] }
  | { type: 'allow' };

export const loginRedirect = (pathname: string, search: string): string => `${LOGIN_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;

export function decideSession({ pathname, search, hasToken, destination }: SessionState): SessionDecision {
  if (!hasToken) {
    return WHITE_LIST.includes(pathname) ? { type: 'public' } : { type: 'redirect', to: loginRedirect(pathname, search) };
  }
  if (pathname === LOGIN_PATH) {
    // Spec 4: a signed-in visit to /login goes home. The form's own sign-in goes where it was
    // asked to (its `redirect`), which it names as the sign-in's destination.
    // Home is named as such, not as '/' (which only redirects there, spec 2): the console is then
    // drawn once, on the home page, instead of once on '/' and again on its redirect.
    const target = safeRouterPath(destination ?? null);
    return { type: 'redirect', to: target && target !== '/' && !target.startsWith(LOGIN_PATH) ? target : HOME_PATH };
  }
  if (PUBLIC_PATHS.includes(pathname)) return { type: 'public' };
  return { type: 'guarded' };
}

/** Spec 5/6: a route passes when it lists no roles or shares at least one with the user. */
export const rolesAllow = (required: readonly string[] | undefined, roles: readonly string[]): boolean =>
  !required || required.length === 0 || required.some((r) => roles.includes(r));

/**
 * A route that names its business lines opens only on them (spec 2: /homepagesetting is the
 * study-abroad line's). One that names none is in the default menu set but stays reachable by
 * its address from either line, as before the lines existed.
 */
export const lineAllows = (lines: readonly (1 | 2)[] | undefined, line: 1 | 2): boolean => !lines || lines.includes(line);

export function decide(state: GuardState): GuardDecision {
  const session = decideSession(state);
  if (session.type !== 'guarded') return session;
  if (state.roles === null) return { type: 'load-info' };
  const { roles, lookup } = state;
  switch (lookup.kind) {
    case 'found':
      // Every level must pass: menu filtering is recursive, so access is too.
      if (!lookup.chain.every((route) => rolesAllow(route.roles, roles))) return { type: 'redirect', to: NO_PERMISSION_PATH };
      // A screen of the other business line (spec 2: /homepagesetting is study-abroad only) is not
      // open on this one: home, where switching lines lands too (spec 2), so a switch made on such
      // a screen and a visit by address end alike.
      return lookup.chain.every((route) => lineAllows(route.lines, state.line ?? 1)) ? { type: 'allow' } : { type: 'redirect', to: HOME_PATH };
    case 'pending':
      return { type: 'wait' };
    case 'unavailable':
      return { type: 'remote-unavailable', remotes: lookup.remotes };
    case 'missing':
      return { type: 'redirect', to: NOT_FOUND_PATH };
  }
}

/** Spec 8: the route guard's default failure text. */
export const GUARD_FAILURE_MESSAGE = '无权限，请重新登录';

export interface InfoFailure {
  /** Shown to the user: the error's own text (e.g. 暂无权限) or the default. */
  message: string;
  /** The external single-sign-on login, carrying the back-URL of the page the user wanted. */
  location: string;
}

/**
 * What to do when fetching user info fails (spec 4): the caller clears the session (forced logout),
 * shows `message`, and leaves for `location`.
 */
export function infoFailure(
  error: unknown,
  back: { pathname: string; search: string; basename: string },
  ssoRedirectUrl: (back: string) => string,
): InfoFailure {
  const own = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  return {
    message: own || GUARD_FAILURE_MESSAGE,
    location: ssoRedirectUrl(`${back.basename}${back.pathname}${back.search}`),
  };
}

export { HOME_PATH };
