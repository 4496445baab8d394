import type { ConsoleRoute } from '@admin/shared/contract';
import { breadcrumbItems } from './breadcrumb-items';

const screen = async () => ({ default: () => null });
const routes: ConsoleRoute[] = [
  { path: '/dashboard', title: '首页', component: screen },
  {
    path: '/exercise',
    title: '练习管理',
    children: [
      { path: '/exercise/quiz-pkg', title: '题包管理', component: screen },
      { path: '/exercise/quiz/:id', title: '题目', hidden: true, activeMenu: '/exercise/quiz-pkg', component: screen },
    ],
  },
];

describe('breadcrumbItems', () => {
  it('is just Home on the dashboard', () => {
    expect(breadcrumbItems(routes, '/dashboard')).toEqual([{ title: '首页' }]);
  });
  it('lists the group as text and the screen as current', () => {
    expect(breadcrumbItems(routes, '/exercise/quiz-pkg')).toEqual([{ title: '首页', to: '/dashboard' }, { title: '练习管理' }, { title: '题包管理' }]);
  });
  it('puts the activeMenu screen before a hidden detail route, as a link', () => {
    expect(breadcrumbItems(routes, '/exercise/quiz/9')).toEqual([
      { title: '首页', to: '/dashboard' },
      { title: '练习管理' },
      { title: '题包管理', to: '/exercise/quiz-pkg' },
      { title: '题目' },
    ]);
  });
  it('says a group once when it reads as its page, the detail below it too', () => {
    const learn: ConsoleRoute[] = [
      {
        path: '/learn',
        title: 'route./learn',
        children: [
          { path: '/learn/index', title: 'route./learn/index', component: screen },
          { path: '/learn/detail/:id', title: 'route./learn/detail', hidden: true, activeMenu: '/learn/index', component: screen },
        ],
      },
    ];
    const text = (k: string) => ({ 'route./learn': '学习互动', 'route./learn/index': '学习互动', 'route./learn/detail': '讨论详情' })[k] ?? k;
    expect(breadcrumbItems(learn, '/learn/index', text)).toEqual([{ title: '首页', to: '/dashboard' }, { title: 'route./learn/index' }]);
    expect(breadcrumbItems(learn, '/learn/detail/3', text)).toEqual([
      { title: '首页', to: '/dashboard' },
      { title: 'route./learn/index', to: '/learn/index' },
      { title: 'route./learn/detail' },
    ]);
    // A group named otherwise stays.
    expect(breadcrumbItems(routes, '/exercise/quiz-pkg', (k) => k)).toHaveLength(3);
  });
});
