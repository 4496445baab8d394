import { ABROAD_PERMISSION } from './constants';

/**
 * Permissions (spec 2 and 6, DESIGN 5) and the endpoint registry: which permission each endpoint
 * of /admin_api/v1 needs. This file is part of the page-wide singleton; the rows themselves are
 * declared by the resource modules (`@admin/shared/contract/resources`), which register them
 * when their code loads, so a remote that ships a newer module brings its rows with it.
 */

// ---------------------------------------------------------------------------------------------
// Permission names

/** Every permission spec section 2 names, exactly as written, grouped by menu. */
export const SPEC_PERMISSIONS = {
  homemanage: [
    'nav.view_floor',
    'base_services.view_hotkeyword',
    'base_services.view_keywords',
    'base_services.view_topicon',
    'app.view_interactive',
    'app.view_consult_interactive',
    'base_services.view_advertisingplaceid',
  ],
  pickSchool: ['nav.view_bcoursetemplate', 'account.search_senior_mate', 'nav.view_masterdegreeinfo', 'school.view_videomanagement'],
  exercise: [
    'nav.view_businesscoursemanagement',
    'practice.view_knowledgepractice',
    'practice.view_quizpackage',
    'practice.view_testingaggregation',
    'auth.search_book_course_package',
    'base_services.view_miniprogram',
    'auth.resource_view',
  ],
  course: ['course.view_nav', 'nav.view_banner', 'course.view_coursetag', 'course.view_aggregation_product', 'course.view_faq_alloc'],
  payMethod: ['payment.view_prosyshuabeiconfig'],
  learnInteraction: ['comment.view_commentstatistics'],
  ad: [
    'base_services.view_launch_advertisement',
    'base_services.view_popup_advertisement',
    'base_services.view_recommend_top_advertisement',
    'nav.view_banner',
    'practice.view_testingaggregation',
    'promotion_h5.view_quizreportadvertisement',
    'nav.view_functionnav',
    'base_services.view_recommend_advertisement',
    'base_services.view_advertisingplaceid',
    'base_services.add_search_page_advertisement',
    'base_services.change_search_page_advertisement',
    'base_services.view_search_page_advertisement',
    'base_services.delete_search_page_advertisement',
    'base_services.view_hover_window_advertisement',
    'base_services.view_detail_advertisement',
    'base_services.view_pay_result',
    'base_services.view_study_advertisement',
    'base_services.practise_clock_in_activity_view',
    'base_services.view_my_home_page_advertisement',
    'base_services.view_bottom_top_advertisement',
    'base_services.view_coupon_for_homepage_advertisement',
    'base_services.view_coupon_for_course_detail_advertisement',
    'base_services.view_coupon_for_newer_advertisement',
  ],
  push: ['base_services.view_pushinfo'],
  user: ['account.view_user'],
  whiteList: ['whitelist.view_whitelist'],
  feedback: ['base_services.view_feedback'],
  article: ['main_station.view_news', 'main_station.view_video'],
  setting: [
    'base_services.view_settings_versioncontrol',
    'base_services.view_customsettings',
    'base_services.view_exampreparationgroup',
    'privacy.view_user_policy_app_privacypolicy',
  ],
  homepagesetting: [ABROAD_PERMISSION],
} as const;

export type PermissionAction = 'view' | 'add' | 'change' | 'delete';
export interface PermissionSet {
  view: string;
  add: string;
  change: string;
  delete: string;
}

/**
 * The add / change / delete permissions that go with a read permission (DESIGN 5), following the
 * spec's own spelling: `app.view_x` → `app.add_x`; `app.search_x` → `app.add_x`;
 * `app.x_view` → `app.x_add`.
 */
export function permissionSet(view: string): PermissionSet {
  const dot = view.indexOf('.');
  const app = view.slice(0, dot);
  const name = view.slice(dot + 1);
  let make: (a: PermissionAction) => string;
  if (name.startsWith('view_')) make = (a) => `${app}.${a}_${name.slice(5)}`;
  else if (name.startsWith('search_')) make = (a) => (a === 'view' ? view : `${app}.${a}_${name.slice(7)}`);
  else if (name.endsWith('_view')) make = (a) => `${app}.${name.slice(0, -5)}_${a}`;
  else throw new Error(`${view} is not a read permission`);
  return { view, add: make('add'), change: make('change'), delete: make('delete') };
}

const unique = (xs: readonly string[]): string[] => [...new Set(xs)];
const isWrite = (p: string) => /\.(add|change|delete)_/.test(p) || /_(add|change|delete)$/.test(p);

/** Every read (screen) permission of the spec: what the viewer demo account holds. */
export const VIEW_PERMISSIONS: readonly string[] = unique(
  Object.values(SPEC_PERMISSIONS)
    .flat()
    .filter((p) => p !== ABROAD_PERMISSION && !isWrite(p)),
);

/** The writes that go with every read permission. */
export const WRITE_PERMISSIONS: readonly string[] = unique(
  VIEW_PERMISSIONS.flatMap((v) => {
    const s = permissionSet(v);
    return [s.add, s.change, s.delete];
  }),
);

/**
 * Permissions the console adds beyond the spec's: reading the operation log of every
 * account. Not a screen of the spec, so the viewer (every spec read) does not hold it; admin does.
 */
export const DESIGNED_PERMISSIONS: readonly string[] = ['audit.view_operationlog'];

/** Every permission: the spec's, the writes derived from them, and the designed ones. */
export const ALL_PERMISSIONS: readonly string[] = unique([...Object.values(SPEC_PERMISSIONS).flat(), ...WRITE_PERMISSIONS, ...DESIGNED_PERMISSIONS]);

const withWrites = (views: readonly string[]): string[] => unique(views.flatMap((v) => (v === ABROAD_PERMISSION ? [v] : Object.values(permissionSet(v)))));

/** Permission sets of the demo accounts (DESIGN 6). */
export const DEMO_ROLES: Readonly<Record<'admin' | 'ads' | 'abroad' | 'viewer' | 'nobody', readonly string[]>> = {
  admin: ALL_PERMISSIONS,
  ads: withWrites([...SPEC_PERMISSIONS.ad.filter((p) => !isWrite(p)), ...SPEC_PERMISSIONS.push]),
  abroad: withWrites([ABROAD_PERMISSION, ...SPEC_PERMISSIONS.setting]),
  viewer: VIEW_PERMISSIONS,
  nobody: [],
};

// ---------------------------------------------------------------------------------------------
// The endpoint registry

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `public`: no token (sign-in);
 * - `token`: any signed-in account (own user info, logout, site list);
 * - `permission`: the account must hold at least one of `permissions`.
 */
export type EndpointAuth = 'public' | 'token' | 'permission';

export interface Endpoint {
  method: HttpMethod;
  /** Under /admin_api/v1, parameters as `:name`, trailing slash exactly as the spec lists it. */
  path: string;
  /** The resource module that declares it (e.g. `ads.launch`, `bc.floor`). */
  resource: string;
  /** What the call does on the resource: list, get, create, update, patch, delete, read, write, or a named action. */
  op: string;
  auth: EndpointAuth;
  /** Any one of them grants access. */
  permissions: readonly string[];
  /** Shown instead of the list when it is long (reference data every screen reads). */
  permissionLabel?: string;
  /** The token may come as query `token` (the user-info call of spec 7). */
  tokenInQuery?: boolean;
}

/** The permission action an op needs; an op not listed here names its action where it is declared. */
export const ACTION_OF_OP: Readonly<Record<string, readonly PermissionAction[]>> = {
  list: ['view'],
  get: ['view'],
  read: ['view'],
  tree: ['view'],
  create: ['add'],
  update: ['change'],
  patch: ['change'],
  write: ['change'],
  toggle: ['change'],
  upsert: ['add', 'change'],
  delete: ['delete'],
};

/** The permissions that allow `actions` on any of `sets`. */
export const permissionsFor = (sets: readonly PermissionSet[], actions: readonly PermissionAction[]): string[] =>
  unique(sets.flatMap((s) => actions.map((a) => s[a])));

/** Reference data (dropdowns, trees) that many screens read: any read permission grants it. */
export const STAFF_PERMISSIONS: readonly string[] = unique([...VIEW_PERMISSIONS, ABROAD_PERMISSION]);
export const STAFF_LABEL = '任一后台页面权限（如 nav.view_floor）';
/** The image upload serves every form: any add or change permission grants it. */
export const UPLOAD_PERMISSIONS: readonly string[] = WRITE_PERMISSIONS.filter((p) => !/\.delete_|_delete$/.test(p));
export const UPLOAD_LABEL = '任一新增或修改权限（如 base_services.add_launch_advertisement）';

/** The account calls (spec 7): the API client and the sign-in need them before any screen loads. */
export const ACCOUNT_ENDPOINTS: readonly Endpoint[] = [
  { method: 'POST', path: '/account/auth/token/create', resource: 'account', op: 'login', auth: 'public', permissions: [] },
  { method: 'GET', path: '/account/auth/user/info', resource: 'account', op: 'info', auth: 'token', permissions: [], tokenInQuery: true },
  { method: 'GET', path: '/account/auth/user/logout', resource: 'account', op: 'logout', auth: 'token', permissions: [] },
  { method: 'GET', path: '/account/user/application', resource: 'account', op: 'sites', auth: 'token', permissions: [] },
];

export const API_PREFIX = '/admin_api/v1';

interface Matcher {
  e: Endpoint;
  re: RegExp;
  staticSegments: number;
}
const registry = new Map<string, Matcher>();
const matcherOf = (e: Endpoint): Matcher => ({
  e,
  re: new RegExp(`^${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '[^/]+')}$`),
  staticSegments: e.path.split('/').filter((s) => s && !s.startsWith(':')).length,
});

/**
 * Adds endpoint rows to the page's registry (a resource module does it when it loads). A row for
 * the same method and path replaces the older one: a remote built with a newer module wins.
 */
export function registerEndpoints(rows: readonly Endpoint[]): void {
  for (const e of rows) registry.set(`${e.method} ${e.path}`, matcherOf(e));
}
registerEndpoints(ACCOUNT_ENDPOINTS);

/** Every endpoint registered so far. */
export const registeredEndpoints = (): Endpoint[] => [...registry.values()].map((m) => m.e);

/** The best match among `matchers`: static segments win over parameters, as in the server's router. */
function bestMatch(matchers: Iterable<Matcher>, method: string, path: string): Endpoint | undefined {
  let p = path.split('?')[0];
  if (p.startsWith(API_PREFIX)) p = p.slice(API_PREFIX.length);
  if (!p.startsWith('/')) p = `/${p}`;
  const m = method.toUpperCase();
  let best: Matcher | undefined;
  for (const x of matchers) {
    if (x.e.method !== m || !x.re.test(p)) continue;
    if (!best || x.staticSegments > best.staticSegments) best = x;
  }
  return best?.e;
}

/**
 * The endpoint a concrete call goes to, e.g. `findEndpoint('PATCH', '/base/ads/search_page/12')`,
 * among the registered rows (or the given table). The `/admin_api/v1` prefix and a query string
 * are ignored.
 */
export function findEndpoint(method: string, path: string, table?: readonly Endpoint[]): Endpoint | undefined {
  return bestMatch(table ? table.map(matcherOf) : registry.values(), method, path);
}

/** The permissions a call needs (any one of them); [] when it needs none or is unknown. */
export function permissionFor(method: string, path: string): readonly string[] {
  return findEndpoint(method, path)?.permissions ?? [];
}

/** True when the roles allow the endpoint (what the server enforces). */
export function allows(roles: readonly string[], e: Endpoint | undefined): boolean {
  if (!e) return false;
  if (e.auth !== 'permission') return true;
  return e.permissions.some((p) => roles.includes(p));
}

/** True when the roles allow the call; false for a call no loaded module declares. */
export function canCall(roles: readonly string[], method: string, path: string): boolean {
  return allows(roles, findEndpoint(method, path));
}

/** The 40300 message naming what is missing, e.g. `缺少权限 base_services.view_launch_advertisement`. */
export function missingPermissionMessage(e: Endpoint): string {
  if (e.permissionLabel) return `缺少权限：需要${e.permissionLabel}`;
  return `缺少权限 ${e.permissions.join(' 或 ')}`;
}
