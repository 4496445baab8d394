import { AD_KINDS, adRoutes } from './ad-kinds';
import { ABROAD_PERMISSION } from './constants';
import { APP_USER_BASE_PATH, APP_USER_PATHS, APP_USER_VIEW_PERMISSION } from './app-user';
import { COURSE_TAG_BASE_PATH, COURSE_TAG_PATHS, COURSE_TAG_VIEW_PERMISSION } from './course-tag';
import { HOME_FLOOR_BASE_PATH, HOME_FLOOR_PATHS, HOME_FLOOR_VIEW_PERMISSION } from './home-floor';
import { PUSH_CHANNELS, PUSH_PATHS, PUSH_VIEW_PERMISSION, pushBasePath } from './push';

/**
 * Permissions (spec 2 and 6, DESIGN 5) and the one table that maps every endpoint of
 * /admin_api/v1 to the permission it needs. The server enforces it; the UI shows buttons from it.
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

/** Every permission: the spec's, plus the writes derived from them. */
export const ALL_PERMISSIONS: readonly string[] = unique([...Object.values(SPEC_PERMISSIONS).flat(), ...WRITE_PERMISSIONS]);

const withWrites = (views: readonly string[]): string[] =>
  unique(views.flatMap((v) => (v === ABROAD_PERMISSION ? [v] : Object.values(permissionSet(v)))));

/** Permission sets of the demo accounts (DESIGN 6). */
export const DEMO_ROLES: Readonly<Record<'admin' | 'ads' | 'abroad' | 'viewer' | 'nobody', readonly string[]>> = {
  admin: ALL_PERMISSIONS,
  ads: withWrites([...SPEC_PERMISSIONS.ad.filter((p) => !isWrite(p)), ...SPEC_PERMISSIONS.push]),
  abroad: withWrites([ABROAD_PERMISSION, ...SPEC_PERMISSIONS.setting]),
  viewer: VIEW_PERMISSIONS,
  nobody: [],
};

// ---------------------------------------------------------------------------------------------
// The endpoint table

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
  /** The implementation: a resource of the server (e.g. `ads.launch`, `bc.floor`). */
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

const ACTION_OF_OP: Record<string, PermissionAction> = {
  list: 'view',
  get: 'view',
  read: 'view',
  create: 'add',
  update: 'change',
  patch: 'change',
  write: 'change',
  toggle: 'change',
  delete: 'delete',
};

const E: Endpoint[] = [];
const at = (method: HttpMethod, path: string, resource: string, op: string, permissions: readonly string[], extra: Partial<Endpoint> = {}) =>
  E.push({ method, path, resource, op, auth: 'permission', permissions, ...extra });
const forAction = (sets: readonly PermissionSet[], op: string) => {
  const action = ACTION_OF_OP[op];
  if (!action) throw new Error(`no permission action for op ${op}`);
  return unique(sets.map((s) => s[action]));
};

/** Reference data (dropdowns, trees) that many screens read: any read permission grants it. */
export const STAFF_PERMISSIONS: readonly string[] = unique([...VIEW_PERMISSIONS, ABROAD_PERMISSION]);
const STAFF_LABEL = '任一后台页面权限（如 nav.view_floor）';
/** The image upload serves every form: any add or change permission grants it. */
export const UPLOAD_PERMISSIONS: readonly string[] = WRITE_PERMISSIONS.filter((p) => !/\.delete_|_delete$/.test(p));
const UPLOAD_LABEL = '任一新增或修改权限（如 base_services.add_launch_advertisement）';
const staff = (method: HttpMethod, path: string, resource: string, op = 'list') =>
  at(method, path, resource, op, STAFF_PERMISSIONS, { permissionLabel: STAFF_LABEL });

// Account
E.push({ method: 'POST', path: '/account/auth/token/create', resource: 'account', op: 'login', auth: 'public', permissions: [] });
E.push({ method: 'GET', path: '/account/auth/user/info', resource: 'account', op: 'info', auth: 'token', permissions: [], tokenInQuery: true });
E.push({ method: 'GET', path: '/account/auth/user/logout', resource: 'account', op: 'logout', auth: 'token', permissions: [] });
E.push({ method: 'GET', path: '/account/user/application', resource: 'account', op: 'sites', auth: 'token', permissions: [] });

// Base and reference
staff('GET', '/base/user_groups/', 'ref.user_groups');
staff('GET', '/base/classifies', 'ref.classifies');
at('POST', '/base/upload/image', 'upload', 'image', UPLOAD_PERMISSIONS, { permissionLabel: UPLOAD_LABEL });
staff('GET', '/base/get-pro-sys/', 'ref.product_systems');
staff('GET', '/base/dp/subjects/', 'ref.subjects');
staff('GET', '/base/dp/kaoyan-year/', 'ref.kaoyan_years');
staff('GET', '/base/drop_down/subject_tree/', 'ref.subject_tree', 'tree');
staff('GET', '/base/dp/subjects/tree/', 'ref.subjects_tree', 'tree');
staff('GET', '/base/resource_group/list/', 'ref.resource_groups');
staff('GET', '/school/dp/majors/tree/', 'ref.majors_tree', 'tree');
staff('GET', '/school/dp/majors/course/tree/', 'ref.course_tree', 'tree');

// Ads: every kind from data
for (const k of AD_KINDS) {
  const set = permissionSet(k.view);
  for (const r of adRoutes(k)) at(r.method, r.path, `ads.${k.kind}`, r.op, forAction([set], r.op));
}
const myHome = permissionSet('base_services.view_my_home_page_advertisement');
at('GET', '/base/my_home_ad/config/', 'ads.my_home_config', 'read', [myHome.view]);
at('PUT', '/base/my_home_ad/config/', 'ads.my_home_config', 'write', [myHome.change]);

// Push notifications: the same calls for each channel (app, PC)
const PUSH = permissionSet(PUSH_VIEW_PERMISSION);
for (const ch of PUSH_CHANNELS) {
  for (const [op, method, suffix] of PUSH_PATHS) at(method, `${pushBasePath(ch.channel)}${suffix}`, `push.${ch.channel}`, op, forAction([PUSH], op));
}

// Collections designed in the style of the others (spec 7 lists no calls for them)
const collectionAt = (base: string, paths: readonly (readonly [string, HttpMethod, string])[], resource: string, view: string) => {
  const set = permissionSet(view);
  for (const [op, method, suffix] of paths) at(method, `${base}${suffix}`, resource, op, forAction([set], op));
};
collectionAt(COURSE_TAG_BASE_PATH, COURSE_TAG_PATHS, 'course.tag', COURSE_TAG_VIEW_PERMISSION);
collectionAt(HOME_FLOOR_BASE_PATH, HOME_FLOOR_PATHS, 'home.floor', HOME_FLOOR_VIEW_PERMISSION);
collectionAt(APP_USER_BASE_PATH, APP_USER_PATHS, 'account.app_user', APP_USER_VIEW_PERMISSION);

// Course and navigation: reference reads
staff('GET', '/course/classify/full', 'ref.course_classify', 'tree');
staff('GET', '/course/products/direct/new', 'ref.course_products');
staff('GET', '/course/product/sys/', 'ref.course_products_by_sys');

// Business courses. Their per-year content is also edited from the mini-program screens
// (/exercise/bc-content, floor-content, english-tool-content need base_services.view_miniprogram).
const BC = permissionSet('nav.view_businesscoursemanagement');
const MINI = permissionSet('base_services.view_miniprogram');
const CLOCK_IN_AD = permissionSet('base_services.practise_clock_in_activity_view');
const bcOnly = (op: string) => forAction([BC], op);
const bcOrMini = (op: string) => forAction([BC, MINI], op);

at('POST', '/nav/business_course/', 'bc.course', 'create', bcOnly('create'));
at('GET', '/nav/business_course/', 'bc.course', 'list', bcOrMini('list'));
at('GET', '/nav/business_course/major/subject/detail/', 'bc.course', 'major_subject_detail', bcOrMini('get'));
at('GET', '/nav/business_course/:id/', 'bc.course', 'get', bcOrMini('get'));
at('DELETE', '/nav/business_course/:id/', 'bc.course', 'delete', bcOnly('delete'));
at('PUT', '/nav/business_course/:id/', 'bc.course', 'update', bcOnly('update'));
at('PATCH', '/nav/business_course/:id/', 'bc.course', 'patch', bcOnly('patch'));
at('GET', '/nav/business_course/:id/year/config/', 'bc.year_config', 'read', bcOrMini('read'));
at('PUT', '/nav/business_course/:id/year/config/', 'bc.year_config', 'write', bcOnly('write'));

const Y = '/nav/bc/:course/year/:year';
at('GET', `${Y}/cs_entrance/`, 'bc.cs_entrance', 'read', bcOrMini('read'));
at('PUT', `${Y}/cs_entrance/`, 'bc.cs_entrance', 'write', bcOrMini('write'));
const crudAt = (resource: string, routes: [HttpMethod, string, string][]) => {
  for (const [method, path, op] of routes) at(method, `${Y}${path}`, resource, op, bcOrMini(op));
};
crudAt('bc.floor', [
  ['GET', '/floor/', 'list'],
  ['POST', '/floor/', 'create'],
  ['GET', '/floor/:id/', 'get'],
  ['PUT', '/floor/:id/', 'update'],
  ['PATCH', '/floor/:id/', 'patch'],
  ['DELETE', '/floor/:id/', 'delete'],
]);
// `content/{cid}/` is registered both under its floor and, as the spec literally lists it, under the year.
crudAt('bc.floor_content', [
  ['GET', '/floor/:id/content/', 'list'],
  ['POST', '/floor/:id/content/', 'create'],
  ['GET', '/floor/:id/content/:cid/', 'get'],
  ['PUT', '/floor/:id/content/:cid/', 'update'],
  ['DELETE', '/floor/:id/content/:cid/', 'delete'],
  ['GET', '/content/:cid/', 'get'],
  ['PUT', '/content/:cid/', 'update'],
  ['DELETE', '/content/:cid/', 'delete'],
]);
crudAt('bc.english_word_model', [
  ['GET', '/floor/:id/english_word_model/', 'read'],
  ['PUT', '/floor/:id/english_word_model/', 'write'],
]);
// Likewise `clock_in_activity/{id}/…` under `floor/` and directly under the year.
crudAt('bc.clock_in_activity', [
  ['GET', '/floor/clock_in_activity/', 'list'],
  ['POST', '/floor/clock_in_activity/', 'create'],
  ['GET', '/floor/clock_in_activity/:id/', 'get'],
  ['PUT', '/floor/clock_in_activity/:id/', 'update'],
  ['DELETE', '/floor/clock_in_activity/:id/', 'delete'],
  ['GET', '/clock_in_activity/:id/', 'get'],
  ['PUT', '/clock_in_activity/:id/', 'update'],
  ['DELETE', '/clock_in_activity/:id/', 'delete'],
]);
crudAt('bc.clock_in_sign_up', [
  ['PUT', '/floor/clock_in_activity/sign_up/:id/', 'write'],
  ['PUT', '/clock_in_activity/sign_up/:id/', 'write'],
]);
crudAt('bc.clock_in_course', [
  ['GET', '/floor/clock_in_activity/course/:id/', 'read'],
  ['PUT', '/floor/clock_in_activity/course/:id/', 'write'],
  ['GET', '/clock_in_activity/course/:id/', 'read'],
  ['PUT', '/clock_in_activity/course/:id/', 'write'],
]);
crudAt('bc.living', [
  ['GET', '/living/', 'read'],
  ['PATCH', '/living/', 'write'],
]);
crudAt('bc.banner', [
  ['GET', '/banner/', 'list'],
  ['POST', '/banner/', 'create'],
  ['GET', '/banner/:id/', 'get'],
  ['PUT', '/banner/:id/', 'update'],
  ['DELETE', '/banner/:id/', 'delete'],
]);
crudAt('bc.product', [
  ['GET', '/products/', 'list'],
  ['POST', '/products/', 'create'],
  ['PATCH', '/products/:id/', 'patch'],
  ['DELETE', '/products/:id/', 'delete'],
]);
crudAt('bc.knowledge', [
  ['GET', '/knowledge/', 'read'],
  ['PUT', '/knowledge/', 'write'],
]);

at('GET', '/nav/bc/product_classify/', 'bc.product_classify', 'list', bcOrMini('list'));
at('POST', '/nav/bc/product_classify/', 'bc.product_classify', 'create', bcOrMini('create'));
at('PUT', '/nav/bc/product_classify/:id/', 'bc.product_classify', 'update', bcOrMini('update'));
at('DELETE', '/nav/bc/product_classify/:id/', 'bc.product_classify', 'delete', bcOrMini('delete'));
at('PUT', '/nav/bc/product_classify/is_enable/:id/', 'bc.product_classify', 'toggle', bcOrMini('toggle'));

at('GET', '/nav/bc/sepcial_topic_page/list/', 'bc.special_topic_page', 'list', bcOrMini('list'));
at('POST', '/nav/bc/sepcial_topic_page/creator_or_update/', 'bc.special_topic_page', 'upsert', unique([...bcOrMini('create'), ...bcOrMini('update')]));

const clockInReaders = forAction([BC, MINI, CLOCK_IN_AD], 'list');
at('GET', '/nav/clockin/packages/', 'ref.clock_in_packages', 'list', clockInReaders);
at('GET', '/nav/clock_in_activity/option/', 'ref.clock_in_options', 'list', clockInReaders);
at('GET', '/nav/clock_in_activity/delivery/option/', 'ref.clock_in_delivery_options', 'list', clockInReaders);

// Practice reference data
staff('GET', '/practice/available-quiz-pkg/', 'ref.available_quiz_packages');
staff('GET', '/practice/available-quiz/', 'ref.available_quizzes');
staff('GET', '/practice/knowledge/list/', 'ref.knowledge_list');
staff('GET', '/practice/book/course/package/list/simple', 'ref.book_course_packages');

/** Every endpoint of /admin_api/v1 with the permission it needs. */
export const ENDPOINT_PERMISSIONS: readonly Endpoint[] = E;

export const API_PREFIX = '/admin_api/v1';

const matchers = ENDPOINT_PERMISSIONS.map((e) => ({
  e,
  re: new RegExp(`^${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '[^/]+')}$`),
  staticSegments: e.path.split('/').filter((s) => s && !s.startsWith(':')).length,
}));

/**
 * The endpoint a concrete call goes to, e.g. `findEndpoint('PATCH', '/base/ads/search_page/12')`.
 * The `/admin_api/v1` prefix and a query string are ignored. Static segments win over parameters,
 * as in the server's router.
 */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  let p = path.split('?')[0];
  if (p.startsWith(API_PREFIX)) p = p.slice(API_PREFIX.length);
  if (!p.startsWith('/')) p = `/${p}`;
  const m = method.toUpperCase();
  let best: (typeof matchers)[number] | undefined;
  for (const x of matchers) {
    if (x.e.method !== m || !x.re.test(p)) continue;
    if (!best || x.staticSegments > best.staticSegments) best = x;
  }
  return best?.e;
}

/** The permissions a call needs (any one of them); [] when it needs none or is unknown. */
export function permissionFor(method: string, path: string): readonly string[] {
  return findEndpoint(method, path)?.permissions ?? [];
}

/** True when the roles allow the call (what the server enforces). */
export function canCall(roles: readonly string[], method: string, path: string): boolean {
  const e = findEndpoint(method, path);
  if (!e) return false;
  if (e.auth !== 'permission') return true;
  return e.permissions.some((p) => roles.includes(p));
}

/** The 40300 message naming what is missing, e.g. `缺少权限 base_services.view_launch_advertisement`. */
export function missingPermissionMessage(e: Endpoint): string {
  if (e.permissionLabel) return `缺少权限：需要${e.permissionLabel}`;
  return `缺少权限 ${e.permissions.join(' 或 ')}`;
}
