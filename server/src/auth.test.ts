import { DEMO_ROLES } from '@admin/shared/contract';
import { endSsoSessions, TOKEN_TTL_MS } from './auth/sessions';
import { THROTTLE_WINDOW_MS } from './auth/throttle';
import { startTestServer, type TestServer } from './test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(async () => s.close());

const info = (token: string) => s.call('GET', `/account/auth/user/info?token=${encodeURIComponent(token)}`);

/** Signs in through the SSO stub and returns the token from the redirect. */
async function ssoLogin(username: string, back = '/admin/dashboard'): Promise<string> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/sso/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: 'demo123456', back }).toString(),
  });
  expect(res.statusCode).toBe(302);
  const loc = new URL(res.headers.location as string, 'http://x');
  expect(loc.pathname).toBe('/admin/authredirect');
  expect(loc.searchParams.get('redirect')).toBe(back);
  return loc.searchParams.get('token')!;
}

describe('sign-in', () => {
  it('returns an opaque token that user info accepts as query or header', async () => {
    const token = await s.login('viewer');
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const r = await info(token);
    expect(r.body).toEqual({ code: 20000, msg: 'ok', data: { roles: [...DEMO_ROLES.viewer].sort(), name: '只读访客', avatar: '' } });
    expect((await s.call('GET', '/account/auth/user/info', { token })).body.code).toBe(20000);
  });

  it('stores only a hash of the token and a scrypt hash of the password', async () => {
    const token = await s.login('abroad');
    const sessions = await s.db.selectFrom('session').select('token_hash').execute();
    expect(sessions.some((x) => x.token_hash === token)).toBe(false);
    const user = await s.db.selectFrom('admin_user').select('password_hash').where('username', '=', 'abroad').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain('demo123456');
  });

  it('gives the nobody account empty roles (the console then shows 暂无权限)', async () => {
    const r = await info(await s.login('nobody'));
    expect(r.body.data.roles).toEqual([]);
  });

  it('rejects wrong credentials with a field error and the same message for unknown users', async () => {
    const a = await s.call('POST', '/account/auth/token/create', { body: { username: 'admin', password: 'wrong-password' } });
    const b = await s.call('POST', '/account/auth/token/create', { body: { username: 'ghost', password: 'wrong-password' } });
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ code: 40000, msg: '用户名或密码错误', data: { errors: [{ field: 'password', message: '用户名或密码错误' }] } });
    expect(b.body).toEqual(a.body);
  });

  it('needs the AUTH-SYS header', async () => {
    const r = await s.call('POST', '/account/auth/token/create', { body: { username: 'admin', password: 'demo123456' }, noSystemHeader: true });
    expect(r.body.code).toBe(40000);
    expect(r.body.msg).toContain('AUTH-SYS');
  });

  it('throttles after 5 failures per username and address (42900), even for the right password, until the window passes', async () => {
    const bad = () => s.call('POST', '/account/auth/token/create', { body: { username: 'ads', password: 'nope-nope' } });
    for (let i = 0; i < 5; i++) expect((await bad()).body.code).toBe(40000);
    const r = await s.call('POST', '/account/auth/token/create', { body: { username: 'ads', password: 'demo123456' } });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe(42900);
    expect(r.body.msg).toContain('10 分钟');
    // Another account from the same address is not affected.
    expect(await s.login('viewer')).toBeTruthy();
    s.clock.now = new Date(s.clock.now.getTime() + THROTTLE_WINDOW_MS + 1000);
    expect(await s.login('ads')).toBeTruthy();
  });
});

describe('the three logout codes', () => {
  it('50022 for a missing, unknown or expired token', async () => {
    expect((await s.call('GET', '/account/user/application')).body.code).toBe(50022);
    const unknown = await s.call('GET', '/account/user/application', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 50022, msg: '登录状态已失效，请重新登录', data: null });
    const token = await s.login('viewer');
    expect((await s.call('GET', '/account/user/application', { token })).body.code).toBe(20000);
    s.clock.now = new Date(s.clock.now.getTime() + TOKEN_TTL_MS + 1000);
    expect((await s.call('GET', '/account/user/application', { token })).body.code).toBe(50022);
  });

  it('50021 for a token revoked by signing in again elsewhere', async () => {
    const first = await s.login('admin');
    const second = await s.login('admin');
    const r = await s.call('GET', '/base/ads/launch', { token: first });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(50021);
    expect(r.body.msg).toContain('其他地方登录');
    expect((await s.call('GET', '/base/ads/launch', { token: second })).body.code).toBe(20000);
  });

  it('61000 when the single-sign-on session is ended (admin command / test switch)', async () => {
    const token = await ssoLogin('viewer');
    expect((await info(token)).body.code).toBe(20000);
    expect(await endSsoSessions(s.db, 'viewer', s.clock.now)).toBe(1);
    const r = await info(token);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(61000);
  });

  it('the test switch endpoint exists only when enabled', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/admin_api/__test__/end-sso', payload: { username: 'viewer' } });
    expect(r.statusCode).toBe(404);
    const t = await startTestServer({ testHooks: true, demo: true });
    try {
      const token = await (async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/sso/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'username=ads&password=demo123456&back=%2Fadmin%2F',
        });
        return new URL(res.headers.location as string, 'http://x').searchParams.get('token')!;
      })();
      const end = await t.app.inject({ method: 'POST', url: '/admin_api/__test__/end-sso', payload: { username: 'ads' } });
      expect(end.json().data.ended).toBe(1);
      expect((await t.call('GET', '/base/ads/launch', { token })).body.code).toBe(61000);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('logout revokes the token (50022 afterwards) and only that token', async () => {
    const token = await s.login('abroad');
    const out = await s.call('GET', '/account/auth/user/logout', { token });
    expect(out.body).toEqual({ code: 20000, msg: 'ok', data: null });
    expect((await info(token)).body.code).toBe(50022);
    expect((await s.call('GET', '/account/auth/user/logout', { token })).body.code).toBe(50022);
  });

  it('takes the token from the query only for the user-info call', async () => {
    const token = await s.login('viewer');
    const r = await s.call('GET', `/account/user/application?token=${token}`);
    expect(r.body.code).toBe(50022);
  });
});
