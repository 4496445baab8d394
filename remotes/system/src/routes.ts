// Route table of the system remote (DESIGN 7): /user, /whiteList, /feedback, /article, /setting
// and /homepagesetting of spec section 2. Roles are the spec's permission strings verbatim.
import type { ConsoleRoute } from '@admin/shared/contract';
import { group, page } from '@admin/shared/routing';

/** Spec 1 and 6: unlocks the business-line switch and this route. A literal, not an import of
 *  ABROAD_PERMISSION, so the routes module (loaded for every menu) stays free of the contract. */
const ABROAD = 'nav.system_config_abroad';
/** Groups shown in both menu sets (both business lines). */
const BOTH: Partial<ConsoleRoute> = { lines: [1, 2] };

const routes: ConsoleRoute[] = [
  group('/user', ['用户管理', 'Users'], { icon: 'UserOutlined', ...BOTH }, [
    page('/user/index', ['用户管理', 'Users'], ['account.view_user'], () => import('./features/app-user/app-user-screen'), {
      resource: 'account.app_user',
      ...BOTH,
    }),
    page('/user/index/:id', ['用户详情', 'User'], ['account.view_user'], () => import('./features/app-user/app-user-detail-screen'), {
      hidden: true,
      activeMenu: '/user/index',
      resource: 'account.app_user',
      ...BOTH,
    }),
  ]),
  group('/whiteList', ['白名单', 'Whitelist'], { icon: 'SafetyOutlined', ...BOTH }, [
    page('/whiteList/index', ['白名单', 'Whitelist'], ['whitelist.view_whitelist'], () => import('./features/whitelist/whitelist-screen'), {
      resource: 'whitelist.whitelist',
      ...BOTH,
    }),
  ]),
  group('/feedback', ['用户反馈', 'Feedback'], { icon: 'MessageOutlined', ...BOTH }, [
    page('/feedback/index', ['用户反馈', 'Feedback'], ['base_services.view_feedback'], () => import('./features/feedback/feedback-screen'), {
      resource: 'base.feedback',
      ...BOTH,
    }),
  ]),
  group('/article', ['资讯管理', 'Articles'], { icon: 'FileTextOutlined' }, [
    page('/article/news', ['资讯', 'News'], ['main_station.view_news'], () => import('./features/article-news/article-news-screen'), {
      resource: 'article.news',
    }),
    page('/article/videos', ['视频', 'Videos'], ['main_station.view_video'], () => import('./features/article-video/article-video-screen'), {
      resource: 'article.video',
    }),
  ]),
  group('/setting', ['系统设置', 'Settings'], { icon: 'SettingOutlined', ...BOTH }, [
    page(
      '/setting/index',
      ['版本控制', 'App versions'],
      ['base_services.view_settings_versioncontrol'],
      () => import('./features/app-version/app-version-screen'),
      { resource: 'setting.app_version', ...BOTH },
    ),
    page(
      '/setting/customerNew',
      ['客服设置', 'Customer service'],
      ['base_services.view_customsettings'],
      () => import('./features/customer-service/customer-service-screen'),
      { resource: 'setting.customer_service', ...BOTH },
    ),
    page(
      '/setting/reference-group',
      ['备考群', 'Exam-prep groups'],
      ['base_services.view_exampreparationgroup'],
      () => import('./features/reference-group/reference-group-screen'),
      { resource: 'setting.reference_group', ...BOTH },
    ),
    page(
      '/setting/policy-management',
      ['隐私政策', 'Privacy policy'],
      ['privacy.view_user_policy_app_privacypolicy'],
      () => import('./features/policy/policy-screen'),
      { resource: 'setting.policy', ...BOTH },
    ),
    page('/setting/operation-log', ['操作日志', 'Operation log'], ['audit.view_operationlog'], () => import('./features/operation-log/operation-log-screen'), {
      resource: 'audit.operation_log',
      ...BOTH,
    }),
  ]),
  group('/homepagesetting', ['留学首页设置', 'Study-abroad home'], { icon: 'GlobalOutlined', lines: [2] }, [
    page('/homepagesetting/index', ['留学首页设置', 'Study-abroad home'], [ABROAD], () => import('./features/homepagesetting/homepagesetting-screen'), {
      resource: 'homepagesetting.floor',
      lines: [2],
    }),
    page('/homepagesetting/floor-content/:id', ['楼层内容', 'Floor items'], [ABROAD], () => import('./features/homepagesetting/floor-content-screen'), {
      hidden: true,
      activeMenu: '/homepagesetting/index',
      resource: 'homepagesetting.floor',
      lines: [2],
    }),
  ]),
];

export default routes;
