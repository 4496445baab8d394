// Route table of the ads remote (DESIGN 7): menu groups /ad and /push of spec section 2.
// Roles are the spec's permission strings verbatim (shared/src/contract/permissions.ts).
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';

/** The route's screen, built from the ad kind or push channel screens/screen-table.ts names for it. */
const screen =
  (path: string, title: string): LazyScreen =>
  () =>
    import(/* webpackChunkName: "screens" */ './screens').then((m) => ({ default: m.screenFor(path, title) }));

const page = (path: string, title: string, roles: string[], extra: Partial<ConsoleRoute> = {}): ConsoleRoute => ({
  path,
  title,
  roles,
  component: screen(path, title),
  ...extra,
});
const hidden = (path: string, title: string, roles: string[], activeMenu: string): ConsoleRoute =>
  page(path, title, roles, { hidden: true, activeMenu });

const POPUP = ['base_services.view_popup_advertisement'];
const BANNER = ['nav.view_banner'];
const PLACE = ['base_services.view_advertisingplaceid'];
const STUDY = ['base_services.view_study_advertisement'];
const PUSH = ['base_services.view_pushinfo'];
/** searchAd: "the four base_services search_page add, change, view and delete permissions". */
const SEARCH_PAGE = [
  'base_services.add_search_page_advertisement',
  'base_services.change_search_page_advertisement',
  'base_services.view_search_page_advertisement',
  'base_services.delete_search_page_advertisement',
];

const routes: ConsoleRoute[] = [
  {
    path: '/ad',
    title: '广告管理',
    icon: 'PictureOutlined',
    children: [
      page('/ad/index', '启动页广告', ['base_services.view_launch_advertisement']),
      page('/ad/pcPopup', 'PC 弹窗广告', POPUP),
      hidden('/ad/popup', '移动端弹窗广告', POPUP, '/ad/pcPopup'),
      page('/ad/recommendTop', '推荐置顶广告', ['base_services.view_recommend_top_advertisement']),
      page('/ad/banner', 'Banner 管理', BANNER),
      hidden('/ad/bannermd', 'Banner 配置（移动端）', BANNER, '/ad/banner'),
      hidden('/ad/bannerh5', 'Banner 配置（H5）', BANNER, '/ad/banner'),
      page('/ad/agg-banner', '聚合测试 Banner', ['practice.view_testingaggregation']),
      page('/ad/ad-report', '测评报告广告', ['promotion_h5.view_quizreportadvertisement']),
      page('/ad/feature', '金刚区广告', ['nav.view_functionnav']),
      page('/ad/recommendPc', 'PC 推荐位广告', ['base_services.view_recommend_advertisement']),
      page('/ad/middleOperation', '中部运营位', PLACE),
      hidden('/ad/middleOperationMb', '中部运营位（移动端）', PLACE, '/ad/middleOperation'),
      page('/ad/searchAd', '搜索页广告', SEARCH_PAGE),
      page('/ad/suspended', '悬浮窗广告', ['base_services.view_hover_window_advertisement']),
      page('/ad/detail', '详情页广告', ['base_services.view_detail_advertisement']),
      page('/ad/payresult', '支付结果页广告', ['base_services.view_pay_result']),
      page('/ad/discover', '发现页广告', STUDY),
      page('/ad/adLearn', '学习页广告', STUDY),
      page('/ad/check-in', '打卡广告', ['base_services.practise_clock_in_activity_view']),
      page('/ad/personal', '我的页广告', ['base_services.view_my_home_page_advertisement']),
      page('/ad/mbottom', '底部广告', ['base_services.view_bottom_top_advertisement']),
      page('/ad/coupon-homepage', 'App 首页推荐优惠券广告', ['base_services.view_coupon_for_homepage_advertisement']),
      page('/ad/coupon-course-detail', '课程详情优惠券广告', ['base_services.view_coupon_for_course_detail_advertisement']),
      page('/ad/coupon-newer', '新人礼包优惠券广告', ['base_services.view_coupon_for_newer_advertisement']),
    ],
  },
  {
    path: '/push',
    title: '推送管理',
    icon: 'NotificationOutlined',
    children: [page('/push/index', 'App 推送', PUSH), page('/push/pcIndex', 'PC 推送', PUSH)],
  },
];

export default routes;
