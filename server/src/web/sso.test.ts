import { safeBack } from './sso';
import { startTestServer, type TestServer } from '../test/harness';
import { exchangeCode, openSsoForm, postSsoForm, SSO_STATE } from '../test/sso';

describe('safeBack', () => {
  it.each([
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin', '/admin'],
    ['/admin/ad/index?x=1#top', '/admin/ad/index?x=1#top'],
    ['//evil.example.com/admin/', '/admin/'],
    ['https://evil.example.com/admin/', '/admin/'],
    ['/\\evil.example.com', '/admin/'],
    ['/admin\\..\\evil', '/admin/'],
    ['/admin/../evil', '/admin/'],
    ['/administrator', '/admin/'],
    ['/admin/%0d%0aSet-Cookie:x', '/admin/%0d%0aSet-Cookie:x'],
    ['/admin/\r\nx', '/admin/'],
    ['javascript:alert(1)', '/admin/'],
    ['', '/admin/'],
    [undefined, '/admin/'],
  ])('%s → %s', (input, out) => {
    expect(safeBack(input)).toBe(out);
  });
});

describe('SSO stub', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(async () => s.close());

  const sessions = async () => (await s.db.selectFrom('session').select('id').execute()).length;
  const callback = (res: { headers: Record<string, unknown> }) => new URL(String(res.headers.location), 'http://console.local');

  it("shows a login form carrying the (sanitised) back-URL, the console's state and a CSRF token in an HttpOnly cookie", async () => {
    const res = await s.app.inject({ url: `/sso/login?back=%2Fadmin%2Fad%2Findex%3Fa%3D%22x&state=${SSO_STATE}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('name="back" value="/admin/ad/index?a=%22x"');
    expect(res.body).toContain(`name="state" value="${SSO_STATE}"`);
    const csrf = /name="csrf" value="([A-Za-z0-9_-]{43})"/.exec(res.body)?.[1];
    expect(res.headers['set-cookie']).toBe(`sso_csrf=${csrf}; Path=/sso; HttpOnly; SameSite=Strict`);
    const evil = await s.app.inject({ url: `/sso/login?back=https%3A%2F%2Fevil.example.com&state=${SSO_STATE}` });
    expect(evil.body).toContain('name="back" value="/admin/"');
  });

  it("without the console's state shows no form, only the way to the console's sign-in", async () => {
    for (const url of ['/sso/login?back=%2Fadmin%2F', '/sso/login?back=%2Fadmin%2F&state=short', '/sso/login?state=%3Cscript%3E0123456789012345678901']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('请从管理后台的登录页进入统一登录');
      expect(res.body).toContain('href="/admin/login"');
      expect(res.body).not.toContain('name="password"');
    }
  });

  it('comes back with a one-time code and the state, never a token; the code gives a working token (source sso) once', async () => {
    const res = await postSsoForm(s, await openSsoForm(s), { username: 'admin', back: '//evil.example.com' });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).not.toMatch(/token/i);
    const loc = callback(res);
    expect(loc.origin).toBe('http://console.local');
    expect(loc.pathname).toBe('/admin/authredirect');
    expect(loc.searchParams.get('redirect')).toBe('/admin/');
    expect(loc.searchParams.get('state')).toBe(SSO_STATE);
    const code = loc.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ex = await exchangeCode(s, code);
    expect(ex.statusCode).toBe(200);
    expect(ex.headers['cache-control']).toBe('no-store');
    const token = ex.json().data.token as string;
    expect((await s.call('GET', '/account/user/application', { token })).body.code).toBe(20000);
    const row = await s.db.selectFrom('session').select('source').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.source).toBe('sso');
    const again = await exchangeCode(s, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 40000,
      msg: expect.any(String),
      data: { errors: [{ field: 'code', message: '登录码无效、已使用或已过期，请重新登录' }] },
    });
    expect((await s.call('GET', '/account/user/application', { token })).body.code).toBe(20000);
  });

  it('gives two exchanges of one code at once one token between them', async () => {
    const code = callback(await postSsoForm(s, await openSsoForm(s), { username: 'viewer' })).searchParams.get('code')!;
    const both = await Promise.all([exchangeCode(s, code), exchangeCode(s, code), exchangeCode(s, code)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("refuses a code in a browser that did not start the sign-in (login CSRF), or whose state is not the code's", async () => {
    const code = callback(await postSsoForm(s, await openSsoForm(s), { username: 'ads' })).searchParams.get('code')!;
    const stateError = { code: 40000, msg: expect.any(String), data: { errors: [{ field: 'state', message: '这次登录不是从本浏览器发起的，请重新登录' }] } };
    // The victim's browser holds its own state, or none: the attacker's code is refused.
    expect((await exchangeCode(s, code, SSO_STATE, 'victims-own-state-0123456789')).json()).toEqual(stateError);
    expect((await exchangeCode(s, code, SSO_STATE, null)).json()).toEqual(stateError);
    // A state that is the browser's but not the one the code was given for.
    expect((await exchangeCode(s, code, 'another-state-0123456789abc')).json().data.errors[0].field).toBe('code');
    expect((await exchangeCode(s, code)).json().data.errors[0].field).toBe('code');
  });

  it('lets a code expire after a minute', async () => {
    const code = callback(await postSsoForm(s, await openSsoForm(s), { username: 'abroad' })).searchParams.get('code')!;
    s.clock.now = new Date(s.clock.now.getTime() + 61_000);
    expect((await exchangeCode(s, code)).json().data.errors[0].field).toBe('code');
  });

  it('takes the exchange as JSON only, with a well-formed code', async () => {
    const form = await s.app.inject({
      method: 'POST',
      url: '/sso/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `ssoState=${SSO_STATE}` },
      payload: `code=${'a'.repeat(43)}&state=${SSO_STATE}`,
    });
    expect(form.json().code).toBe(40000);
    expect((await exchangeCode(s, 'short')).json().data.errors[0].field).toBe('code');
  });

  it("refuses a post from another site or without the form's CSRF token, signing nobody in", async () => {
    const form = await openSsoForm(s);
    const before = await sessions();
    const refused = [
      await postSsoForm(s, form, { username: 'admin', origin: 'https://evil.example.com' }),
      await postSsoForm(s, form, { username: 'admin', origin: 'null' }),
      await postSsoForm(s, form, { username: 'admin', origin: null }),
      await postSsoForm(s, form, { username: 'admin', csrf: 'x'.repeat(43) }),
      await postSsoForm(s, form, { username: 'admin', cookie: '' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('name="password"');
    }
    expect(refused[0].body).toContain('登录请求不是从本站的登录页发出的');
    expect(refused[3].body).toContain('登录页已过期');
    expect(await sessions()).toBe(before);
    // A browser that sends no Origin but a Referer of this site is let through.
    const viaReferer = await s.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie, referer: 'http://localhost/sso/login?back=%2Fadmin%2F' },
      payload: new URLSearchParams({ username: 'admin', password: 'demo123456', back: '/admin/', state: SSO_STATE, csrf: form.csrf }).toString(),
    });
    expect(viaReferer.statusCode).toBe(302);
  });

  it('shows the form again with an error for wrong credentials', async () => {
    const res = await postSsoForm(s, await openSsoForm(s), { username: 'admin', password: 'wrong' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('用户名或密码错误');
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses a control character in the username or password with the form and the error, signing nobody in', async () => {
    const before = await sessions();
    const unknown = async () => s.db.selectFrom('unknown_sign_in').select(['username', 'outcome']).orderBy('id', 'desc').limit(1).executeTakeFirst();
    const form = await openSsoForm(s);
    const name = await postSsoForm(s, form, { username: 'admin\u0000' });
    expect(await unknown()).toEqual({ username: '***（已隐去 6 个字符）', outcome: 40000 });
    expect(name.statusCode).toBe(400);
    expect(name.headers.location).toBeUndefined();
    expect(name.body).toContain('用户名：第 6 个字符是不可见的控制字符 U+0000，请删除后再提交');
    expect(name.body).toContain('name="username" autocomplete="username" required value="admin"');
    const pw = await postSsoForm(s, form, { username: 'admin', password: 'demo\u0000123456' });
    expect(pw.statusCode).toBe(400);
    expect(pw.body).toContain('密码：第 5 个字符是不可见的控制字符 U+0000，请删除后再提交');
    expect(pw.body).toContain('name="csrf"');
    expect(await sessions()).toBe(before);
  });

  it('answers a throttled sign-in with 429, the wait in words and Retry-After', async () => {
    const form = await openSsoForm(s);
    for (let i = 0; i < 5; i++) expect((await postSsoForm(s, form, { username: 'viewer', password: 'wrong', from: '192.0.2.40' })).statusCode).toBe(401);
    const res = await postSsoForm(s, form, { username: 'viewer', from: '192.0.2.40' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toContain('请 30 秒后再试');
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses the urlencoded form on API routes (they take JSON)', async () => {
    const r = await s.call('POST', '/account/auth/token/create', {
      rawBody: 'username=admin&password=demo123456',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.body.code).toBe(40000);
  });
});
