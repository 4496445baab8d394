// Route table of the course remote (DESIGN 7): menu groups /course, /pay-method and
// /learn-interaction of spec section 2. Roles are the spec's permission strings verbatim.
import type { ConsoleRoute } from '@admin/shared/contract';
import { group, hidden, page } from '@admin/shared/routing';

const NAV = ['course.view_nav'];
const COMMENTS = ['comment.view_commentstatistics'];

const routes: ConsoleRoute[] = [
  group('/course', ['课程管理', 'Courses'], { icon: 'BookOutlined' }, [
    page('/course/recommend', ['推荐课程', 'Recommended courses'], NAV, () => import('./features/course-recommend/course-recommend-screen'), {
      resource: 'course.recommend',
    }),
    page('/course/navigation', ['课程导航', 'Course navigation'], NAV, () => import('./features/course-navigation/course-navigation-screen'), {
      resource: 'course.navigation',
    }),
    page('/course/group', ['课程分组', 'Course groups'], ['nav.view_banner'], () => import('./features/course-group/course-group-screen'), {
      resource: 'course.group',
    }),
    page('/course/tag', ['课程标签', 'Course tags'], ['course.view_coursetag'], () => import('./features/course-tag/course-tag-screen'), {
      resource: 'course.tag',
    }),
    page(
      '/course/aggregation',
      ['聚合商品', 'Aggregate products'],
      ['course.view_aggregation_product'],
      () => import('./features/course-aggregation/course-aggregation-screen'),
      { resource: 'course.aggregation' },
    ),
    page(
      '/course/faq-alloc',
      ['常见问题分配', 'FAQ allocation'],
      ['course.view_faq_alloc'],
      () => import('./features/course-faq-alloc/course-faq-alloc-screen'),
      { resource: 'course.faq_alloc' },
    ),
  ]),
  group('/pay-method', ['支付方式', 'Payment methods'], { icon: 'CreditCardOutlined' }, [
    page(
      '/pay-method/indexNew',
      ['花呗分期配置', 'Huabei instalments'],
      ['payment.view_prosyshuabeiconfig'],
      () => import('./features/prosys-huabei-config/prosys-huabei-config-screen'),
      {
        resource: 'payment.prosys_huabei_config',
      },
    ),
  ]),
  group('/learn-interaction', ['学习互动', 'Learning interaction'], { icon: 'CommentOutlined' }, [
    page('/learn-interaction/index', ['学习互动', 'Learning interaction'], COMMENTS, () => import('./features/comment-statistics/comment-statistics-screen'), {
      resource: 'comment.statistics',
    }),
    hidden(
      '/learn-interaction/detail/:uuid',
      ['互动详情', 'Interaction detail'],
      COMMENTS,
      '/learn-interaction/index',
      () => import('./features/comment/comment-screen'),
    ),
  ]),
];

export default routes;
