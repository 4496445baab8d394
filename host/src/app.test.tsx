import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { setLocale } from '@admin/shared/i18n';
import { AppRoutes } from './app';
import { registerHostMessages } from './i18n/messages';
import { useLeaveStore } from './router/leave-store';

// The antd console is its own lazy chunk; here only the gate's hand-over to it matters.
jest.mock('./console/console-app', () => ({ __esModule: true, default: () => <p>console</p> }));

registerHostMessages();

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  setLocale('zh-CN');
  useAuthStore.getState().resetSession();
  useLeaveStore.setState({ leaving: null });
});

describe('AppRoutes (the entry gate)', () => {
  it('sends a guarded deep link to the login with a redirect back', () => {
    renderAt('/ad/index?page=2');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Fad%2Findex%3Fpage%3D2');
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
  });

  it('sends /404 to the login without a token', () => {
    renderAt('/404');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2F404');
  });

  it('shows the login form without a token', () => {
    renderAt('/login');
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to home, where the console takes over', async () => {
    useAuthStore.getState().setToken('tok');
    renderAt('/login');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
    expect(await screen.findByText('console')).toBeInTheDocument();
  });

  it('shows /401 and /404 plainly when signed in', () => {
    useAuthStore.getState().setToken('tok');
    renderAt('/401?noGoBack=1');
    expect(screen.getByRole('heading', { name: '抱歉，您没有访问该页面的权限' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('while leaving for the SSO login shows the error instead of bouncing to /login', () => {
    useLeaveStore.getState().leave('暂无权限', '/sso/login?back=%2Fadmin%2Fdashboard');
    renderAt('/dashboard');
    expect(screen.getByRole('alert')).toHaveTextContent('暂无权限');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });
});
