import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { setLocale } from '@admin/shared/i18n';
import { AppRoutes } from '../../app';
import { consoleSignIn } from '../../router/console-sign-in';
import { useSignInStore } from '../../router/sign-in-store';
import { LoginPage } from './login-page';
import { registerHostMessages } from '../../i18n/messages';
import { ssoState } from '@admin/shared/api/sso-url';

registerHostMessages();

// The signed-in console stands in as a page that says where it is: these tests are about the
// form and where the guard sends a sign-in, not about the console.
jest.mock('../../console/console-app', () => {
  function Where() {
    const { pathname, search } = jest.requireActual('react-router-dom').useLocation();
    return <p data-testid="where">{`${pathname}${search}`}</p>;
  }
  // Spied on: a sign-in takes the remote list in before the console is drawn.
  return { __esModule: true, default: Where, startRemotes: jest.fn() };
});
const { startRemotes } = jest.requireMock('../../console/console-app') as { startRemotes: jest.Mock };

// Spied on, so a test can tell when the form starts loading the console.
jest.mock('../../router/console-code', () => {
  const actual = jest.requireActual('../../router/console-code');
  return { ...actual, warmConsole: jest.fn() };
});
const { warmConsole } = jest.requireMock('../../router/console-code') as { warmConsole: jest.Mock };

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AppRoutes />
    </MemoryRouter>,
  );

const original = useAuthStore.getState().login;
let login: jest.Mock;

beforeEach(() => {
  setLocale('zh-CN');
  // Like the real login: the token is stored once the server accepted the password.
  login = jest.fn(async () => useAuthStore.setState({ token: 'token-of-admin' }));
  useAuthStore.setState({ login, token: null });
  startRemotes.mockClear();
});
afterAll(() => useAuthStore.setState({ login: original }));

describe('LoginPage', () => {
  it('starts loading the console once someone types, not when the page opens', async () => {
    warmConsole.mockClear();
    renderAt('/login');
    expect(warmConsole).not.toHaveBeenCalled();
    await userEvent.setup().type(screen.getByLabelText('用户名'), 'a');
    expect(warmConsole).toHaveBeenCalled();
  });

  it('has labelled fields and a submit button reachable by keyboard', async () => {
    renderAt('/login');
    const user = userEvent.setup();
    expect(screen.getByLabelText('用户名')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('密码')).toHaveFocus();
    expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('type', 'submit');
  });

  it('submits the trimmed username and goes to the redirect', async () => {
    renderAt('/login?redirect=%2Fad%2Findex%3Fpage%3D2');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), '  admin  ');
    await user.type(screen.getByLabelText('密码'), 'demo123456{Enter}');
    // Under the console's own router nothing was sent ahead: the store sends the call itself.
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'demo123456' }, undefined);
    expect(await screen.findByTestId('where')).toHaveTextContent('/ad/index?page=2');
    // The remote list is taken in once the token is stored, not left to the console's first drawing.
    expect(startRemotes).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in visit to /login home, not to its redirect (spec 4)', async () => {
    useAuthStore.setState({ token: 'token-of-admin' });
    renderAt('/login?redirect=%2Fad%2Findex');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('goes home when the redirect is not an in-app path', async () => {
    renderAt('/login?redirect=https%3A%2F%2Fevil.test%2F');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'demo123456{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('trims the username when leaving the field', async () => {
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), '  ads ');
    await user.tab();
    expect(screen.getByLabelText('用户名')).toHaveValue('ads');
  });

  it('shows the server error and lets the user try again', async () => {
    login.mockRejectedValueOnce(new ApiError({ kind: 'envelope', code: 40000, msg: '用户名或密码错误' }));
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(screen.getByLabelText('密码')).toHaveFocus();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(startRemotes).not.toHaveBeenCalled();
  });

  it('disables the form while submitting', async () => {
    let finish!: () => void;
    login.mockReturnValueOnce(
      new Promise<void>((resolve) => {
        finish = () => {
          useAuthStore.setState({ token: 'token-of-admin' });
          resolve();
        };
      }),
    );
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'demo123456{Enter}');
    const button = screen.getByRole('button', { name: '登录中…' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('用户名')).toBeDisabled();
    await user.click(button);
    expect(login).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('validates before calling the server', async () => {
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), '   ');
    await user.type(screen.getByLabelText('密码'), '123{Enter}');
    expect(login).not.toHaveBeenCalled();
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('密码不能少于6位')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('用户名')).toHaveAccessibleDescription('请输入用户名');
  });

  it('speaks English when switched', async () => {
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offers the single-sign-on login with a back-URL inside /admin', () => {
    renderAt('/login?redirect=%2Fcourse%2Ftag');
    expect(screen.getByRole('link', { name: '使用统一身份认证登录' })).toHaveAttribute('href', `/sso/login?back=%2Fadmin%2Fcourse%2Ftag&state=${ssoState()}`);
  });

  it('works without a router, as the plain sign-in page, and hands over once the token is stored', async () => {
    const signedIn = jest.fn();
    render(<LoginPage search="?redirect=%2Fad%2Findex" actions={consoleSignIn} onSignedIn={signedIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    login.mockRejectedValueOnce(new ApiError({ kind: 'envelope', code: 40000, msg: '用户名或密码错误' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(signedIn).not.toHaveBeenCalled();
    expect(useSignInStore.getState().destination).toBeNull();
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().token).toBe('token-of-admin');
    // The router app's guard takes the page there (see 'submits the trimmed username…').
    expect(useSignInStore.getState().destination).toBe('/ad/index');
    useSignInStore.getState().end();
  });
});
