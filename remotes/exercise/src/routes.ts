// Route table of the exercise remote (DESIGN 7): menu group /exercise of spec section 2.
// Roles are the spec's permission strings verbatim.
import type { ConsoleRoute } from '@admin/shared/contract';
import { group, hidden, link, page } from '@admin/shared/routing';

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
  group('/exercise', ['练习管理', 'Exercises'], { icon: 'EditOutlined', alwaysShow: true }, [
    page('/exercise/business-course', ['业务课管理', 'Business courses'], BUSINESS_COURSE, () => import('./features/business-course/business-course-screen'), {
      resource: 'bc.course',
    }),
    page(
      '/exercise/knowledge-practice',
      ['知识点练习', 'Knowledge practice'],
      ['practice.view_knowledgepractice'],
      () => import('./features/knowledge-practice/knowledge-practice-screen'),
      { resource: 'practice.knowledge_practice' },
    ),
    page('/exercise/quiz-pkg', ['题包管理', 'Quiz packages'], QUIZ_PACKAGE, () => import('./features/quiz-package/quiz-package-screen'), {
      resource: 'practice.quiz_package',
    }),
    hidden(
      '/exercise/quiz/:quiz_package_id',
      ['题包题目', 'Package questions'],
      QUIZ_PACKAGE,
      '/exercise/quiz-pkg',
      () => import('./features/quiz-package/quiz-screen'),
    ),
    page('/exercise/agg-pkg', ['聚合测试', 'Aggregated tests'], AGGREGATION, () => import('./features/agg-test/agg-test-screen'), {
      resource: 'practice.agg_test',
    }),
    hidden(
      '/exercise/agg/:agg_package_id',
      ['聚合测试内容', 'Aggregated test content'],
      AGGREGATION,
      '/exercise/agg-pkg',
      () => import('./features/agg-test/agg-content-screen'),
    ),
    hidden(
      '/exercise/agg-test/:agg_cont_id',
      ['聚合测试题目', 'Aggregated test questions'],
      AGGREGATION,
      '/exercise/agg-pkg',
      () => import('./features/agg-test/agg-questions-screen'),
    ),
    page(
      '/exercise/book-delivery',
      ['图书课程包', 'Book and course packages'],
      ['auth.search_book_course_package'],
      () => import('./features/book-course-package/book-course-package-screen'),
      {
        resource: 'book.course_package',
      },
    ),
    page('/exercise/index', ['小程序管理', 'Mini-programs'], MINI_PROGRAM, () => import('./features/mini-program/mini-program-screen'), {
      resource: 'bc.course',
    }),
    link('/exercise/english-long-sentence', ['英语长难句', 'English long sentences'], EXERCISE_VIEWERS, ENGLISH_LONG_SENTENCE_URL),
    hidden(
      '/exercise/bc-content/:bc_uuid',
      ['业务课内容', 'Business course content'],
      MINI_PROGRAM,
      '/exercise/index',
      () => import('./features/bc-content/bc-content-screen'),
      {
        resource: 'bc.course',
      },
    ),
    hidden(
      '/exercise/floor-content/:bc_uuid/:year/:floor_uuid',
      ['楼层内容', 'Floor content'],
      MINI_PROGRAM,
      '/exercise/index',
      () => import('./features/bc-content/floor-content-screen'),
    ),
    hidden(
      '/exercise/english-tool-content/:bc_uuid/:year/:floor_uuid',
      ['英语工具内容', 'English tool content'],
      MINI_PROGRAM,
      '/exercise/index',
      () => import('./features/bc-content/english-tool-screen'),
    ),
    page('/exercise/materialManage', ['资料管理', 'Materials'], MATERIAL, () => import('./features/material/material-manage-screen'), {
      resource: 'material.item',
    }),
    hidden(
      '/exercise/materialManage/classify',
      ['资料分类', 'Material categories'],
      MATERIAL,
      '/exercise/materialManage',
      () => import('./features/material-classify/material-classify-screen'),
      {
        resource: 'material.classify',
      },
    ),
    hidden(
      '/exercise/materialManage/material',
      ['资料列表', 'Material list'],
      MATERIAL,
      '/exercise/materialManage',
      () => import('./features/material/material-screen'),
      {
        resource: 'material.item',
      },
    ),
  ]),
];

export default routes;
