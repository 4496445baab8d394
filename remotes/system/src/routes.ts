// Route table of the system remote (DESIGN 7): /user, /whiteList, /feedback, /article,
// /setting and /homepagesetting of spec section 2. Roles are the spec's permission strings verbatim.
//
// Business lines (menu sets, spec 1): /homepagesetting belongs to line 2 (study abroad) only.
// App-wide screens that are not about domestic exam content (users, whitelist, feedback,
// settings) appear in both lines; everything else in the console stays line 1.
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

/** Spec 1 and 6: unlocks the business-line switch and this route. A literal, not an import of
 *  ABROAD_PERMISSION, so the routes module (loaded for every menu) stays free of the contract. */
const ABROAD = 'nav.system_config_abroad';
const BOTH_LINES: (1 | 2)[] = [1, 2];
const both = (r: ConsoleRoute): ConsoleRoute => ({ ...r, lines: BOTH_LINES });

const routes: ConsoleRoute[] = [
  both({ path: '/user', title: '用户管理', icon: 'UserOutlined', children: [both(page('/user/index', '用户管理', ['account.view_user'], { component: () => import(/* webpackChunkName: "screens" */ './screens/app-user-screen') }))] }),
  both({ path: '/whiteList', title: '白名单', icon: 'SafetyOutlined', children: [both(page('/whiteList/index', '白名单', ['whitelist.view_whitelist']))] }),
  both({ path: '/feedback', title: '用户反馈', icon: 'MessageOutlined', children: [both(page('/feedback/index', '用户反馈', ['base_services.view_feedback']))] }),
  {
    path: '/article',
    title: '资讯管理',
    icon: 'FileTextOutlined',
    children: [page('/article/news', '资讯', ['main_station.view_news']), page('/article/videos', '视频', ['main_station.view_video'])],
  },
  both({
    path: '/setting',
    title: '系统设置',
    icon: 'SettingOutlined',
    children: [
      both(page('/setting/index', '版本控制', ['base_services.view_settings_versioncontrol'])),
      both(page('/setting/customerNew', '客服设置', ['base_services.view_customsettings'])),
      both(page('/setting/reference-group', '备考群', ['base_services.view_exampreparationgroup'])),
      both(page('/setting/policy-management', '隐私政策', ['privacy.view_user_policy_app_privacypolicy'])),
    ],
  }),
  {
    path: '/homepagesetting',
    title: '留学首页设置',
    icon: 'GlobalOutlined',
    lines: [2],
    children: [page('/homepagesetting/index', '留学首页设置', [ABROAD], { lines: [2] })],
  },
];

export default routes;
