import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { waitFor } from '@testing-library/react';
import { http, setApiUi } from '@admin/shared/api';
import { COOKIE } from '@admin/shared/contract';
import { useAuthStore } from './store';

type Route = (config: InternalAxiosRequestConfig) => [number, unknown];

/** A fake API behind axios' adapter option: the client, interceptors and store run for real. */
function serve(route: Route): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const [status, body] = route(config);
    const response: AxiosResponse = { data: body, status, statusText: '', headers: {}, config };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  http.defaults.adapter = adapter;
  return calls;
}

const ok = (data: unknown): [number, unknown] => [200, { code: 20000, msg: '', data }];
const originalAdapter = http.defaults.adapter;
const toast = jest.fn();

beforeEach(() => {
  toast.mockReset();
  setApiUi({ toast, confirmLogout: async () => true, navigate: () => {} });
  useAuthStore.setState({ token: null, name: '', avatar: '', roles: [] });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  Cookies.remove(COOKIE.token);
  setApiUi(null);
});

it('login stores the token in the Admin-Token cookie and the store', async () => {
  const calls = serve(() => ok({ token: 'abc123' }));
  await useAuthStore.getState().login({ username: ' admin ', password: 'demo123456' });
  expect(calls[0].url).toBe('/account/auth/token/create');
  expect(calls[0].method).toBe('post');
  expect(JSON.parse(calls[0].data as string)).toEqual({ username: 'admin', password: 'demo123456' });
  expect(Cookies.get('Admin-Token')).toBe('abc123');
  expect(useAuthStore.getState().token).toBe('abc123');
});

it('login failure stores nothing and rejects with the server message', async () => {
  serve(() => [400, { code: 40000, msg: '用户名或密码错误', data: null }]);
  await expect(useAuthStore.getState().login({ username: 'admin', password: 'x' })).rejects.toMatchObject({
    msg: '用户名或密码错误',
  });
  expect(Cookies.get('Admin-Token')).toBeUndefined();
  expect(useAuthStore.getState().token).toBeNull();
});

it('getInfo loads roles, name and avatar with the token as query', async () => {
  useAuthStore.getState().setToken('t1');
  const calls = serve(() => ok({ roles: ['nav.view_floor'], name: 'Admin', avatar: '/a.png' }));
  await expect(useAuthStore.getState().getInfo()).resolves.toEqual({
    roles: ['nav.view_floor'],
    name: 'Admin',
    avatar: '/a.png',
  });
  expect(calls[0].url).toBe('/account/auth/user/info');
  expect(calls[0].params).toEqual({ token: 't1' });
  expect(useAuthStore.getState()).toMatchObject({ roles: ['nav.view_floor'], name: 'Admin', avatar: '/a.png' });
});

it.each([[[]], [['']]])('getInfo rejects with 暂无权限 when roles are %j', async (roles) => {
  useAuthStore.getState().setToken('t1');
  serve(() => ok({ roles, name: 'Nobody', avatar: '' }));
  await expect(useAuthStore.getState().getInfo()).rejects.toThrow(new Error('暂无权限'));
  expect(useAuthStore.getState().roles).toEqual([]);
});

it('getInfo calls made while one is under way share its request; a later call asks again', async () => {
  useAuthStore.getState().setToken('t1');
  const calls = serve(() => ok({ roles: ['nav.view_floor'], name: 'Admin', avatar: '' }));
  const [first, second] = [useAuthStore.getState().getInfo(), useAuthStore.getState().getInfo()];
  expect(second).toBe(first);
  await first;
  expect(calls).toHaveLength(1);
  await useAuthStore.getState().getInfo();
  expect(calls).toHaveLength(2);
});

describe('getInfo with the user-info call the sign-in page sent (SentInfo)', () => {
  const sentFor = (token: string, data: unknown) =>
    Promise.resolve({ token, answer: Promise.resolve({ status: 200, statusText: 'OK', headers: {}, body: JSON.stringify({ code: 20000, msg: '', data }) }) });

  it('takes its answer when it was sent for the stored token: no call of its own', async () => {
    useAuthStore.getState().setToken('t1');
    const calls = serve(() => ok({ roles: ['own.call'], name: 'Own', avatar: '' }));
    await expect(useAuthStore.getState().getInfo(sentFor('t1', { roles: ['nav.view_floor'], name: 'Admin', avatar: '' }))).resolves.toEqual({
      roles: ['nav.view_floor'],
      name: 'Admin',
      avatar: '',
    });
    expect(calls).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({ roles: ['nav.view_floor'], name: 'Admin' });
  });

  it('goes through the client: an answer without roles still rejects with 暂无权限', async () => {
    useAuthStore.getState().setToken('t1');
    serve(() => ok({ roles: ['own.call'], name: 'Own', avatar: '' }));
    await expect(useAuthStore.getState().getInfo(sentFor('t1', { roles: [], name: 'Nobody', avatar: '' }))).rejects.toThrow(new Error('暂无权限'));
  });

  it.each([
    ['for another token', sentFor('t0', { roles: ['old.role'], name: 'Old', avatar: '' })],
    ['when none was sent', Promise.resolve(undefined)],
    ['when the sign-in call failed', Promise.reject(new Error('Network Error'))],
  ])('makes its own call %s', async (_, sent) => {
    useAuthStore.getState().setToken('t1');
    const calls = serve(() => ok({ roles: ['own.call'], name: 'Own', avatar: '' }));
    await expect(useAuthStore.getState().getInfo(sent)).resolves.toMatchObject({ roles: ['own.call'] });
    expect(calls.map((c) => c.params)).toEqual([{ token: 't1' }]);
  });
});

it('a getInfo under way for one token is not handed to the next session, nor sets its roles', async () => {
  useAuthStore.getState().setToken('t1');
  const answers: ((value: [number, unknown]) => void)[] = [];
  const calls: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = (config) => {
    calls.push(config);
    return new Promise<[number, unknown]>((resolve) => answers.push(resolve)).then(([status, data]) => ({ data, status, statusText: '', headers: {}, config }));
  };
  const old = useAuthStore.getState().getInfo();
  useAuthStore.getState().setToken('t2');
  const next = useAuthStore.getState().getInfo();
  expect(next).not.toBe(old);
  await waitFor(() => expect(calls.map((c) => c.params)).toEqual([{ token: 't1' }, { token: 't2' }]));
  answers[0](ok({ roles: ['old.role'], name: 'Old', avatar: '' }));
  await old;
  expect(useAuthStore.getState().roles).toEqual([]);
  answers[1](ok({ roles: ['new.role'], name: 'New', avatar: '' }));
  await next;
  expect(useAuthStore.getState().roles).toEqual(['new.role']);
});

it('logout calls the server and clears token and roles', async () => {
  useAuthStore.getState().setToken('t1');
  useAuthStore.setState({ roles: ['a'], name: 'A' });
  const calls = serve(() => ok(null));
  await useAuthStore.getState().logout();
  expect(calls[0].url).toBe('/account/auth/user/logout');
  expect(Cookies.get('Admin-Token')).toBeUndefined();
  expect(useAuthStore.getState()).toMatchObject({ token: null, roles: [], name: '' });
});

it('logout still signs out locally, without a dialog, when the server call fails', async () => {
  useAuthStore.getState().setToken('t1');
  useAuthStore.setState({ roles: ['a'] });
  serve(() => [401, { code: 50022, msg: 'token 已失效', data: null }]);
  await useAuthStore.getState().logout();
  expect(toast).not.toHaveBeenCalled();
  expect(useAuthStore.getState()).toMatchObject({ token: null, roles: [] });
});

it('forcedLogout clears only the token', () => {
  useAuthStore.getState().setToken('t1');
  useAuthStore.setState({ roles: ['a'], name: 'A' });
  useAuthStore.getState().forcedLogout();
  expect(Cookies.get('Admin-Token')).toBeUndefined();
  expect(useAuthStore.getState()).toMatchObject({ token: null, roles: ['a'], name: 'A' });
});

it("ending this tab's session keeps the token a sign-in in another tab stored since", () => {
  useAuthStore.getState().setToken('t1');
  // Another tab of the same browser signs in: the shared cookie now holds its token.
  Cookies.set('Admin-Token', 't2');
  useAuthStore.getState().resetSession();
  expect(Cookies.get('Admin-Token')).toBe('t2');
  expect(useAuthStore.getState().token).toBeNull();

  useAuthStore.setState({ token: 't1' });
  useAuthStore.getState().forcedLogout();
  expect(Cookies.get('Admin-Token')).toBe('t2');
  expect(useAuthStore.getState().token).toBeNull();
});

it('the re-login dialog removes the token its failed call carried, also one set behind the store', async () => {
  useAuthStore.getState().setToken('t1');
  // The API client reads the cookie for every call: it sent this one, which the server refuses.
  Cookies.set('Admin-Token', 'gone');
  serve(() => [401, { code: 50022, msg: 'token 已失效', data: null }]);
  await expect(http.get('/anything')).rejects.toMatchObject({ code: 50022 });
  await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
  expect(Cookies.get('Admin-Token')).toBeUndefined();
});

it('the re-login dialog keeps a token stored after its failed call was sent', async () => {
  useAuthStore.getState().setToken('t1');
  serve(() => {
    // Another tab signs in while this call is on its way.
    Cookies.set('Admin-Token', 't2');
    return [401, { code: 50022, msg: 'token 已失效', data: null }];
  });
  await expect(http.get('/anything')).rejects.toMatchObject({ code: 50022 });
  await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
  expect(Cookies.get('Admin-Token')).toBe('t2');
});

it('the re-login dialog of the API client ends the session through the store', async () => {
  useAuthStore.getState().setToken('t1');
  useAuthStore.setState({ roles: ['a'] });
  serve(() => [401, { code: 50022, msg: 'token 已失效', data: null }]);
  await expect(http.get('/anything')).rejects.toMatchObject({ code: 50022 });
  await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
  expect(Cookies.get('Admin-Token')).toBeUndefined();
  expect(useAuthStore.getState().roles).toEqual(['a']);
});
