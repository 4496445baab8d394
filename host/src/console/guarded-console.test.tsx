import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { getApiUi } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import type { ConsoleRoute } from '@admin/shared/contract';
import { setLocale } from '@admin/shared/i18n';
import { useRemotesStore, type RemoteGroup } from '../federation';
import { registerHostMessages } from '../i18n/messages';
import { useAppStore } from '../layout/app-store';
import { useLeaveStore } from '../router/leave-store';
import ConsoleApp from './console-app';
import { ssoState } from '@admin/shared/api/sso-url';

// The remote loader is the federation test double (a store the test drives); everything else —
// guard, layout, menu, screens — is the real code.
const mockRetry = jest.fn(async (_name: string) => undefined);
jest.mock('../federation', () => jest.requireActual('../federation/testing'));
jest.mock('@admin/shared/api', () => ({
  ...jest.requireActual('@admin/shared/api'),
  getSites: jest.fn(async () => [
    { client_id: 'a', name: '考研后台', get_host: 'http://a.test/', cur: true, is_open_new_win: false },
    { client_id: 'b', name: '留学后台', get_host: 'http://b.test/', cur: false, is_open_new_win: true },
  ]),
}));

// The app imports antd's ES locale files (smaller bundle); jest runs CommonJS, so use their twins.
jest.mock('antd/es/locale/en_US', () => jest.requireActual('antd/locale/en_US'));
jest.mock('antd/es/locale/zh_CN', () => jest.requireActual('antd/locale/zh_CN'));

registerHostMessages();

// The console loads antd lazily (remote screens, rare states, the API's toasts). Load those chunks
// once up front, so a busy machine does not spend a test's findBy* wait on evaluating antd.
beforeAll(async () => {
  await Promise.all([import('./remote-screen'), import('./antd-scope'), import('./remote-unavailable'), import('./empty-group'), import('./antd-feedback')]);
}, 60_000);

// antd popups (menu tooltips, dropdowns) measure themselves; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });

const screenOf = (text: string) => async () => ({ default: () => <p>{text}</p> });
const adsRoutes: ConsoleRoute[] = [
  {
    path: '/ad',
    title: '广告管理',
    icon: 'ad',
    children: [
      { path: '/ad/index', title: '启动页广告', roles: ['base_services.view_launch_advertisement'], component: screenOf('launch ads screen') },
      { path: '/ad/banner', title: 'Banner', roles: ['nav.view_banner'], component: screenOf('banner screen') },
      { path: '/ad/bannermd', title: 'Banner 详情', hidden: true, activeMenu: '/ad/banner', roles: ['nav.view_banner'], component: screenOf('banner detail') },
    ],
  },
];
const ready = (routes = adsRoutes): RemoteGroup[] => [{ name: 'ads', title: '广告', status: 'ready', routes }];

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ConsoleApp />
      <Where />
    </MemoryRouter>,
  );

const getInfoWith = (roles: string[]) =>
  jest.fn(async () => {
    useAuthStore.setState({ roles, name: 'Admin', avatar: '' });
    return { roles, name: 'Admin', avatar: '' };
  });

const realGetInfo = useAuthStore.getState().getInfo;
beforeEach(() => {
  setLocale('zh-CN');
  mockRetry.mockClear();
  useAuthStore.setState({ token: 'tok', roles: [], name: '', avatar: '', getInfo: realGetInfo });
  useRemotesStore.setState({ groups: ready(), loaded: true, retry: mockRetry });
  useLeaveStore.setState({ leaving: null });
  useAppStore.setState({ device: 'desktop', sidebarOpened: true, businessLine: 1 });
});

describe('GuardedConsole: token, roles not loaded', () => {
  it('fetches user info, then opens the page', async () => {
    const getInfo = getInfoWith(['base_services.view_launch_advertisement']);
    useAuthStore.setState({ getInfo });
    renderAt('/ad/index');
    expect(await screen.findByText('launch ads screen')).toBeInTheDocument();
    expect(getInfo).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/ad/index');
    expect(document.title).toBe('启动页广告 - 考研运营后台');
  });

  it('fetches user info, then sends a forbidden route to /401', async () => {
    useAuthStore.setState({ getInfo: getInfoWith(['nav.view_banner']) });
    renderAt('/ad/index');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/401'));
  });

  it('on failure clears the session and leaves for the SSO login with the message and back-URL', async () => {
    useAuthStore.setState({ getInfo: jest.fn(async () => Promise.reject(new Error('暂无权限'))) });
    renderAt('/ad/index?x=1');
    await waitFor(() => expect(useLeaveStore.getState().leaving).not.toBeNull());
    expect(useLeaveStore.getState().leaving).toEqual({ message: '暂无权限', location: `/sso/login?back=%2Fadmin%2Fad%2Findex%3Fx%3D1&state=${ssoState()}` });
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().roles).toEqual([]);
  });

  it('on a failure without a message shows the default text', async () => {
    useAuthStore.setState({ getInfo: jest.fn(async () => Promise.reject(new Error(''))) });
    renderAt('/dashboard');
    await waitFor(() => expect(useLeaveStore.getState().leaving?.message).toBe('无权限，请重新登录'));
  });
});

describe('GuardedConsole: token and roles', () => {
  beforeEach(() => useAuthStore.setState({ roles: ['nav.view_banner'], name: 'Admin' }));

  it('redirects / to the dashboard, with a greeting and the menu', async () => {
    renderAt('/');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(await screen.findByRole('heading', { name: '你好，Admin' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard');
    // /ad has one permitted visible child, so it shows as that child.
    expect(within(nav).getByRole('link', { name: 'Banner' })).toHaveAttribute('href', '/ad/banner');
    expect(within(nav).queryByText('启动页广告')).toBeNull();
    expect(within(nav).queryByText('Banner 详情')).toBeNull();
  });

  it('navigates from a click anywhere on a menu row, not only on its link', async () => {
    useAuthStore.setState({ roles: ['nav.view_banner', 'base_services.view_launch_advertisement'] });
    renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    const user = userEvent.setup();
    await user.click(within(nav).getByText('广告管理'));
    const row = within(nav).getByRole('link', { name: '启动页广告' }).closest('li')!;
    await user.click(row);
    expect(await screen.findByText('launch ads screen')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/ad/index');
  });

  it('keeps the activeMenu entry highlighted on a hidden detail route', async () => {
    renderAt('/ad/bannermd');
    expect(await screen.findByText('banner detail')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    const item = within(nav).getByRole('link', { name: 'Banner' }).closest('li');
    expect(item).toHaveClass('ant-menu-item-selected');
  });

  it('sends a forbidden route to /401 and an unknown one to /404', async () => {
    const { unmount } = renderAt('/ad/index');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/401'));
    unmount();
    renderAt('/no/such/page');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/404'));
  });

  it('a deep link into a remote that is still loading waits, then opens', async () => {
    useRemotesStore.setState({ groups: [{ name: 'ads', status: 'loading', routes: [] }], loaded: false });
    renderAt('/ad/banner');
    expect(await screen.findAllByText('加载中…')).not.toHaveLength(0);
    expect(screen.getByTestId('where')).toHaveTextContent('/ad/banner');
    act(() => useRemotesStore.setState({ groups: ready(), loaded: true }));
    expect(await screen.findByText('banner screen')).toBeInTheDocument();
  });

  it('a deep link into an unavailable remote shows its error with Retry in place', async () => {
    useRemotesStore.setState({
      groups: [{ name: 'ads', title: '广告', status: 'unavailable', error: { kind: 'timeout', message: 'timed out' }, routes: [] }],
    });
    renderAt('/ad/banner');
    expect(await screen.findByText('广告：模块暂不可用')).toBeInTheDocument();
    expect(screen.getByText('模块加载超时')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/ad/banner');
    // The menu names the down remote too.
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    const row = within(nav).getByText('广告').closest('li')!;
    expect(row).toHaveTextContent('广告（不可用，点击重试） 重试');
    // Retry in place (the screen's card) and from the menu row.
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: '广告' })).getByRole('button', { name: /重\s?试/ }));
    expect(mockRetry).toHaveBeenCalledWith('ads');
    mockRetry.mockClear();
    await user.click(within(row).getByRole('button', { name: /重\s?试/ }));
    expect(mockRetry).toHaveBeenCalledWith('ads');
  });
});

describe('ApiUiBridge', () => {
  beforeEach(() => useAuthStore.setState({ roles: ['nav.view_banner'], name: 'Admin' }));

  it('gives the API layer antd toasts and the re-login dialog while the console is mounted', async () => {
    const { unmount } = renderAt('/dashboard');
    await screen.findByRole('heading', { name: '你好，Admin' });
    act(() => getApiUi().toast('服务器开小差了'));
    expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = getApiUi().confirmLogout();
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('你已被登出，可以取消继续留在该页面，或者重新登录');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /重新登录/ }));
    await expect(answer).resolves.toBe(true);

    act(() => getApiUi().navigate('/ad/banner'));
    expect(await screen.findByText('banner screen')).toBeInTheDocument();

    unmount();
    // Back to the plain fallback once antd is gone (the public pages).
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getApiUi().toast('plain');
    expect(spy).toHaveBeenCalledWith('plain');
    spy.mockRestore();
  });
});

describe('ConsoleLayout: top bar', () => {
  const realLogout = useAuthStore.getState().logout;
  afterEach(() => useAuthStore.setState({ logout: realLogout }));

  it('greets the user; Logout calls the store and shows the login form route', async () => {
    const logout = jest.fn(async () => useAuthStore.setState({ token: null, roles: [], name: '' }));
    useAuthStore.setState({ roles: ['nav.view_banner'], name: 'Admin', logout });
    renderAt('/ad/banner');
    await screen.findByText('banner screen');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /你好，Admin/ }));
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Fad%2Fbanner'));
  });

  it('lists the sites and marks the current one', async () => {
    useAuthStore.setState({ roles: ['nav.view_banner'], name: 'Admin' });
    renderAt('/dashboard');
    const user = userEvent.setup();
    // Named by what it does and the site it shows.
    await user.click(await screen.findByRole('button', { name: '切换站点: 考研后台' }));
    const current = (await screen.findByText('考研后台', { selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *' })).closest('li')!;
    expect(within(current).getByLabelText('当前站点')).toBeInTheDocument();
    const other = screen.getByText('留学后台').closest('li')!;
    expect(within(other).queryByLabelText('当前站点')).toBeNull();
  });
});

describe('ConsoleLayout: business line and mobile mode', () => {
  it('shows the line switch only with the abroad permission, and switching goes to /dashboard', async () => {
    useAuthStore.setState({ roles: ['nav.view_banner'], name: 'Admin' });
    const { unmount } = renderAt('/ad/banner');
    await screen.findByText('banner screen');
    expect(screen.queryByLabelText('业务线')).toBeNull();
    unmount();

    useAuthStore.setState({ roles: ['nav.view_banner', 'nav.system_config_abroad'] });
    renderAt('/ad/banner');
    await screen.findByText('banner screen');
    await userEvent.setup().click(screen.getByText('留学'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(useAppStore.getState().businessLine).toBe(2);
    expect(document.cookie).toContain('menuNavBar=2');
    act(() => useAppStore.getState().setBusinessLine(1));
  });

  it('on a narrow window closes the sidebar, opens it on demand, closes it on a click outside and on navigation', async () => {
    useAuthStore.setState({ roles: ['nav.view_banner'], name: 'Admin' });
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    try {
      renderAt('/dashboard');
      await screen.findByRole('heading', { name: '你好，Admin' });
      const user = userEvent.setup();
      const hamburger = screen.getByRole('button', { name: '展开/收起侧边栏' });
      expect(useAppStore.getState().device).toBe('mobile');
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');

      await user.click(hamburger);
      expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByTestId('sidebar-overlay'));
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByTestId('sidebar-overlay')).toBeNull();

      await user.click(hamburger);
      const nav = screen.getByRole('navigation', { name: '主菜单' });
      await user.click(within(nav).getByRole('link', { name: 'Banner' }));
      await screen.findByText('banner screen');
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});
