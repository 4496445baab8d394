/**
 * What each /ad route shows, as data: the ad kind (AD_KINDS) behind it, and the sibling places one
 * screen switches between. Everything else (fields, paths, permissions, expiry) follows from the kind.
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

export interface AdPlace {
  kind: string;
  places?: readonly Place[];
  withMyHomeConfig?: boolean;
}

const POPUP: readonly Place[] = [
  { path: '/ad/pcPopup', label: 'ads.place.pc' },
  { path: '/ad/popup', label: 'ads.place.mobile' },
];
const BANNER: readonly Place[] = [
  { path: '/ad/banner', label: 'ads.place.pc' },
  { path: '/ad/bannermd', label: 'ads.place.app' },
  { path: '/ad/bannerh5', label: 'ads.place.h5' },
];
const MIDDLE: readonly Place[] = [
  { path: '/ad/middleOperation', label: 'ads.place.pc' },
  { path: '/ad/middleOperationMb', label: 'ads.place.mobile' },
];

export const AD_PLACES: Readonly<Record<string, AdPlace>> = {
  '/ad/index': { kind: 'launch' },
  '/ad/pcPopup': { kind: 'pc_popup', places: POPUP },
  '/ad/popup': { kind: 'popup', places: POPUP },
  '/ad/recommendTop': { kind: 'recommend_top' },
  '/ad/banner': { kind: 'banner', places: BANNER },
  '/ad/bannermd': { kind: 'banner_md', places: BANNER },
  '/ad/bannerh5': { kind: 'banner_h5', places: BANNER },
  '/ad/agg-banner': { kind: 'agg_banner' },
  '/ad/ad-report': { kind: 'quiz_report' },
  '/ad/feature': { kind: 'function_nav' },
  '/ad/recommendPc': { kind: 'recommend' },
  '/ad/middleOperation': { kind: 'middle_operation', places: MIDDLE },
  '/ad/middleOperationMb': { kind: 'middle_operation_mb', places: MIDDLE },
  '/ad/searchAd': { kind: 'search_page' },
  '/ad/suspended': { kind: 'hover_window' },
  '/ad/detail': { kind: 'detail' },
  '/ad/payresult': { kind: 'pay_result' },
  '/ad/discover': { kind: 'discovery_page' },
  '/ad/adLearn': { kind: 'study' },
  '/ad/check-in': { kind: 'clock_in' },
  '/ad/personal': { kind: 'my_home_page', withMyHomeConfig: true },
  '/ad/mbottom': { kind: 'bottom' },
  '/ad/coupon-homepage': { kind: 'coupon_for_homepage' },
  '/ad/coupon-course-detail': { kind: 'coupon_for_course_detail' },
  '/ad/coupon-newer': { kind: 'coupon_for_newer' },
};
