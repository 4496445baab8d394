import { BASENAME } from './public-paths';

/**
 * A `redirect` query value is attacker-controlled (anyone can send a /login?redirect= link),
 * so only an in-app path is followed: starts with a single '/', no scheme, no backslash tricks.
 * Returns the router path (without the /admin basename) or null.
 */
export function safeRouterPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}

/**
 * The SSO callback's `redirect` may be a full same-origin URL or an absolute path; either way it
 * must point inside /admin. Returns the router path (basename stripped) or null.
 */
export function safeAdminRedirect(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Only accept what was written as a path or as this very origin, never a protocol-relative URL.
  if (!value.startsWith(origin) && (!value.startsWith('/') || value.startsWith('//') || value.includes('\\'))) return null;
  const { pathname } = url;
  if (pathname !== BASENAME && !pathname.startsWith(`${BASENAME}/`)) return null;
  const inner = pathname.slice(BASENAME.length) || '/';
  return safeRouterPath(`${inner}${url.search}${url.hash}`);
}
