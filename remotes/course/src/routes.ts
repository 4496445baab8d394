// Route table of the course remote (DESIGN 7): menu groups /course, /pay-method and
// /learn-interaction of spec section 2. Roles are the spec's permission strings verbatim.
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

const NAV = ['course.view_nav'];
const COMMENTS = ['comment.view_commentstatistics'];

const routes: ConsoleRoute[] = [
  {
    path: '/course',
    title: '课程管理',
    icon: 'BookOutlined',
    children: [
      page('/course/recommend', '推荐课程', NAV),
      page('/course/navigation', '课程导航', NAV),
      page('/course/group', '课程分组', ['nav.view_banner']),
      page('/course/tag', '课程标签', ['course.view_coursetag'], {
        component: () => import(/* webpackChunkName: "screens" */ './screens/course-tag-screen'),
      }),
      page('/course/aggregation', '聚合商品', ['course.view_aggregation_product']),
      page('/course/faq-alloc', '常见问题分配', ['course.view_faq_alloc']),
    ],
  },
  {
    path: '/pay-method',
    title: '支付方式',
    icon: 'CreditCardOutlined',
    children: [page('/pay-method/indexNew', '花呗分期配置', ['payment.view_prosyshuabeiconfig'])],
  },
  {
    path: '/learn-interaction',
    title: '学习互动',
    icon: 'CommentOutlined',
    children: [
      page('/learn-interaction/index', '学习互动', COMMENTS),
      hidden('/learn-interaction/detail/:uuid', '互动详情', COMMENTS, '/learn-interaction/index'),
    ],
  },
];

export default routes;
