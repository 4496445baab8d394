// Route table of the ads remote (DESIGN 7): menu groups /ad and /push of spec section 2.
// Roles are the spec's permission strings verbatim.
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { group, hidden, page } from '@admin/shared/routing';
import { AD_PLACES } from './features/ad/places';

/** An /ad route's screen: its ad kind's list (features/ad/places.ts says which kind). */
const ad =
  (path: string): LazyScreen =>
  () =>
    import('./features/ad/ad-screen').then((m) => m.screenFor(path));
/** A /push route's screen: its channel's pushes. */
const push =
  (path: string, channel: 'push.app' | 'push.pc'): LazyScreen =>
  () =>
    import('./features/push/push-screen').then((m) => m.screenFor(path, channel));
/** The contract module an /ad route lists: its place's ad kind. */
const adResource = (path: string) => ({ resource: `ads.${AD_PLACES[path].kind}` });
/** An /ad menu entry and its screen. */
const adPage = (path: string, title: readonly [string, string], roles: string[]) => page(path, title, roles, ad(path), adResource(path));
const adHidden = (path: string, title: readonly [string, string], roles: string[], activeMenu: string) =>
  hidden(path, title, roles, activeMenu, ad(path), adResource(path));

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
  group('/ad', ['广告管理', 'Advertising'], { icon: 'PictureOutlined' }, [
    adPage('/ad/index', ['启动页广告', 'Launch page ads'], ['base_services.view_launch_advertisement']),
    adPage('/ad/pcPopup', ['PC 弹窗广告', 'PC popup ads'], POPUP),
    adHidden('/ad/popup', ['移动端弹窗广告', 'Mobile popup ads'], POPUP, '/ad/pcPopup'),
    adPage('/ad/recommendTop', ['推荐置顶广告', 'Recommend top ads'], ['base_services.view_recommend_top_advertisement']),
    adPage('/ad/banner', ['Banner 管理', 'Banners'], BANNER),
    adHidden('/ad/bannermd', ['Banner 配置（移动端）', 'Banners (app)'], BANNER, '/ad/banner'),
    adHidden('/ad/bannerh5', ['Banner 配置（H5）', 'Banners (H5)'], BANNER, '/ad/banner'),
    adPage('/ad/agg-banner', ['聚合测试 Banner', 'Aggregated test banners'], ['practice.view_testingaggregation']),
    adPage('/ad/ad-report', ['测评报告广告', 'Quiz report ads'], ['promotion_h5.view_quizreportadvertisement']),
    adPage('/ad/feature', ['金刚区广告', 'Icon zone ads'], ['nav.view_functionnav']),
    adPage('/ad/recommendPc', ['PC 推荐位广告', 'PC recommend ads'], ['base_services.view_recommend_advertisement']),
    adPage('/ad/middleOperation', ['中部运营位', 'Middle operation slots'], PLACE),
    adHidden('/ad/middleOperationMb', ['中部运营位（移动端）', 'Middle operation slots (mobile)'], PLACE, '/ad/middleOperation'),
    adPage('/ad/searchAd', ['搜索页广告', 'Search page ads'], SEARCH_PAGE),
    adPage('/ad/suspended', ['悬浮窗广告', 'Hover window ads'], ['base_services.view_hover_window_advertisement']),
    adPage('/ad/detail', ['详情页广告', 'Detail page ads'], ['base_services.view_detail_advertisement']),
    adPage('/ad/payresult', ['支付结果页广告', 'Payment result ads'], ['base_services.view_pay_result']),
    adPage('/ad/discover', ['发现页广告', 'Discover page ads'], STUDY),
    adPage('/ad/adLearn', ['学习页广告', 'Study page ads'], STUDY),
    adPage('/ad/check-in', ['打卡广告', 'Check-in ads'], ['base_services.practise_clock_in_activity_view']),
    adPage('/ad/personal', ['我的页广告', '"My" page ads'], ['base_services.view_my_home_page_advertisement']),
    adPage('/ad/mbottom', ['底部广告', 'Bottom ads'], ['base_services.view_bottom_top_advertisement']),
    adPage('/ad/coupon-homepage', ['App 首页推荐优惠券广告', 'Home recommend coupon ads'], ['base_services.view_coupon_for_homepage_advertisement']),
    adPage('/ad/coupon-course-detail', ['课程详情优惠券广告', 'Course detail coupon ads'], ['base_services.view_coupon_for_course_detail_advertisement']),
    adPage('/ad/coupon-newer', ['新人礼包优惠券广告', 'Newcomer gift coupon ads'], ['base_services.view_coupon_for_newer_advertisement']),
  ]),
  group('/push', ['推送管理', 'Push notifications'], { icon: 'NotificationOutlined' }, [
    page('/push/index', ['App 推送', 'App push'], PUSH, push('/push/index', 'push.app'), { resource: 'push.app' }),
    page('/push/pcIndex', ['PC 推送', 'PC push'], PUSH, push('/push/pcIndex', 'push.pc'), { resource: 'push.pc' }),
  ]),
];

export default routes;
