import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import type { ConsoleRoute } from '@admin/shared/contract';
import { setLocale } from '@admin/shared/i18n';
import { LeaveGuard } from '@admin/shared/resource';
import ConsoleApp from '../../console/console-app';
import { useRemotesStore } from '../../federation';
import { registerHostMessages } from '../../i18n/messages';
import { useAppStore } from '../app-store';
import { tabAwareBlockers } from './tab-blockers';
import { useDrawnAhead } from './drawn-ahead';
import { ALIVE_CAP, trimAlive, useTabsStore } from './tabs-store';

// The remote loader is the federation test double (a store the test drives); the guard, layout,
// tabs, router and leave guard are the real code, under a data router like the console's.
jest.mock('../../federation', () => jest.requireActual('../../federation/testing'));
jest.mock('@admin/shared/api', () => ({ ...jest.requireActual('@admin/shared/api'), getSites: jest.fn(async () => []) }));
jest.mock('antd/es/locale/en_US', () => jest.requireActual('antd/locale/en_US'));
jest.mock('antd/es/locale/zh_CN', () => jest.requireActual('antd/locale/zh_CN'));

registerHostMessages();
// A busy machine (tests share 2 cores) takes seconds for a first antd render: bounds on hangs, not speed.
beforeAll(async () => {
  await Promise.all([import('../../console/remote-screen'), import('../../console/antd-scope'), import('../../console/antd-feedback')]);
}, 60_000);
Object.assign(globalThis, {
  ResizeObserver:
    globalThis.ResizeObserver ??
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
});

/**
 * How often the list-like screen's content was drawn again. (Its own function may run when the
 * router's location changes, as every reader of a context does under React's lazy propagation;
 * when nothing it reads changed it bails out and its children are not drawn.)
 */
let searchDrawn = 0;
function Drawn() {
  searchDrawn++;
  return null;
}
/** A list-like screen: a search box (local state, guarded when filled) and the page from its URL. */
function SearchScreen() {
  const [keyword, setKeyword] = useState('');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <section>
      <label>
        关键词
        <input value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </label>
      <p data-testid={`query:${pathname}`}>{`page ${params.get('page') ?? '1'}`}</p>
      <LeaveGuard when={keyword !== ''} />
      <Drawn />
    </section>
  );
}
const plain = (text: string) => async () => ({ default: () => <p>{text}</p> });
/** How often the screen drawn ahead was set up (its state created) and its effects were run. */
const drawn = { inits: 0, effects: 0 };
function AheadScreen() {
  const [at] = useState(() => ++drawn.inits);
  useEffect(() => {
    drawn.effects++;
  }, []);
  return <p>{`ahead screen ${at}`}</p>;
}
const ROLES = ['r'];
const routes: ConsoleRoute[] = [
  {
    path: '/ad',
    title: '广告管理',
    children: [
      { path: '/ad/index', title: '启动页广告', roles: ROLES, component: async () => ({ default: SearchScreen }) },
      { path: '/ad/banner', title: 'Banner 管理', roles: ROLES, component: plain('banner screen') },
      { path: '/ad/ahead', title: '推荐置顶广告', roles: ROLES, component: async () => ({ default: AheadScreen }) },
    ],
  },
  { path: '/course', title: '课程管理', children: [{ path: '/course/tag', title: '课程标签', roles: ROLES, component: plain('course tag screen') }] },
];

function renderAt(entry: string) {
  const router = tabAwareBlockers(createMemoryRouter([{ path: '*', element: <ConsoleApp /> }], { initialEntries: [entry] }));
  render(<RouterProvider router={router} />);
  return router;
}
const where = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;
const tabBar = () => screen.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = () =>
  within(tabBar())
    .getAllByRole('link')
    .map((a) => a.textContent);
const go = async (router: ReturnType<typeof renderAt>, to: string) => act(() => router.navigate(to));

beforeEach(() => {
  setLocale('zh-CN');
  localStorage.clear();
  useTabsStore.setState({ user: null, tabs: [{ path: '/dashboard', search: '' }], alive: [], unsaved: [] });
  useAuthStore.setState({ token: 'tok', roles: ROLES, name: 'Admin', avatar: '' });
  useRemotesStore.setState({ groups: [{ name: 'ads', status: 'ready', routes }], loaded: true });
  useAppStore.setState({ device: 'desktop', sidebarOpened: true, businessLine: 1 });
});

describe('tabs of open pages', () => {
  it('keeps a hidden page with its typed search, its own URL and out of the document, across switches', async () => {
    const user = userEvent.setup();
    const router = renderAt('/ad/index?page=2');
    await user.type(await screen.findByLabelText('关键词'), 'abc');
    await go(router, '/course/tag?page=5');
    expect(await screen.findByText('course tag screen')).toBeInTheDocument();
    // Hidden, the list is not in the document at all, and the course page's query did not reach it.
    expect(screen.queryByLabelText('关键词')).not.toBeInTheDocument();
    expect(tabTitles()).toEqual(['首页', '启动页广告', '课程标签']);

    await user.click(within(tabBar()).getByRole('link', { name: '启动页广告' }));
    expect(screen.getByLabelText('关键词')).toHaveValue('abc');
    expect(screen.getByTestId('query:/ad/index')).toHaveTextContent('page 2');
    expect(where(router)).toBe('/ad/index?page=2');
    expect(within(tabBar()).getByRole('link', { name: '启动页广告' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('启动页广告 - 考研运营后台');
  });

  it("draws a shown page once per address, and a hidden one no more when the shown page's address changes", async () => {
    const storedQuery = (path: string) => useTabsStore.getState().tabs.find((t) => t.path === path)?.search;
    const router = renderAt('/ad/index?page=2');
    await screen.findByLabelText('关键词');
    await waitFor(() => expect(storedQuery('/ad/index')).toBe('?page=2'));
    // A new address draws the shown page once, not again when its tab's stored query catches up.
    const first = searchDrawn;
    await go(router, '/ad/index?page=3');
    expect(screen.getByTestId('query:/ad/index')).toHaveTextContent('page 3');
    await waitFor(() => expect(storedQuery('/ad/index')).toBe('?page=3'));
    expect(searchDrawn).toBe(first + 1);

    await go(router, '/course/tag?page=5');
    await screen.findByText('course tag screen');
    const hidden = searchDrawn;
    await go(router, '/course/tag?page=6');
    await go(router, '/course/tag?page=7&q=x');
    expect(where(router)).toBe('/course/tag?page=7&q=x');
    expect(searchDrawn).toBe(hidden);

    // Shown again at its address, it is the drawing it had.
    await go(router, '/ad/index?page=3');
    expect(screen.getByTestId('query:/ad/index')).toHaveTextContent('page 3');
    expect(searchDrawn).toBe(hidden);
  });

  it('closes a tab with its button, by middle-click and from the context menu; the dashboard stays', async () => {
    const user = userEvent.setup();
    const router = renderAt('/ad/index');
    await screen.findByLabelText('关键词');
    await go(router, '/ad/banner');
    await go(router, '/course/tag');
    await screen.findByText('course tag screen');
    expect(within(tabBar()).queryByRole('button', { name: '关闭 首页' })).not.toBeInTheDocument();

    // Closing the shown tab shows its neighbour (to the left: nothing is to its right).
    await user.click(within(tabBar()).getByRole('button', { name: '关闭 课程标签' }));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '启动页广告', 'Banner 管理']));
    expect(where(router)).toBe('/ad/banner');

    fireEvent(within(tabBar()).getByRole('link', { name: '启动页广告' }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabTitles()).toEqual(['首页', 'Banner 管理']);

    await go(router, '/ad/index');
    await go(router, '/course/tag');
    fireEvent.contextMenu(within(tabBar()).getByRole('link', { name: '启动页广告' }));
    const menu = screen.getByRole('menu', { name: '启动页广告 的标签页操作' });
    await user.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '启动页广告']));
    expect(where(router)).toBe('/ad/index');
  });

  it('opens the tab menu from the keyboard and closes the tabs to the right, then all', async () => {
    const user = userEvent.setup();
    const router = renderAt('/ad/index');
    await screen.findByLabelText('关键词');
    await go(router, '/ad/banner');
    await go(router, '/course/tag');
    await screen.findByText('course tag screen');
    within(tabBar()).getByRole('link', { name: '启动页广告' }).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menuitem', { name: '关闭' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}'); // 关闭右侧
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '启动页广告']));
    expect(where(router)).toBe('/ad/index');

    await user.click(within(tabBar()).getByRole('button', { name: '标签页操作' }));
    await user.click(screen.getByRole('menuitem', { name: '关闭全部' }));
    await waitFor(() => expect(tabTitles()).toEqual(['首页']));
    expect(where(router)).toBe('/dashboard');
  });

  it('switching away from unsaved changes does not ask; closing that tab does, shown or hidden', async () => {
    const user = userEvent.setup();
    const router = renderAt('/ad/index');
    await user.type(await screen.findByLabelText('关键词'), 'draft');
    await go(router, '/ad/banner');
    expect(await screen.findByText('banner screen')).toBeInTheDocument();
    expect(useTabsStore.getState().unsaved).toEqual(['/ad/index']);
    // Its own guard sleeps while hidden: the host asks before the browser tab reloads or closes.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Hidden: the host asks, in the console's own dialog (not the browser's), from the keyboard.
    const confirm = jest.spyOn(window, 'confirm');
    await user.click(within(tabBar()).getByRole('button', { name: '关闭 启动页广告' }));
    const dialog = await screen.findByRole('dialog', { name: '关闭有未保存修改的页面？' });
    expect(dialog).toHaveTextContent('启动页广告');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '继续编辑' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tabTitles()).toContain('启动页广告');
    expect(useTabsStore.getState().unsaved).toEqual(['/ad/index']);

    // Shown: its own leave guard asks; keeping on editing keeps the tab and the page.
    await user.click(within(tabBar()).getByRole('link', { name: '启动页广告' }));
    expect(screen.getByLabelText('关键词')).toHaveValue('draft');
    await user.click(within(tabBar()).getByRole('button', { name: '关闭 启动页广告' }));
    await user.click(await screen.findByRole('button', { name: '继续编辑' }));
    expect(where(router)).toBe('/ad/index');
    expect(tabTitles()).toContain('启动页广告');
    await user.click(within(tabBar()).getByRole('button', { name: '关闭 启动页广告' }));
    await user.click(await screen.findByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', 'Banner 管理']));
    expect(where(router)).toBe('/ad/banner');
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('closes a hidden page with unsaved changes once its dialog is confirmed', async () => {
    const user = userEvent.setup();
    const router = renderAt('/ad/index');
    await user.type(await screen.findByLabelText('关键词'), 'draft');
    await go(router, '/course/tag');
    await screen.findByText('course tag screen');
    await user.click(within(tabBar()).getByRole('button', { name: '关闭 启动页广告' }));
    const dialog = await screen.findByRole('dialog', { name: '关闭有未保存修改的页面？' });
    await user.click(within(dialog).getByRole('button', { name: '放弃修改并关闭' }));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '课程标签']));
    expect(where(router)).toBe('/course/tag');
  });

  it('lists every tab in a menu when the bar overflows, and opens the one chosen from the keyboard', async () => {
    // jsdom lays nothing out: the bar reports content wider than itself, once "laid out" (a
    // ResizeObserver reports when observation starts, as a browser's does after layout).
    const noop = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        setTimeout(() => this.report([], this as unknown as ResizeObserver), 0);
      }
      unobserve() {}
      disconnect() {}
    };
    const widths = [
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('hl-tabs-list') ? 900 : 0;
      }),
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('hl-tabs-list') ? 300 : 0;
      }),
    ];
    try {
      const user = userEvent.setup();
      const router = renderAt('/ad/index');
      await screen.findByLabelText('关键词');
      await go(router, '/course/tag');
      await screen.findByText('course tag screen');
      // Measured once the browser has laid the bar out (a ResizeObserver report).
      const all = await within(tabBar()).findByRole('button', { name: '全部标签页（3）' });
      all.focus();
      await user.keyboard('{ArrowDown}');
      const menu = screen.getByRole('menu', { name: '全部标签页（3）' });
      expect(
        within(menu)
          .getAllByRole('menuitemradio')
          .map((i) => i.textContent),
      ).toEqual(['首页', '启动页广告', '课程标签']);
      expect(within(menu).getByRole('menuitemradio', { name: '课程标签' })).toHaveAttribute('aria-checked', 'true');
      expect(within(menu).getByRole('menuitemradio', { name: '课程标签' })).toHaveFocus();
      await user.keyboard('{ArrowUp}{Enter}');
      await waitFor(() => expect(where(router)).toBe('/ad/index'));
      expect(screen.getByLabelText('关键词')).toBeInTheDocument();
    } finally {
      widths.forEach((w) => w.mockRestore());
      globalThis.ResizeObserver = noop;
    }
  });

  it('saves the set of tabs (paths with query) per user and restores it after a reload', async () => {
    const router = renderAt('/ad/index?page=3');
    await screen.findByLabelText('关键词');
    await go(router, '/course/tag');
    await screen.findByText('course tag screen');
    expect(JSON.parse(localStorage.getItem('admin-tabs:Admin')!)).toEqual([
      { path: '/dashboard', search: '' },
      { path: '/ad/index', search: '?page=3' },
      { path: '/course/tag', search: '' },
    ]);
    expect(localStorage.getItem('admin-tabs:Other')).toBeNull();

    // A reload: a fresh page, the tabs from storage, only the shown page built.
    cleanup();
    act(() => useTabsStore.setState({ user: null, tabs: [{ path: '/dashboard', search: '' }], alive: [] }));
    renderAt('/ad/banner');
    await screen.findByText('banner screen');
    expect(tabTitles()).toEqual(['首页', '启动页广告', '课程标签', 'Banner 管理']);
    expect(within(tabBar()).getByRole('link', { name: '启动页广告' })).toHaveAttribute('href', '/ad/index?page=3');
    expect(useTabsStore.getState().alive).toEqual(['/ad/banner']);
  });

  it('shows tab titles and menu texts in English', async () => {
    setLocale('en');
    const router = renderAt('/ad/banner');
    await screen.findByText('banner screen');
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Banner 管理' })).toBeInTheDocument();
    expect(where(router)).toBe('/ad/banner');
  });
});

describe('screens drawn ahead of their opening', () => {
  beforeEach(() => {
    drawn.inits = 0;
    drawn.effects = 0;
    useDrawnAhead.getState().clear();
  });

  it('is drawn hidden without its effects, out of the document and without a tab; opening it shows that drawing', async () => {
    const router = renderAt('/course/tag');
    await screen.findByText('course tag screen');
    act(() => useDrawnAhead.getState().drawAhead(['/ad/ahead'], 60_000));
    await waitFor(() => expect(drawn.inits).toBe(1));
    expect(drawn.effects).toBe(0);
    expect(screen.queryByText(/ahead screen/)).not.toBeInTheDocument();
    expect(tabTitles()).toEqual(['首页', '课程标签']);

    await go(router, '/ad/ahead');
    expect(await screen.findByText('ahead screen 1')).toBeInTheDocument();
    expect(drawn).toEqual({ inits: 1, effects: 1 });
    expect(tabTitles()).toEqual(['首页', '课程标签', '推荐置顶广告']);
    expect(screen.queryByText('course tag screen')).not.toBeInTheDocument();
  });

  it('is dropped when its time is up, and a later opening draws the screen anew', async () => {
    const router = renderAt('/course/tag');
    await screen.findByText('course tag screen');
    act(() => useDrawnAhead.getState().drawAhead(['/ad/ahead'], 1000));
    await waitFor(() => expect(drawn.inits).toBe(1));
    await waitFor(() => expect(useDrawnAhead.getState().paths).toEqual([]));
    await go(router, '/ad/ahead');
    expect(await screen.findByText('ahead screen 2')).toBeInTheDocument();
    expect(drawn).toEqual({ inits: 2, effects: 1 });
  });

  it('is forgotten when the session changes', () => {
    useDrawnAhead.getState().drawAhead(['/ad/ahead'], 60_000);
    useAuthStore.setState({ token: 'another' });
    expect(useDrawnAhead.getState().paths).toEqual([]);
  });
});

describe('the cap on kept pages', () => {
  const paths = Array.from({ length: ALIVE_CAP + 2 }, (_, i) => `/p${i}`);
  it('drops the least recently shown first, never the current one nor one with unsaved changes', () => {
    expect(trimAlive(paths, '/p11', [])).toEqual(paths.slice(2));
    expect(trimAlive(paths, '/p0', [])).toEqual(['/p0', ...paths.slice(3)]);
    expect(trimAlive(paths, '/p11', ['/p1'])).toEqual(['/p1', ...paths.slice(3)]);
  });
});

describe('showing the page already on screen', () => {
  it('changes only its stored query: the kept pages and, with the same query, the tabs stay as they were', () => {
    useTabsStore.setState({ user: null, tabs: [{ path: '/dashboard', search: '' }], alive: [], unsaved: [] });
    const { show } = useTabsStore.getState();
    show('/ad/index', '?page=2');
    const before = useTabsStore.getState();
    // A new page of the list on screen: its tab's query follows, the kept pages do not change.
    show('/ad/index', '?page=3');
    const after = useTabsStore.getState();
    expect(after.tabs.find((t) => t.path === '/ad/index')?.search).toBe('?page=3');
    expect(after.alive).toBe(before.alive);
    // The same address again: nothing changes at all.
    show('/ad/index', '?page=3');
    expect(useTabsStore.getState().tabs).toBe(after.tabs);
    expect(useTabsStore.getState().alive).toBe(after.alive);
    // Another page shown, then this one again: it becomes the most recently shown.
    show('/course/tag', '');
    show('/ad/index', '?page=3');
    expect(useTabsStore.getState().alive).toEqual(['/course/tag', '/ad/index']);
  });
});
