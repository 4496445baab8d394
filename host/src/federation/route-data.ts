import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { registerMessages } from '@admin/shared/i18n';
import { isResourceName, isUrl } from './route-check';

/*
 * A remote's route table as data: what its build writes to routes.json
 * (scripts/webpack/route-table.mjs) and remotes.json carries per entry. The host builds the menu,
 * the guard and the breadcrumb from it and loads the remote's code later: its entry and routes
 * module once the home page is idle (prefetchRemotes), a screen's chunk when it is wanted.
 * The check mirrors consoleRouteSchema, with the title in both languages and `screen: true`
 * standing for a component; what it refuses makes only that remote unavailable.
 */

/**
 * A console route as data: derived from ConsoleRoute so the two cannot drift; the title is the
 * text in both languages instead of an i18n key, and `screen: true` stands for the component.
 */
export type RouteData = Omit<ConsoleRoute, 'title' | 'component' | 'children'> & {
  title?: readonly [zh: string, en: string];
  /** The remote's `./routes` has a component for this path. */
  screen?: true;
  children?: RouteData[];
};

/** Every field a route may carry: the record makes the compiler name each of RouteData's keys. */
const KEY_LIST: Record<keyof RouteData, true> = {
  path: true,
  title: true,
  icon: true,
  roles: true,
  hidden: true,
  activeMenu: true,
  alwaysShow: true,
  lines: true,
  externalLink: true,
  resource: true,
  screen: true,
  children: true,
};
const KEYS = new Set(Object.keys(KEY_LIST));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown) => typeof v === 'string' && v.length > 0;
const absolute = (v: unknown) => typeof v === 'string' && v.startsWith('/');

/** Per field: the check and what is wrong when it fails. */
const FIELDS: Record<string, [(v: unknown) => boolean, string]> = {
  title: [(v) => Array.isArray(v) && v.length === 2 && v.every(nonEmpty), 'title must be [zh, en], both non-empty'],
  icon: [nonEmpty, 'icon must be a non-empty string'],
  roles: [(v) => Array.isArray(v) && v.every(nonEmpty), 'roles must be a list of non-empty strings'],
  hidden: [(v) => typeof v === 'boolean', 'hidden must be true or false'],
  activeMenu: [absolute, 'activeMenu must be absolute (start with /)'],
  alwaysShow: [(v) => typeof v === 'boolean', 'alwaysShow must be true or false'],
  lines: [(v) => Array.isArray(v) && v.length > 0 && v.every((n) => n === 1 || n === 2), 'lines must be a non-empty list of 1 and 2'],
  externalLink: [isUrl, 'externalLink must be a URL'],
  resource: [isResourceName, 'resource must be a contract module name such as ads.launch'],
  screen: [(v) => v === true, 'screen must be true when present'],
  children: [Array.isArray, 'children must be a list'],
};

function problemIn(v: unknown, at: string, depth: number): string | null {
  if (!isObject(v)) return `${at}: a route must be an object`;
  if (depth > 20) return `${at}: routes nested too deep`;
  const unknownKey = Object.keys(v).find((k) => !KEYS.has(k));
  if (unknownKey) return `${at}.${unknownKey}: unknown field`;
  if (!absolute(v.path)) return `${at}.path: path must be absolute (start with /)`;
  for (const [key, [ok, message]] of Object.entries(FIELDS)) {
    if (v[key] !== undefined && !ok(v[key])) return `${at}.${key}: ${message}`;
  }
  const children = (v.children as unknown[] | undefined) ?? [];
  for (let i = 0; i < children.length; i++) {
    const p = problemIn(children[i], `${at}.children.${i}`, depth + 1);
    if (p) return p;
  }
  return null;
}

/** Null for a valid table, else the first problem ("routes.0.children.1.path: ..."). */
export function routeDataProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'routes: must be a list of routes';
  for (let i = 0; i < value.length; i++) {
    const p = problemIn(value[i], `routes.${i}`, 0);
    if (p) return p;
  }
  return null;
}

/** The i18n key of a route's title, as @admin/shared/routing names it. */
export const titleKey = (path: string) => `route.${path}`;

/**
 * The table as console routes: titles registered under `route.<path>` in both languages, and
 * each screen a LazyScreen from `screenOf(path)` (which loads the remote's code then).
 */
export function toConsoleRoutes(table: readonly RouteData[], screenOf: (path: string) => LazyScreen): ConsoleRoute[] {
  const zh: Record<string, string> = {};
  const en: Record<string, string> = {};
  const convert = (r: RouteData): ConsoleRoute => {
    const { title, screen, children, ...rest } = r;
    const out: ConsoleRoute = { ...rest };
    if (title) {
      out.title = titleKey(r.path);
      [zh[out.title], en[out.title]] = title;
    }
    if (screen) out.component = screenOf(r.path);
    if (children) out.children = children.map(convert);
    return out;
  };
  const routes = table.map(convert);
  registerMessages('zh-CN', zh);
  registerMessages('en', en);
  return routes;
}
