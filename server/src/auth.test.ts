import { API_PREFIX, DEMO_PASSWORD, DEMO_ROLES, HEADER } from '@admin/shared/contract';
import { endSsoSessions, TOKEN_TTL_MS } from './auth/sessions';
import { ADDRESS_MAX_FAILURES, THROTTLE_WINDOW_MS } from './auth/throttle';
import { startTestServer, type TestServer } from './test/harness';
import { ssoSignIn } from './test/sso';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(async () => s.close());

/** A sign-in through the API from `from` (the socket's peer address), with extra headers. */
function signIn(t: TestServer, username: string, password: string, from = '127.0.0.1', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/account/auth/token/create`,
    remoteAddress: from,
    headers: { [HEADER.system]: HEADER.systemValue, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ username, password }),
  });
}

const later = (t: TestServer, ms: number) => void (t.clock.now = new Date(t.clock.now.getTime() + ms));

const info = (token: string) => s.call('GET', `/account/auth/user/info?token=${encodeURIComponent(token)}`);

/** Signs in through the SSO stub: the token the callback's code is exchanged for. */
const ssoLogin = (username: string, back = '/admin/dashboard') => ssoSignIn(s, username, back);

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
    expect(r.body.msg).toBe('登录失败次数过多，请 30 秒后再试');
    expect(r.res.headers['retry-after']).toBe('30');
    // Another account from the same address is not affected.
    expect(await s.login('viewer')).toBeTruthy();
    s.clock.now = new Date(s.clock.now.getTime() + THROTTLE_WINDOW_MS + 1000);
    expect(await s.login('ads')).toBeTruthy();
  });
});

describe('the sign-in throttle', () => {
  it('counts a burst of concurrent wrong passwords one by one: the right one late in the burst does not sign in', async () => {
    const sessions = async () => (await s.db.selectFrom('session').select('id').execute()).length;
    const before = await sessions();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(s, 'ads', i === 30 ? DEMO_PASSWORD : `wrong-${i}`, '192.0.2.10')));
    const codes = burst.map((r) => r.json().code as number);
    expect(codes[30]).toBe(42900);
    expect(codes.filter((c) => c === 40000)).toHaveLength(5);
    expect(codes.filter((c) => c === 42900)).toHaveLength(35);
    const refused = burst[30];
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(await sessions()).toBe(before);
  });

  it('backs off per account and address: 30 s after the 5th failure, doubling with each further one', async () => {
    const from = '192.0.2.11';
    for (let i = 0; i < 5; i++) expect((await signIn(s, 'abroad', 'nope-nope', from)).json().code).toBe(40000);
    let r = await signIn(s, 'abroad', DEMO_PASSWORD, from);
    expect([r.json().code, r.headers['retry-after']]).toEqual([42900, '30']);
    later(s, 29_000);
    r = await signIn(s, 'abroad', DEMO_PASSWORD, from);
    expect([r.json().code, r.headers['retry-after']]).toEqual([42900, '1']);
    later(s, 1_000);
    expect((await signIn(s, 'abroad', 'nope-nope', from)).json().code).toBe(40000);
    r = await signIn(s, 'abroad', DEMO_PASSWORD, from);
    expect([r.json().code, r.headers['retry-after'], r.json().msg]).toEqual([42900, '60', '登录失败次数过多，请 1 分钟后再试']);
    later(s, 60_000);
    expect((await signIn(s, 'abroad', DEMO_PASSWORD, from)).json().code).toBe(20000);
    // A sign-in clears the account's failures from that address.
    for (let i = 0; i < 5; i++) expect((await signIn(s, 'abroad', 'nope-nope', from)).json().code).toBe(40000);
  });

  it('caps failures from one address across usernames (password spraying), even at once; other addresses sign in', async () => {
    const from = '192.0.2.12';
    const sprayed = await Promise.all(Array.from({ length: ADDRESS_MAX_FAILURES + 10 }, (_, i) => signIn(s, `sprayed-${i}`, 'Spring2026!', from)));
    const codes = sprayed.map((r) => r.json().code as number);
    expect(codes.filter((c) => c === 40000)).toHaveLength(ADDRESS_MAX_FAILURES);
    expect(codes.filter((c) => c === 42900)).toHaveLength(10);
    const right = await signIn(s, 'viewer', DEMO_PASSWORD, from);
    expect([right.json().code, right.headers['retry-after']]).toEqual([42900, String(THROTTLE_WINDOW_MS / 1000)]);
    expect((await signIn(s, 'viewer', DEMO_PASSWORD, '192.0.2.13')).json().code).toBe(20000);
    later(s, THROTTLE_WINDOW_MS + 1000);
    expect((await signIn(s, 'viewer', DEMO_PASSWORD, from)).json().code).toBe(20000);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startTestServer({ trustProxy: ['127.0.0.1'] });
  }, 60_000);
  afterAll(async () => p.close());

  /** Through the proxy at 127.0.0.1, which appends the address it saw to what the client sent. */
  const viaProxy = (username: string, password: string, client: string, sent?: string) =>
    signIn(p, username, password, '127.0.0.1', { 'x-forwarded-for': sent ? `${sent}, ${client}` : client });

  it('holds back the guessing address, not the account: the real user signs in from another address', async () => {
    for (let i = 0; i < 5; i++) expect((await viaProxy('admin', `guess-${i}`, '203.0.113.5')).json().code).toBe(40000);
    expect((await viaProxy('admin', 'guess', '203.0.113.5')).json().code).toBe(42900);
    expect((await viaProxy('admin', DEMO_PASSWORD, '203.0.113.5')).json().code).toBe(42900);
    expect((await viaProxy('admin', DEMO_PASSWORD, '198.51.100.7')).json().code).toBe(20000);
    const row = await p.db
      .selectFrom('audit_log')
      .select(['ip', 'username'])
      .where('action', '=', 'login')
      .where('outcome', '=', 20000)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ip: '198.51.100.7', username: 'admin' });
  });

  it('counts the address the proxy saw, whatever X-Forwarded-For the client sends', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await viaProxy('viewer', 'guess', '203.0.113.6', `10.9.9.${i}`)).json().code);
    expect(codes).toEqual([40000, 40000, 40000, 40000, 40000, 42900, 42900]);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await signIn(p, 'ads', 'guess', '192.0.2.77', { 'x-forwarded-for': `198.51.100.${i}` })).json().code);
    expect(codes).toEqual([40000, 40000, 40000, 40000, 40000, 42900, 42900]);
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
      const token = await ssoSignIn(t, 'ads');
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
