import type { PushChannel } from '@admin/shared/contract';

/**
 * What each /ad and /push route shows, as data: the ad kind (AD_KINDS) or push channel
 * (PUSH_CHANNELS) behind it, and the sibling places one screen switches between. Everything
 * else (fields, paths, permissions, expiry) follows from the kind.
 *
 * Places of one family (PC / mobile popup; PC / app / H5 banner; PC / mobile middle slot) are
 * separate kinds, not filters of one kind: each is its own place in a product with its own
 * platforms and image sizes, and a record of one place must never show up, or be edited, in
 * another's list.
 */
export interface Place {
  path: string;
  label: string;
}

export type ScreenSpec =
  | { type: 'ad'; kind: string; places?: readonly Place[]; withMyHomeConfig?: boolean }
  | { type: 'push'; channel: PushChannel['channel'] };

const POPUP: readonly Place[] = [
  { path: '/ad/pcPopup', label: 'PC' },
  { path: '/ad/popup', label: '移动端' },
];
const BANNER: readonly Place[] = [
  { path: '/ad/banner', label: 'PC' },
  { path: '/ad/bannermd', label: 'App' },
  { path: '/ad/bannerh5', label: 'H5' },
];
const MIDDLE: readonly Place[] = [
  { path: '/ad/middleOperation', label: 'PC' },
  { path: '/ad/middleOperationMb', label: '移动端' },
];

export const SCREENS: Readonly<Record<string, ScreenSpec>> = {
  '/ad/index': { type: 'ad', kind: 'launch' },
  '/ad/pcPopup': { type: 'ad', kind: 'pc_popup', places: POPUP },
  '/ad/popup': { type: 'ad', kind: 'popup', places: POPUP },
  '/ad/recommendTop': { type: 'ad', kind: 'recommend_top' },
  '/ad/banner': { type: 'ad', kind: 'banner', places: BANNER },
  '/ad/bannermd': { type: 'ad', kind: 'banner_md', places: BANNER },
  '/ad/bannerh5': { type: 'ad', kind: 'banner_h5', places: BANNER },
  '/ad/agg-banner': { type: 'ad', kind: 'agg_banner' },
  '/ad/ad-report': { type: 'ad', kind: 'quiz_report' },
  '/ad/feature': { type: 'ad', kind: 'function_nav' },
  '/ad/recommendPc': { type: 'ad', kind: 'recommend' },
  '/ad/middleOperation': { type: 'ad', kind: 'middle_operation', places: MIDDLE },
  '/ad/middleOperationMb': { type: 'ad', kind: 'middle_operation_mb', places: MIDDLE },
  '/ad/searchAd': { type: 'ad', kind: 'search_page' },
  '/ad/suspended': { type: 'ad', kind: 'hover_window' },
  '/ad/detail': { type: 'ad', kind: 'detail' },
  '/ad/payresult': { type: 'ad', kind: 'pay_result' },
  '/ad/discover': { type: 'ad', kind: 'discovery_page' },
  '/ad/adLearn': { type: 'ad', kind: 'study' },
  '/ad/check-in': { type: 'ad', kind: 'clock_in' },
  '/ad/personal': { type: 'ad', kind: 'my_home_page', withMyHomeConfig: true },
  '/ad/mbottom': { type: 'ad', kind: 'bottom' },
  '/ad/coupon-homepage': { type: 'ad', kind: 'coupon_for_homepage' },
  '/ad/coupon-course-detail': { type: 'ad', kind: 'coupon_for_course_detail' },
  '/ad/coupon-newer': { type: 'ad', kind: 'coupon_for_newer' },
  '/push/index': { type: 'push', channel: 'app' },
  '/push/pcIndex': { type: 'push', channel: 'pc' },
};
