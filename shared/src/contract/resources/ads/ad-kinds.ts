/**
 * Ad kinds as data (spec 7 "Ads"). Adding a kind is one entry here: ad.ts makes its resource
 * module (paths, permissions, schemas), from which the server registers it and the ads remote
 * builds its screen.
 */

import type { PathEntry } from '../define';

/** The path variants of spec 7, appended to `/base/ads/<kind>`. Each set is exactly as listed. */
export const AD_PATH_SETS = {
  /** launch, study, popup, detail, recommend */
  basic: [
    ['list', 'GET', ''],
    ['get', 'GET', '/:id'],
    ['create', 'POST', ''],
    ['patch', 'PATCH', '/:id'],
    ['delete', 'DELETE', '/:id'],
  ],
  discovery_page: [
    ['list', 'GET', ''],
    ['get', 'GET', '/:id/'],
    ['create', 'POST', ''],
    ['update', 'PUT', '/:id/'],
    ['patch', 'PATCH', '/:id'],
    ['delete', 'DELETE', '/:id'],
  ],
  search_page: [
    ['list', 'GET', ''],
    ['get', 'GET', '/:id/'],
    ['create', 'POST', ''],
    ['update', 'PUT', '/:id'],
    ['patch', 'PATCH', '/:id'],
    ['delete', 'DELETE', '/:id'],
  ],
  my_home_page: [
    ['list', 'GET', ''],
    ['get', 'GET', '/:id/'],
    ['create', 'POST', ''],
    ['update', 'PUT', '/:id'],
    ['patch', 'PATCH', '/:id/'],
    ['delete', 'DELETE', '/:id/'],
  ],
  recommend_top: [
    ['list', 'GET', ''],
    ['create', 'POST', ''],
    ['get', 'GET', '/:id/'],
    ['update', 'PUT', '/:id/'],
    ['delete', 'DELETE', '/:id/'],
    ['patch', 'PATCH', '/:id/'],
  ],
  bottom: [
    ['list', 'GET', ''],
    ['get', 'GET', '/:id/'],
    ['create', 'POST', ''],
    ['update', 'PUT', '/:id/'],
    ['delete', 'DELETE', '/:id/'],
    ['patch', 'PATCH', '/:id'],
  ],
  /** The generic typed-ad routes `/base/ads/{type}/…`; every kind answers them too. */
  generic: [
    ['list', 'GET', '/'],
    ['create', 'POST', '/'],
    ['get', 'GET', '/:id/'],
    ['update', 'PUT', '/:id/'],
    ['patch', 'PATCH', '/:id/'],
    ['delete', 'DELETE', '/:id/'],
  ],
} as const satisfies Record<string, readonly PathEntry[]>;
export type AdPathSet = keyof typeof AD_PATH_SETS;

export interface AdKind {
  /** Path segment and stored kind, e.g. `launch` → /base/ads/launch. */
  kind: string;
  title: string;
  titleEn: string;
  /** The permission that lets a user see this kind; add/change/delete are derived from it. */
  view: string;
  /** The kind-specific path set; `generic` is always added. */
  paths: AdPathSet;
  /**
   * What PATCH does: `partial` updates any subset of fields; `expire` only sets
   * `is_marked_expired` (default false, spec 4) for search_page and recommend_top.
   */
  patch: 'partial' | 'expire';
  /** Kind-specific optional fields the form shows (all ads store them). */
  extras?: readonly ('show_frequency' | 'duration_seconds' | 'coupon_id')[];
  /**
   * The client platforms this ad place exists on (e.g. a PC-site banner: [0]); an ad of the kind
   * may list only these. Any platform when absent.
   */
  platforms?: readonly number[];
}

export const AD_KINDS: readonly AdKind[] = [
  {
    kind: 'launch',
    title: '启动页广告',
    titleEn: 'Launch page ads',
    view: 'base_services.view_launch_advertisement',
    paths: 'basic',
    patch: 'partial',
    extras: ['duration_seconds'],
  },
  { kind: 'study', title: '学习页广告', titleEn: 'Study page ads', view: 'base_services.view_study_advertisement', paths: 'basic', patch: 'partial' },
  {
    kind: 'popup',
    title: '弹窗广告',
    titleEn: 'Popup ads',
    view: 'base_services.view_popup_advertisement',
    paths: 'basic',
    patch: 'partial',
    extras: ['show_frequency'],
  },
  { kind: 'detail', title: '详情页广告', titleEn: 'Detail page ads', view: 'base_services.view_detail_advertisement', paths: 'basic', patch: 'partial' },
  {
    kind: 'recommend',
    title: 'PC 推荐位广告',
    titleEn: 'PC recommend ads',
    view: 'base_services.view_recommend_advertisement',
    paths: 'basic',
    patch: 'partial',
  },
  {
    kind: 'discovery_page',
    title: '发现页广告',
    titleEn: 'Discover page ads',
    view: 'base_services.view_study_advertisement',
    paths: 'discovery_page',
    patch: 'partial',
  },
  {
    kind: 'search_page',
    title: '搜索页广告',
    titleEn: 'Search page ads',
    view: 'base_services.view_search_page_advertisement',
    paths: 'search_page',
    patch: 'expire',
  },
  {
    kind: 'my_home_page',
    title: '我的页广告',
    titleEn: 'My page ads',
    view: 'base_services.view_my_home_page_advertisement',
    paths: 'my_home_page',
    patch: 'partial',
  },
  {
    kind: 'recommend_top',
    title: '推荐置顶广告',
    titleEn: 'Recommend top ads',
    view: 'base_services.view_recommend_top_advertisement',
    paths: 'recommend_top',
    patch: 'expire',
  },
  { kind: 'bottom', title: '底部广告', titleEn: 'Bottom ads', view: 'base_services.view_bottom_top_advertisement', paths: 'bottom', patch: 'partial' },
  // Generic typed ads (only the /base/ads/{type}/ routes).
  {
    kind: 'hover_window',
    title: '悬浮窗广告',
    titleEn: 'Hover window ads',
    view: 'base_services.view_hover_window_advertisement',
    paths: 'generic',
    patch: 'partial',
    extras: ['show_frequency'],
  },
  { kind: 'pay_result', title: '支付结果页广告', titleEn: 'Payment result ads', view: 'base_services.view_pay_result', paths: 'generic', patch: 'partial' },
  {
    kind: 'coupon_for_homepage',
    title: 'App 首页推荐优惠券广告',
    titleEn: 'Home recommend coupon ads',
    view: 'base_services.view_coupon_for_homepage_advertisement',
    paths: 'generic',
    patch: 'partial',
    extras: ['coupon_id'],
  },
  {
    kind: 'coupon_for_course_detail',
    title: '课程详情优惠券广告',
    titleEn: 'Course detail coupon ads',
    view: 'base_services.view_coupon_for_course_detail_advertisement',
    paths: 'generic',
    patch: 'partial',
    extras: ['coupon_id'],
  },
  {
    kind: 'coupon_for_newer',
    title: '新人礼包优惠券广告',
    titleEn: 'Newcomer gift coupon ads',
    view: 'base_services.view_coupon_for_newer_advertisement',
    paths: 'generic',
    patch: 'partial',
    extras: ['coupon_id', 'show_frequency'],
  },
  // Ad places of spec 2 that spec 7 lists no calls for: generic typed ads in the same style.
  {
    kind: 'pc_popup',
    title: 'PC 弹窗广告',
    titleEn: 'PC popup ads',
    view: 'base_services.view_popup_advertisement',
    paths: 'generic',
    patch: 'partial',
    extras: ['show_frequency'],
    platforms: [0],
  },
  { kind: 'banner', title: 'PC 首页 Banner', titleEn: 'PC home banners', view: 'nav.view_banner', paths: 'generic', patch: 'partial', platforms: [0] },
  {
    kind: 'banner_md',
    title: 'App 首页 Banner',
    titleEn: 'App home banners',
    view: 'nav.view_banner',
    paths: 'generic',
    patch: 'partial',
    platforms: [2, 3, 6, 7],
  },
  { kind: 'banner_h5', title: 'H5 首页 Banner', titleEn: 'H5 home banners', view: 'nav.view_banner', paths: 'generic', patch: 'partial', platforms: [1] },
  {
    kind: 'agg_banner',
    title: '聚合测试 Banner',
    titleEn: 'Aggregated test banners',
    view: 'practice.view_testingaggregation',
    paths: 'generic',
    patch: 'partial',
  },
  {
    kind: 'quiz_report',
    title: '测评报告广告',
    titleEn: 'Quiz report ads',
    view: 'promotion_h5.view_quizreportadvertisement',
    paths: 'generic',
    patch: 'partial',
  },
  { kind: 'function_nav', title: '金刚区广告', titleEn: 'Icon zone ads', view: 'nav.view_functionnav', paths: 'generic', patch: 'partial' },
  {
    kind: 'middle_operation',
    title: 'PC 中部运营位',
    titleEn: 'PC middle operation slots',
    view: 'base_services.view_advertisingplaceid',
    paths: 'generic',
    patch: 'partial',
    platforms: [0],
  },
  {
    kind: 'middle_operation_mb',
    title: '移动端中部运营位',
    titleEn: 'Mobile middle operation slots',
    view: 'base_services.view_advertisingplaceid',
    paths: 'generic',
    patch: 'partial',
    platforms: [1, 2, 3, 6, 7],
  },
  {
    kind: 'clock_in',
    title: '打卡页广告',
    titleEn: 'Check-in page ads',
    view: 'base_services.practise_clock_in_activity_view',
    paths: 'generic',
    patch: 'partial',
  },
];

export const adKind = (kind: string): AdKind | undefined => AD_KINDS.find((k) => k.kind === kind);
