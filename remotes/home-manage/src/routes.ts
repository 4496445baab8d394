// Route table of the home-manage remote (DESIGN 7): menu groups /homemanage and /pick-school
// of spec section 2. Roles are the spec's permission strings verbatim.
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';

/** Every screen is "not available yet" for now; each route still names its own screen. */
const soon =
  (title: string): LazyScreen =>
  () =>
    import(/* webpackChunkName: "screens" */ './screens/not-available').then((m) => ({ default: m.notAvailable(title) }));

const page = (path: string, title: string, roles: string[], extra: Partial<ConsoleRoute> = {}): ConsoleRoute => ({
  path,
  title,
  roles,
  component: soon(title),
  ...extra,
});
const hidden = (path: string, title: string, roles: string[], activeMenu: string): ConsoleRoute =>
  page(path, title, roles, { hidden: true, activeMenu });

const FLOOR = ['nav.view_floor'];
const PLACE = ['base_services.view_advertisingplaceid'];
const TEMPLATE = ['nav.view_bcoursetemplate'];

const routes: ConsoleRoute[] = [
  {
    path: '/homemanage',
    title: '首页管理',
    icon: 'HomeOutlined',
    children: [
      page('/homemanage/floor', '首页楼层', FLOOR, {
        component: () => import(/* webpackChunkName: "screens" */ './screens/home-floor-screen'),
      }),
      {
        path: '/homemanage/search-mgt',
        title: '搜索管理',
        children: [
          page('/homemanage/search-mgt/index', '热门搜索', ['base_services.view_hotkeyword']),
          page('/homemanage/search-mgt/keyword', '搜索关键词', ['base_services.view_keywords']),
        ],
      },
      page('/homemanage/app-top-content', '顶部图标', ['base_services.view_topicon']),
      page('/homemanage/videoAction', '视频互动', ['app.view_interactive']),
      page('/homemanage/advisory', '咨询互动', ['app.view_consult_interactive']),
      page('/homemanage/classifyManage', '一级分类', PLACE),
      // Opened from a category with ?year=<kaoyan year>.
      hidden('/homemanage/assetList', '广告位列表', PLACE, '/homemanage/classifyManage'),
      hidden('/homemanage/floormould', '楼层内容管理', FLOOR, '/homemanage/floor'),
    ],
  },
  {
    path: '/pick-school',
    title: '择校管理',
    icon: 'BankOutlined',
    children: [
      page('/pick-school/app-page', '择校页面', TEMPLATE),
      page('/pick-school/senior', '学长学姐', ['account.search_senior_mate']),
      page('/pick-school/index', '专业管理', ['nav.view_masterdegreeinfo']),
      page('/pick-school/video-manage', '视频管理', ['school.view_videomanagement']),
      hidden('/pick-school/floor-content/:floor_uuid', '楼层内容', TEMPLATE, '/pick-school/app-page'),
    ],
  },
];

export default routes;
