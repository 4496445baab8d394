import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearSsoState, heldSsoState, ssoState } from '@admin/shared/api/sso-url';
import { useAuthStore } from '@admin/shared/auth';
import { setLocale } from '@admin/shared/i18n';
import { registerHostMessages } from '../i18n/messages';
import { AuthRedirectPage } from './auth-redirect/auth-redirect-page';
import { NoPermissionPage } from './errors/no-permission-page';
import { NotFoundPage } from './errors/not-found-page';

registerHostMessages();
beforeEach(() => setLocale('zh-CN'));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderAt = (entries: string[], element: React.ReactNode, path: string) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('NoPermissionPage (/401)', () => {
  it('offers Back and Home', async () => {
    renderAt(['/ad/index', '/401'], <NoPermissionPage />, '/401');
    expect(screen.getByRole('heading', { name: '抱歉，您没有访问该页面的权限' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回首页' })).toHaveAttribute('href', '/dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/ad/index');
  });

  it('hides Back when the noGoBack flag is present', () => {
    renderAt(['/401?noGoBack=true'], <NoPermissionPage />, '/401');
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.getByRole('link', { name: '回首页' })).toBeInTheDocument();
  });
});

describe('NotFoundPage (/404)', () => {
  it('says so and links home', () => {
    renderAt(['/404'], <NotFoundPage />, '/404');
    expect(screen.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回首页' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('抱歉，您访问的页面不存在');
  });
});

describe('AuthRedirectPage (/authredirect)', () => {
  afterEach(() => {
    useAuthStore.getState().resetSession();
    clearSsoState();
  });

  it("takes a real SSO's token when the state is this browser's, then continues to a same-origin /admin redirect", async () => {
    const state = ssoState();
    renderAt([`/authredirect?token=abc123&state=${state}&redirect=%2Fadmin%2Fcourse%2Ftag%3Fx%3D1`], <AuthRedirectPage />, '/authredirect');
    expect(await screen.findByTestId('where')).toHaveTextContent('/course/tag?x=1');
    expect(useAuthStore.getState().token).toBe('abc123');
    expect(document.cookie).toContain('Admin-Token=abc123');
    // The state is used once.
    expect(heldSsoState()).toBeNull();
  });

  it('goes home for a foreign redirect', async () => {
    renderAt([`/authredirect?token=abc123&state=${ssoState()}&redirect=https%3A%2F%2Fevil.test%2Fadmin%2Fx`], <AuthRedirectPage />, '/authredirect');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('accepts the SSO back parameter too', async () => {
    renderAt([`/authredirect?token=t1&state=${ssoState()}&back=%2Fadmin%2Fad%2Findex`], <AuthRedirectPage />, '/authredirect');
    expect(await screen.findByTestId('where')).toHaveTextContent('/ad/index');
  });

  it.each([
    ['a token', 'token=someone-elses-token&state=attackers-state-0123456789'],
    ['a code', 'code=someone-elses-code-0123456789012345678901234&state=attackers-state-0123456789'],
    ['no state', 'token=someone-elses-token'],
  ])("keeps the signed-in session for %s with a state that is not this browser's (login CSRF)", async (_what, query) => {
    useAuthStore.getState().setToken('my-own-token');
    const mine = ssoState();
    renderAt([`/authredirect?${query}&redirect=%2Fadmin%2Fad%2Findex`], <AuthRedirectPage />, '/authredirect');
    expect(await screen.findByText('这次登录不是从本浏览器发起的，已忽略（当前登录状态未改变）；如需登录请重新登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    expect(useAuthStore.getState().token).toBe('my-own-token');
    expect(document.cookie).toContain('Admin-Token=my-own-token');
    expect(heldSsoState()).toBe(mine);
  });

  it('without a token stays and offers the login', () => {
    renderAt(['/authredirect'], <AuthRedirectPage />, '/authredirect');
    expect(screen.getByText('登录回调缺少令牌，请重新登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    expect(useAuthStore.getState().token).toBeNull();
  });
});
