import { safeBack } from './sso';
import { startTestServer, type TestServer } from '../test/harness';

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

  it('shows a login form carrying the (sanitised) back-URL', async () => {
    const res = await s.app.inject({ url: '/sso/login?back=%2Fadmin%2Fad%2Findex%3Fa%3D%22x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('name="back" value="/admin/ad/index?a=%22x"');
    const evil = await s.app.inject({ url: '/sso/login?back=https%3A%2F%2Fevil.example.com' });
    expect(evil.body).toContain('name="back" value="/admin/"');
  });

  it('redirects to /admin/authredirect with a token that works (source sso)', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=demo123456&back=%2F%2Fevil.example.com',
    });
    expect(res.statusCode).toBe(302);
    const loc = new URL(res.headers.location as string, 'http://console.local');
    expect(loc.origin).toBe('http://console.local');
    expect(loc.pathname).toBe('/admin/authredirect');
    expect(loc.searchParams.get('redirect')).toBe('/admin/');
    const token = loc.searchParams.get('token')!;
    expect((await s.call('GET', '/account/user/application', { token })).body.code).toBe(20000);
    const row = await s.db.selectFrom('session').select('source').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.source).toBe('sso');
  });

  it('shows the form again with an error for wrong credentials', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=wrong&back=%2Fadmin%2F',
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('用户名或密码错误');
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
