/** Paths rendered without the layout (spec 2). Only the first two are reachable without a token (spec 4). */
export const LOGIN_PATH = '/login';
export const AUTH_REDIRECT_PATH = '/authredirect';
export const NOT_FOUND_PATH = '/404';
export const NO_PERMISSION_PATH = '/401';
export const HOME_PATH = '/dashboard';

/** Reachable with no login cookie. */
export const WHITE_LIST: readonly string[] = [LOGIN_PATH, AUTH_REDIRECT_PATH];
/** Shown without the layout and without loading the user's roles. */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, AUTH_REDIRECT_PATH, NOT_FOUND_PATH, NO_PERMISSION_PATH];

/** The router runs under this basename (history mode, spec 2). */
export const BASENAME = '/admin';

/** The router's path of a browser pathname under BASENAME (trailing slashes dropped); null outside it. */
export function routerPathOf(pathname: string): string | null {
  if (pathname !== BASENAME && !pathname.startsWith(`${BASENAME}/`)) return null;
  return pathname.slice(BASENAME.length).replace(/(.)\/+$/, '$1') || '/';
}
