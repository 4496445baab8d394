import type { ConsoleRoute } from '@admin/shared/contract';

/*
 * Zod-free checks for the happy path of remote loading. The contract's zod schemas
 * (consoleRoutesSchema, remoteEntrySchema) stay the authority: these functions accept only what
 * those schemas accept (route-check.test.ts holds them to it), and whatever they do not accept
 * is handed to the zod schema, loaded then, for the verdict and its messages. So the first screen
 * after sign-in does not download zod and every schema of the contract (~38 KB gzip, DESIGN 9)
 * when every remote is well-formed, which is the normal case.
 */

const ROUTE_KEYS = new Set([
  'path',
  'title',
  'icon',
  'roles',
  'hidden',
  'activeMenu',
  'alwaysShow',
  'lines',
  'externalLink',
  'resource',
  'component',
  'children',
]);

/** consoleRouteSchema's RESOURCE_NAME, repeated here so no contract code loads for it. */
export const RESOURCE_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
/** A route's `resource`: a contract module name. */
export const isResourceName = (v: unknown): boolean => typeof v === 'string' && RESOURCE_NAME.test(v);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const nonEmpty = (v: unknown) => isString(v) && v.length > 0;
const absolute = (v: unknown) => isString(v) && v.startsWith('/');
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);

/** What z.url() accepts, minus the inputs it would rewrite (surrounding spaces, tabs, newlines). */
export function isUrl(v: unknown): boolean {
  if (!isString(v) || v !== v.trim() || /[\t\n\r]/.test(v)) return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
}

function isRoute(v: unknown, depth: number): boolean {
  if (!isPlainObject(v) || depth > 20) return false;
  if (!Object.keys(v).every((k) => ROUTE_KEYS.has(k))) return false;
  return (
    absolute(v.path) &&
    optional(v.title, nonEmpty) &&
    optional(v.icon, nonEmpty) &&
    optional(v.roles, (r) => Array.isArray(r) && r.every(nonEmpty)) &&
    optional(v.hidden, (b) => typeof b === 'boolean') &&
    optional(v.activeMenu, absolute) &&
    optional(v.alwaysShow, (b) => typeof b === 'boolean') &&
    optional(v.lines, (l) => Array.isArray(l) && l.length > 0 && l.every((n) => n === 1 || n === 2)) &&
    optional(v.externalLink, isUrl) &&
    optional(v.resource, isResourceName) &&
    optional(v.component, (c) => typeof c === 'function') &&
    optional(v.children, (c) => Array.isArray(c) && c.every((child) => isRoute(child, depth + 1)))
  );
}

/** True only for values consoleRoutesSchema accepts unchanged. */
export function isConsoleRouteList(value: unknown): value is ConsoleRoute[] {
  return Array.isArray(value) && value.every((r) => isRoute(r, 0));
}

/** True only for remotes.json entries (without `title`) remoteEntrySchema accepts unchanged. */
export function isRemoteEntry(value: unknown): value is { name: string; entry: string } {
  return (
    isPlainObject(value) &&
    Object.keys(value).every((k) => k === 'name' || k === 'entry') &&
    isString(value.name) &&
    /^[a-z][a-z0-9-]*$/.test(value.name) &&
    nonEmpty(value.entry)
  );
}

/** The zod schemas, fetched only when a check above says no. */
export const loadContractSchemas = () => import('@admin/shared/contract');
