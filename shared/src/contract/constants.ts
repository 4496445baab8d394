/** Business constants of spec section 9 that both the browser and the server use. */

/** Client platform codes (spec 3). */
export const PLATFORMS = [
  { value: 0, label: 'PC' },
  { value: 1, label: 'H5' },
  { value: 2, label: 'Android' },
  { value: 3, label: 'iOS' },
  { value: 6, label: 'pad' },
  { value: 7, label: 'iPad' },
] as const;
export type PlatformCode = (typeof PLATFORMS)[number]['value'];
export const PLATFORM_CODES: readonly number[] = PLATFORMS.map((p) => p.value);

/** Business lines (spec 9): 1 domestic exam prep, 2 study abroad. Also the menu set number. */
export const BUSINESS_LINES = [
  { value: 1, label: '国内考研', labelEn: 'Domestic exam prep' },
  { value: 2, label: '留学', labelEn: 'Study abroad' },
] as const;
export type BusinessLine = (typeof BUSINESS_LINES)[number]['value'];

/** Majors mold (spec 3): 1 academic master's, 2 professional master's. */
export const MAJOR_MOLDS = [
  { value: 1, label: '学硕', labelEn: "Academic master's" },
  { value: 2, label: '专硕', labelEn: "Professional master's" },
] as const;
/** Categories left out of the majors tree for professional master's (mold 2). */
export const PROFESSIONAL_EXCLUDED_CATEGORIES: readonly number[] = [1, 7, 14];

/** Course tree mold (spec 3): 0 public course, 1 major course. */
export const COURSE_MOLDS = [
  { value: 0, label: '公共课', labelEn: 'Public course' },
  { value: 1, label: '专业课', labelEn: 'Major course' },
] as const;

/** Default industry for the subject tree (spec 9). */
export const DEFAULT_INDUSTRY = 'graduate_exam';

/** Cookie names (spec 9), and ssoState: the pending single-sign-on state (api/sso-url.ts). */
export const COOKIE = {
  token: 'Admin-Token',
  sidebar: 'sidebarStatus',
  navBar: 'menuNavBar',
  ssoState: 'ssoState',
} as const;

/** A single-sign-on `state`: what the console makes and the server's code exchange accepts. */
export const SSO_STATE_RE = /^[A-Za-z0-9_-]{22,128}$/;

/** Request header names (spec 7). */
export const HEADER = {
  system: 'AUTH-SYS',
  systemValue: 'admin',
  token: 'token',
} as const;

/** Timeouts and sizes (spec 9). */
export const REQUEST_TIMEOUT_MS = 5000;
export const BUSINESS_COURSE_DETAIL_TIMEOUT_MS = 10000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const PAGE_SIZES: readonly number[] = [10, 20, 30, 50];
export const PAGE_SIZE_DEFAULT = 20;
export const SCROLL_TOP_MS = 800;
export const MOBILE_BREAKPOINT = 1024 - 3;

/** Permission that unlocks the business-line switch and /homepagesetting (spec 1, 6). */
export const ABROAD_PERMISSION = 'nav.system_config_abroad';

/**
 * How long a screen's first reads, started before it is drawn (on hover, on a menu group opened),
 * stay usable after they were started: a screen drawn from them, or drawn ahead of its opening
 * with them, never shows rows older than this. A browser-side constant, here because the shell
 * (which must not load the contract's schemas) and the kit both need it.
 */
export const FIRST_READS_TTL_MS = 5000;
