import { t } from '@admin/shared/i18n';
import { takeFailure } from './load-failures';
import { routeDataProblem, toConsoleRoutes, type RouteData } from './route-data';
import { createRemotes, type FederationRuntime } from './remotes-store';
import { classifyLoadError } from '@admin/shared/chunk';

const ADS_TABLE: RouteData[] = [
  {
    path: '/ad',
    title: ['广告管理', 'Ads'],
    icon: 'PictureOutlined',
    children: [
      { path: '/ad/index', title: ['启动页广告', 'Splash ads'], roles: ['ad.view_ad'], resource: 'ads.launch', screen: true },
      { path: '/ad/detail/:id', title: ['广告详情', 'Ad detail'], roles: ['ad.view_ad'], hidden: true, activeMenu: '/ad/index', screen: true },
    ],
  },
];
const COURSE_TABLE: RouteData[] = [{ path: '/course', children: [{ path: '/course/tag', title: ['课程标签', 'Course tags'], screen: true }] }];

const Splash = () => null;
const Detail = () => null;
/** What the ads remote's `./routes` module hands over once its code is loaded. */
const ADS_CODE = {
  default: [
    {
      path: '/ad',
      title: 'route./ad',
      children: [
        { path: '/ad/index', title: 'route./ad/index', component: async () => ({ default: Splash }) },
        { path: '/ad/detail/:id', title: 'route./ad/detail/:id', hidden: true, activeMenu: '/ad/index', component: async () => ({ default: Detail }) },
      ],
    },
  ],
};

function setup(list: unknown[], loadRoutes: FederationRuntime['loadRoutes']) {
  const registered: [string, string, boolean][] = [];
  const load = jest.fn(loadRoutes);
  const remotes = createRemotes({
    runtime: { register: (c, url, force) => void registered.push([c, url, force]), loadRoutes: load },
    fetchList: async () => list,
    pageUrl: () => 'https://console.example.com/admin/dashboard',
    extraOrigins: () => [],
    classify: classifyLoadError,
    takeFailure,
  });
  const group = (name: string) => remotes.useRemotesStore.getState().groups.find((g) => g.name === name);
  const screenAt = (name: string, path: string) => {
    const find = (rs: { path: string; component?: unknown; children?: unknown[] }[]): { component?: unknown } | undefined =>
      rs.reduce<{ component?: unknown } | undefined>((hit, r) => hit ?? (r.path === path ? r : find((r.children ?? []) as never)), undefined);
    return find((group(name)?.routes ?? []) as never)?.component as (() => Promise<{ default: unknown }>) | undefined;
  };
  return { ...remotes, registered, load, group, screenAt };
}

const entry = (name: string, routes: unknown) => ({ name, entry: `/remotes/${name}/mf-manifest.json`, routes });

describe('route tables as data in remotes.json', () => {
  it('builds the menu without loading any remote code, titles in both languages', async () => {
    const s = setup([entry('ads', ADS_TABLE), entry('course', COURSE_TABLE)], () => Promise.reject(new Error('no code expected')));
    await s.loadRemotes();
    expect(s.group('ads')?.status).toBe('ready');
    expect(s.group('course')?.status).toBe('ready');
    expect(s.load).not.toHaveBeenCalled();
    expect(s.registered).toEqual([]);
    const ad = s.group('ads')!.routes[0];
    expect(ad).toMatchObject({ path: '/ad', title: 'route./ad', icon: 'PictureOutlined' });
    expect(ad.children?.[1]).toMatchObject({ path: '/ad/detail/:id', hidden: true, activeMenu: '/ad/index', roles: ['ad.view_ad'] });
    expect(typeof ad.children?.[0].component).toBe('function');
    expect(ad.component).toBeUndefined();
    expect([t('route./ad/index', undefined, 'zh-CN'), t('route./ad/index', undefined, 'en')]).toEqual(['启动页广告', 'Splash ads']);
  });

  it("loads the remote's ./routes when a screen opens, once for all its screens", async () => {
    const s = setup([entry('ads', ADS_TABLE)], async () => ADS_CODE);
    await s.loadRemotes();
    expect((await s.screenAt('ads', '/ad/index')!()).default).toBe(Splash);
    expect((await s.screenAt('ads', '/ad/detail/:id')!()).default).toBe(Detail);
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(s.registered).toEqual([['ads', 'https://console.example.com/remotes/ads/mf-manifest.json', false]]);
  });

  it('a screen whose code fails can be opened again: the remote is registered anew with force', async () => {
    let up = false;
    const s = setup([entry('ads', ADS_TABLE)], async () => {
      if (!up) throw new Error('Failed to load script resources. #RUNTIME-008');
      return ADS_CODE;
    });
    await s.loadRemotes();
    await expect(s.screenAt('ads', '/ad/index')!()).rejects.toThrow('#RUNTIME-008');
    up = true;
    expect((await s.screenAt('ads', '/ad/index')!()).default).toBe(Splash);
    expect(s.registered.map(([, , force]) => force)).toEqual([false, true]);
  });

  it("prefetch(path) loads a screen's code ahead of its opening; other paths and a failure change nothing", async () => {
    let up = false;
    const s = setup([entry('ads', ADS_TABLE)], async () => {
      if (!up) throw new Error('offline');
      return ADS_CODE;
    });
    await s.loadRemotes();
    s.prefetch('/nowhere');
    expect(s.load).not.toHaveBeenCalled();
    s.prefetch('/ad/index');
    await new Promise((r) => setTimeout(r, 0));
    expect(s.load).toHaveBeenCalledTimes(1);
    up = true;
    s.prefetch('/ad/index');
    await new Promise((r) => setTimeout(r, 0));
    expect(s.load).toHaveBeenCalledTimes(2);
    expect((await s.screenAt('ads', '/ad/index')!()).default).toBe(Splash);
    expect(s.load).toHaveBeenCalledTimes(2);
  });

  it("prefetch(group path) loads the remote's ./routes only, once", async () => {
    const s = setup([entry('ads', ADS_TABLE)], async () => ADS_CODE);
    await s.loadRemotes();
    s.prefetch('/ad');
    s.prefetch('/ad');
    await new Promise((r) => setTimeout(r, 0));
    expect(s.load).toHaveBeenCalledTimes(1);
    expect((await s.screenAt('ads', '/ad/index')!()).default).toBe(Splash);
    expect(s.load).toHaveBeenCalledTimes(1);
  });

  it("prefetchGroup(path) fetches the code of every screen under that group, and of no other group's", async () => {
    const splash = jest.fn(async () => ({ default: Splash }));
    const detail = jest.fn(async () => ({ default: Detail }));
    const [group] = ADS_CODE.default;
    const code = {
      default: [
        {
          ...group,
          children: [
            { ...group.children[0], component: splash },
            { ...group.children[1], component: detail },
          ],
        },
      ],
    };
    const s = setup([entry('ads', ADS_TABLE), entry('course', COURSE_TABLE)], async () => code);
    await s.loadRemotes();
    s.prefetchGroup('/course/tag');
    s.prefetchGroup('/nowhere');
    await new Promise((r) => setTimeout(r, 0));
    expect(s.load).not.toHaveBeenCalled();
    s.prefetchGroup('/ad');
    await new Promise((r) => setTimeout(r, 0));
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(splash).toHaveBeenCalledTimes(1);
    expect(detail).toHaveBeenCalledTimes(1);
  });

  it("prefetchRemotes() loads every listed, ready remote's ./routes once, no screen and no refused remote; a failure waits for the real open", async () => {
    const splash = jest.fn(async () => ({ default: Splash }));
    const [group] = ADS_CODE.default;
    const code = { default: [{ ...group, children: [{ ...group.children[0], component: splash }, group.children[1]] }] };
    let courseUp = false;
    const s = setup([entry('ads', ADS_TABLE), entry('course', COURSE_TABLE), entry('bad', [{ path: 'no-slash' }])], async (container) => {
      if (container === 'course' && !courseUp) throw new Error('Failed to load script resources. #RUNTIME-008');
      return container === 'course'
        ? { default: [{ path: '/course', children: [{ path: '/course/tag', component: async () => ({ default: Detail }) }] }] }
        : code;
    });
    await s.prefetchRemotes();
    expect(s.load).not.toHaveBeenCalled();
    await s.loadRemotes();
    await s.prefetchRemotes();
    expect(s.load.mock.calls.map(([c]) => c).sort()).toEqual(['ads', 'course']);
    expect(splash).not.toHaveBeenCalled();
    expect(s.group('bad')?.status).toBe('unavailable');
    expect(s.group('course')?.status).toBe('ready');

    await s.prefetchRemotes();
    expect(s.load.mock.calls.filter(([c]) => c === 'ads')).toHaveLength(1);
    expect((await s.screenAt('ads', '/ad/index')!()).default).toBe(Splash);
    expect(s.load.mock.calls.filter(([c]) => c === 'ads')).toHaveLength(1);
    courseUp = true;
    expect((await s.screenAt('course', '/course/tag')!()).default).toBe(Detail);
    expect(s.registered.filter(([c]) => c === 'course').map(([, , force]) => force)).toEqual([false, true, true]);
  });

  it('says so when the code has no screen where the table promised one', async () => {
    const s = setup([entry('ads', ADS_TABLE)], async () => ({ default: [{ path: '/ad' }] }));
    await s.loadRemotes();
    await expect(s.screenAt('ads', '/ad/index')!()).rejects.toThrow('has no screen for /ad/index');
  });

  it("refuses a malformed table per remote ('invalid'); the other remotes still load", async () => {
    const bad = [{ path: 'ad/index', title: 42, roles: 'account.view_user' }];
    const s = setup([entry('ads', bad), entry('course', COURSE_TABLE)], async () => ADS_CODE);
    await s.loadRemotes();
    expect(s.group('ads')).toMatchObject({ status: 'unavailable', routes: [], error: { kind: 'invalid' } });
    expect(s.group('ads')?.error?.message).toContain('routes.0.path: path must be absolute');
    expect(s.group('course')?.status).toBe('ready');
  });

  it('refuses a table claiming a path another remote serves', async () => {
    const s = setup([entry('course', COURSE_TABLE), entry('ads', COURSE_TABLE)], async () => ADS_CODE);
    await s.loadRemotes();
    expect(s.group('ads')?.error?.message).toMatch(/already served by remote course/);
  });

  it('keeps loading ./routes for an entry without a table (another origin, a dev server)', async () => {
    const s = setup([{ name: 'ads', entry: '/remotes/ads/mf-manifest.json' }], async () => ADS_CODE);
    await s.loadRemotes();
    expect(s.load).toHaveBeenCalledTimes(1);
    expect(s.group('ads')?.routes[0].children?.[0].component).toBe(ADS_CODE.default[0].children[0].component);
  });
});

describe('routeDataProblem', () => {
  it.each<[unknown, string | null]>([
    [ADS_TABLE, null],
    [[], null],
    [{}, 'routes: must be a list of routes'],
    [[{ path: '/a', title: '标题' }], 'routes.0.title: title must be [zh, en], both non-empty'],
    [[{ path: '/a', title: ['a', ''] }], 'routes.0.title: title must be [zh, en], both non-empty'],
    [[{ path: '/a', component: 'x' }], 'routes.0.component: unknown field'],
    [[{ path: '/a', screen: false }], 'routes.0.screen: screen must be true when present'],
    [[{ path: '/a', lines: [3] }], 'routes.0.lines: lines must be a non-empty list of 1 and 2'],
    [[{ path: '/a', externalLink: 'not a url' }], 'routes.0.externalLink: externalLink must be a URL'],
    [[{ path: '/a', children: [{ path: '/a/b', activeMenu: 'b' }] }], 'routes.0.children.0.activeMenu: activeMenu must be absolute (start with /)'],
    [[{ path: '/a', roles: ['ok', 1] }], 'routes.0.roles: roles must be a list of non-empty strings'],
    [[{ path: '/a', resource: 'Launch ads' }], 'routes.0.resource: resource must be a contract module name such as ads.launch'],
  ])('%j → %s', (table, problem) => expect(routeDataProblem(table)).toBe(problem));

  it('converts every field the route contract has', () => {
    const routes = toConsoleRoutes(
      [{ path: '/x', alwaysShow: true, lines: [2], externalLink: 'https://example.com/', resource: 'course.tag' }],
      () => async () => ({ default: () => null }),
    );
    expect(routes).toEqual([{ path: '/x', alwaysShow: true, lines: [2], externalLink: 'https://example.com/', resource: 'course.tag' }]);
  });
});
