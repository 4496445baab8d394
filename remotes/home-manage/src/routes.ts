// Route table of the home-manage remote (DESIGN 7): menu groups /homemanage and /pick-school of
// spec section 2. Roles are the spec's permission strings verbatim.
import type { ConsoleRoute } from '@admin/shared/contract';
import { group, hidden, page } from '@admin/shared/routing';

const FLOOR = ['nav.view_floor'];
const PLACE = ['base_services.view_advertisingplaceid'];
const TEMPLATE = ['nav.view_bcoursetemplate'];

const routes: ConsoleRoute[] = [
  group('/homemanage', ['首页管理', 'Home page'], { icon: 'HomeOutlined' }, [
    page('/homemanage/floor', ['首页楼层', 'Home floors'], FLOOR, () => import('./features/home-floor/home-floor-screen'), { resource: 'home.floor' }),
    group('/homemanage/search-mgt', ['搜索管理', 'Search'], {}, [
      page(
        '/homemanage/search-mgt/index',
        ['热门搜索', 'Hot searches'],
        ['base_services.view_hotkeyword'],
        () => import('./features/hot-keyword/hot-keyword-screen'),
        { resource: 'home.hot_keyword' },
      ),
      page(
        '/homemanage/search-mgt/keyword',
        ['搜索关键词', 'Search keywords'],
        ['base_services.view_keywords'],
        () => import('./features/search-keyword/search-keyword-screen'),
        { resource: 'home.search_keyword' },
      ),
    ]),
    page('/homemanage/app-top-content', ['顶部图标', 'Top icons'], ['base_services.view_topicon'], () => import('./features/top-icon/top-icon-screen'), {
      resource: 'home.top_icon',
    }),
    page('/homemanage/videoAction', ['视频互动', 'Video interaction'], ['app.view_interactive'], () => import('./features/video-action/video-action-screen'), {
      resource: 'home.video_action',
    }),
    page('/homemanage/advisory', ['咨询互动', 'Consultations'], ['app.view_consult_interactive'], () => import('./features/advisory/advisory-screen'), {
      resource: 'home.advisory',
    }),
    page('/homemanage/classifyManage', ['一级分类', 'Top categories'], PLACE, () => import('./features/ad-category/ad-category-screen'), {
      resource: 'home.ad_category',
    }),
    // Opened from a category's row with ?category=<id>&year=<kaoyan year>.
    hidden('/homemanage/assetList', ['广告位列表', 'Ad places'], PLACE, '/homemanage/classifyManage', () => import('./features/ad-place/ad-place-screen')),
    // Opened from a floor's row with ?floor=<id>.
    hidden(
      '/homemanage/floormould',
      ['楼层内容管理', 'Floor content'],
      FLOOR,
      '/homemanage/floor',
      () => import('./features/home-floor-content/home-floor-content-screen'),
    ),
  ]),
  group('/pick-school', ['择校管理', 'School picking'], { icon: 'BankOutlined' }, [
    page('/pick-school/app-page', ['择校页面', 'School-picking pages'], TEMPLATE, () => import('./features/app-page/app-page-screen'), {
      resource: 'school.app_page',
    }),
    page('/pick-school/senior', ['学长学姐', 'Senior schoolmates'], ['account.search_senior_mate'], () => import('./features/senior/senior-screen'), {
      resource: 'school.senior',
    }),
    page('/pick-school/index', ['专业管理', 'Subjects'], ['nav.view_masterdegreeinfo'], () => import('./features/programme/programme-screen'), {
      resource: 'school.programme',
    }),
    page('/pick-school/video-manage', ['视频管理', 'Videos'], ['school.view_videomanagement'], () => import('./features/video-manage/video-manage-screen'), {
      resource: 'school.video_manage',
    }),
    hidden(
      '/pick-school/floor-content/:floor_uuid',
      ['楼层内容', 'Floor content'],
      TEMPLATE,
      '/pick-school/app-page',
      () => import('./features/floor-content/floor-content-screen'),
    ),
  ]),
];

export default routes;
