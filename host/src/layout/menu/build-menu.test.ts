import type { ConsoleRoute } from '@admin/shared/contract';
import { buildMenu, menuSelection } from './build-menu';

const exercise: ConsoleRoute = {
  path: '/exercise',
  title: '练习管理',
  icon: 'edit',
  alwaysShow: true,
  children: [
    { path: '/exercise/quiz-pkg', title: '题包管理' },
    { path: '/exercise/quiz/:quiz_package_id', title: '题目', hidden: true, activeMenu: '/exercise/quiz-pkg' },
    { path: '/exercise/english', title: '英语长难句', externalLink: 'https://english.example.com/' },
  ],
};

describe('buildMenu', () => {
  it('skips hidden routes at every level', () => {
    const menu = buildMenu([exercise, { path: '/secret', title: '隐藏', hidden: true }]);
    expect(menu.map((n) => n.key)).toEqual(['/exercise']);
    expect(menu[0].children?.map((n) => n.key)).toEqual(['/exercise/quiz-pkg', '/exercise/english']);
  });

  it('shows a single-child group as its child, unless alwaysShow', () => {
    const user: ConsoleRoute = { path: '/user', icon: 'user', children: [{ path: '/user/index', title: '用户管理' }] };
    expect(buildMenu([user])).toEqual([{ key: '/user/index', title: '用户管理', icon: 'user' }]);

    const single: ConsoleRoute = { ...exercise, children: [exercise.children![0], exercise.children![1]] };
    const [node] = buildMenu([single]);
    expect(node.key).toBe('/exercise');
    expect(node.children).toEqual([{ key: '/exercise/quiz-pkg', title: '题包管理' }]);
  });

  it('keeps a single child that is itself a group as a submenu', () => {
    const route: ConsoleRoute = {
      path: '/homemanage',
      title: '首页管理',
      children: [
        {
          path: '/homemanage/search-mgt',
          title: '搜索管理',
          children: [
            { path: '/homemanage/search-mgt/index', title: '热门搜索' },
            { path: '/homemanage/search-mgt/keyword', title: '搜索关键词' },
          ],
        },
      ],
    };
    const [node] = buildMenu([route]);
    expect(node.children?.[0].children?.map((c) => c.title)).toEqual(['热门搜索', '搜索关键词']);
  });

  it('marks external links so they open in a new tab', () => {
    const [node] = buildMenu([exercise]);
    expect(node.children?.[1]).toEqual({ key: '/exercise/english', title: '英语长难句', externalLink: 'https://english.example.com/' });
  });

  it('shows a group whose children are all hidden as a plain entry', () => {
    expect(buildMenu([{ path: '/learn-interaction', title: '学习互动', children: [{ path: '/learn-interaction/detail/:uuid', hidden: true }] }])).toEqual([
      { key: '/learn-interaction', title: '学习互动' },
    ]);
  });
});

describe('menuSelection', () => {
  it('highlights the route itself and opens its parents', () => {
    expect(menuSelection([exercise], '/exercise/quiz-pkg')).toEqual({ selectedKey: '/exercise/quiz-pkg', openKeys: ['/exercise'] });
  });

  it('highlights activeMenu for a hidden detail route', () => {
    expect(menuSelection([exercise], '/exercise/quiz/7')).toEqual({ selectedKey: '/exercise/quiz-pkg', openKeys: ['/exercise'] });
  });

  it('selects nothing for an unknown path', () => {
    expect(menuSelection([exercise], '/nope')).toEqual({ selectedKey: null, openKeys: [] });
  });
});
