// Route table of the exercise remote (DESIGN 7): menu group /exercise of spec section 2.
// Roles are the spec's permission strings verbatim (shared/src/contract/permissions.ts).
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

const BUSINESS_COURSE = ['nav.view_businesscoursemanagement'];
const QUIZ_PACKAGE = ['practice.view_quizpackage'];
const AGGREGATION = ['practice.view_testingaggregation'];
const MINI_PROGRAM = ['base_services.view_miniprogram'];
const MATERIAL = ['auth.resource_view'];

/**
 * The English long-sentence site of spec 2's external menu entry. The spec gives no address;
 * this constant is the one place to set the production one (a plain https URL, no build input).
 */
export const ENGLISH_LONG_SENTENCE_URL = 'https://changnanju.example.com/';

/** The link has no screen of its own: whoever may open any exercise screen sees it. */
const EXERCISE_VIEWERS = [
  ...BUSINESS_COURSE,
  'practice.view_knowledgepractice',
  ...QUIZ_PACKAGE,
  ...AGGREGATION,
  'auth.search_book_course_package',
  ...MINI_PROGRAM,
  ...MATERIAL,
];

const routes: ConsoleRoute[] = [
  {
    path: '/exercise',
    title: '练习管理',
    icon: 'EditOutlined',
    alwaysShow: true,
    children: [
      page('/exercise/business-course', '业务课管理', BUSINESS_COURSE, {
        component: () => import(/* webpackChunkName: "screens" */ './screens/business-course-screen'),
      }),
      page('/exercise/knowledge-practice', '知识点练习', ['practice.view_knowledgepractice']),
      page('/exercise/quiz-pkg', '题包管理', QUIZ_PACKAGE),
      hidden('/exercise/quiz/:quiz_package_id', '题包题目', QUIZ_PACKAGE, '/exercise/quiz-pkg'),
      page('/exercise/agg-pkg', '聚合测试', AGGREGATION),
      hidden('/exercise/agg/:agg_package_id', '聚合测试内容', AGGREGATION, '/exercise/agg-pkg'),
      hidden('/exercise/agg-test/:agg_cont_id', '聚合测试题目', AGGREGATION, '/exercise/agg-pkg'),
      page('/exercise/book-delivery', '图书课程包', ['auth.search_book_course_package']),
      page('/exercise/index', '小程序管理', MINI_PROGRAM),
      { path: '/exercise/english-long-sentence', title: '英语长难句', icon: 'LinkOutlined', roles: EXERCISE_VIEWERS, externalLink: ENGLISH_LONG_SENTENCE_URL },
      hidden('/exercise/bc-content/:bc_uuid', '业务课内容', MINI_PROGRAM, '/exercise/index'),
      hidden('/exercise/floor-content/:bc_uuid/:year/:floor_uuid', '楼层内容', MINI_PROGRAM, '/exercise/index'),
      hidden('/exercise/english-tool-content/:bc_uuid/:year/:floor_uuid', '英语工具内容', MINI_PROGRAM, '/exercise/index'),
      page('/exercise/materialManage', '资料管理', MATERIAL),
      hidden('/exercise/materialManage/classify', '资料分类', MATERIAL, '/exercise/materialManage'),
      hidden('/exercise/materialManage/material', '资料列表', MATERIAL, '/exercise/materialManage'),
    ],
  },
];

export default routes;
