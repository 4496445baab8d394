import { z } from 'zod';
import { defineEndpoints } from '../define';

/**
 * GET dashboard/: what needs attention, within the signed-in user's permissions.
 * Each item is a count and the list that shows exactly those rows: a console path and the list
 * query (the list's own filters, as they stand in its URL). The server counts each item by parsing
 * that very query with the list's schema and applying the list's filters, so the count is the
 * list's total. A section the user may not view is absent, not zero.
 */

export const DASHBOARD_SECTIONS = ['ads', 'push', 'feedback'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** What kind of work an item counts. */
export const DASHBOARD_WORK = ['ad_starting', 'ad_ending', 'ad_ended_enabled', 'push_today', 'push_soon', 'feedback_new'] as const;
export type DashboardWork = (typeof DASHBOARD_WORK)[number];

/** The list query of each kind of work (string values, as in the list's URL). */
export const WORK_QUERIES: Readonly<Record<DashboardWork, Readonly<Record<string, string>>>> = {
  ad_starting: { upcoming: 'start' },
  ad_ending: { upcoming: 'end' },
  // Enabled records whose schedule has ended: still switched on, shown nowhere.
  ad_ended_enabled: { status: 'ended', is_enable: '1' },
  push_today: { status: 'scheduled', send_window: 'today' },
  push_soon: { status: 'scheduled', send_window: 'soon' },
  feedback_new: { status: 'new' },
};

export const SECTION_WORK: Readonly<Record<DashboardSection, readonly DashboardWork[]>> = {
  ads: ['ad_starting', 'ad_ending', 'ad_ended_enabled'],
  push: ['push_today', 'push_soon'],
  feedback: ['feedback_new'],
};

/**
 * The console list of each ad kind (the ads remote's places.ts says the same the other way round;
 * its test checks they agree), of each push channel, and of feedback.
 */
export const AD_LIST_PATHS: Readonly<Record<string, string>> = {
  launch: '/ad/index',
  pc_popup: '/ad/pcPopup',
  popup: '/ad/popup',
  recommend_top: '/ad/recommendTop',
  banner: '/ad/banner',
  banner_md: '/ad/bannermd',
  banner_h5: '/ad/bannerh5',
  agg_banner: '/ad/agg-banner',
  quiz_report: '/ad/ad-report',
  function_nav: '/ad/feature',
  recommend: '/ad/recommendPc',
  middle_operation: '/ad/middleOperation',
  middle_operation_mb: '/ad/middleOperationMb',
  search_page: '/ad/searchAd',
  hover_window: '/ad/suspended',
  detail: '/ad/detail',
  pay_result: '/ad/payresult',
  discovery_page: '/ad/discover',
  study: '/ad/adLearn',
  clock_in: '/ad/check-in',
  my_home_page: '/ad/personal',
  bottom: '/ad/mbottom',
  coupon_for_homepage: '/ad/coupon-homepage',
  coupon_for_course_detail: '/ad/coupon-course-detail',
  coupon_for_newer: '/ad/coupon-newer',
};
export const PUSH_LIST_PATHS: Readonly<Record<'app' | 'pc', string>> = { app: '/push/index', pc: '/push/pcIndex' };
export const FEEDBACK_LIST_PATH = '/feedback/index';

export const dashboardItem = z.object({
  work: z.enum(DASHBOARD_WORK),
  /** The resource module counted (e.g. `ads.launch`). */
  resource: z.string(),
  count: z.number().int(),
  /** The console list (route path) and its query. */
  path: z.string(),
  query: z.record(z.string(), z.string()),
});
export type DashboardItem = z.infer<typeof dashboardItem>;

export const dashboardResult = z.object({
  /** The instant the counts are for (windows such as "within 7 days" start here). */
  at: z.string(),
  sections: z.array(z.object({ key: z.enum(DASHBOARD_SECTIONS), items: z.array(dashboardItem) })),
});
export type DashboardResult = z.infer<typeof dashboardResult>;

export const DASHBOARD_ENDPOINTS = defineEndpoints([{ method: 'GET', path: '/dashboard/', resource: 'dashboard', op: 'read', auth: 'token', permissions: [] }]);

/** The console URL of an item: its path and query. */
export const dashboardHref = (item: Pick<DashboardItem, 'path' | 'query'>): string => `${item.path}?${new URLSearchParams(item.query).toString()}`;
