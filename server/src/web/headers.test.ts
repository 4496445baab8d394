import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../app';
import { startTestServer, type TestServer } from '../test/harness';

/** The directives of a CSP header as name → sources. */
const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );

const HOLD = "document.documentElement.classList.add('hp-hold')";

describe('production headers', () => {
  let s: TestServer;
  let root: string;
  const write = (rel: string, body: string) => {
    const f = path.join(root, rel);
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, body);
  };
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'admin-headers-'));
    write('host/dist/index.html', '<!doctype html><title>host</title><script defer src="/admin/static/js/main.4f9a0c1b.js"></script>');
    write('host/dist/login.html', `<!doctype html><title>sign-in</title><script>${HOLD}</script><script defer src="/admin/main.js"></script>`);
    write('host/dist/runtime-config.json', JSON.stringify({ remoteOrigins: ['https://cdn.example.com/remotes/', 'javascript:alert(1)', 'not a url'] }));
    s = await startTestServer({ staticRoot: root, demo: true });
  }, 60_000);
  afterAll(async () => {
    await s.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('pages allow exactly this origin and the remote origins of runtime-config.json, no inline script, no framing', async () => {
    for (const url of ['/admin/', '/admin/ad/launch']) {
      const r = await s.app.inject({ url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      const p = csp(r.headers['content-security-policy']);
      expect(p['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(p['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(p['default-src']).toEqual(["'self'"]);
      expect(p['object-src']).toEqual(["'none'"]);
      expect(p['frame-ancestors']).toEqual(["'none'"]);
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['referrer-policy']).toBe('same-origin');
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("the sign-in page's HTML may run its own inline script, named by hash, and no other", async () => {
    const hash = `'sha256-${createHash('sha256').update(HOLD).digest('base64')}'`;
    for (const url of ['/admin/login', '/admin/login/?redirect=%2Fad%2Findex']) {
      const r = await s.app.inject({ url });
      expect(r.body).toContain('<title>sign-in</title>');
      expect(csp(r.headers['content-security-policy'])['script-src']).toEqual(["'self'", 'https://cdn.example.com', hash]);
    }
    // Every other address gets the console's page, with no inline script allowed.
    const other = await s.app.inject({ url: '/admin/ad/index' });
    expect(other.body).toContain('<title>host</title>');
    expect(csp(other.headers['content-security-policy'])['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
  });

  it('keeps the stricter policy of the SSO form (no script at all)', async () => {
    const r = await s.app.inject({ url: '/sso/login?back=/admin/' });
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    const p = csp(r.headers['content-security-policy']);
    expect(p['default-src']).toEqual(["'none'"]);
    expect(p['script-src']).toBeUndefined();
    expect(p['frame-ancestors']).toEqual(["'none'"]);
    expect(r.headers['referrer-policy']).toBe('same-origin');
  });

  it('follows a changed runtime configuration without a restart', async () => {
    write('host/dist/login.html', `<!doctype html><title>sign-in</title><script>${HOLD}</script><script defer src="/admin/main.js"></script>`);
    write('host/dist/runtime-config.json', JSON.stringify({ remoteOrigins: ['https://a.example.com', 'http://127.0.0.1:9001'] }));
    const p = csp((await s.app.inject({ url: '/admin/' })).headers['content-security-policy']);
    expect(p['script-src']).toEqual(["'self'", 'https://a.example.com', 'http://127.0.0.1:9001']);
  });

  it('marks every API answer no-store, successes and errors alike', async () => {
    const token = await s.login('admin');
    for (const [url, code] of [
      ['/base/ads/launch', 20000],
      ['/base/ads/launch/999999', 40400],
      ['/account/auth/user/info', 50022],
    ] as const) {
      const r = await s.call('GET', url, { token: code === 50022 ? 'nope' : token });
      expect(r.body.code).toBe(code);
      expect(r.res.headers['cache-control']).toBe('no-store');
      expect(r.res.headers['content-security-policy']).toBeUndefined();
    }
    expect((await s.app.inject({ url: '/admin_api/health' })).headers['cache-control']).toBe('no-store');
  });

  it('never lets a browser sniff a type, and keeps every page out of other windows and device features', async () => {
    const pages = ['/admin/', '/admin/login', '/sso/login'];
    const texts = ['/admin/static/js/gone.0123abcd.js', '/remotes/ads/gone.js', '/no/such/page', '/uploads/0123456789abcdef0123456789abcdef.png'];
    for (const url of [...pages, ...texts]) {
      const r = await s.app.inject({ url });
      expect([url, r.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
      expect([url, r.headers['cross-origin-opener-policy']]).toEqual([url, 'same-origin']);
      const features = String(r.headers['permissions-policy']).split(', ');
      expect([url, features]).toEqual([url, expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'fullscreen=(self)'])]);
    }
    for (const url of texts) expect((await s.app.inject({ url })).statusCode).toBe(404);
  });

  it('sends HSTS when configured for TLS', async () => {
    const t = await startTestServer({ staticRoot: root, demo: false, hstsMaxAge: 31536000 });
    try {
      for (const url of ['/admin/', '/admin_api/health']) {
        expect((await t.app.inject({ url })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await t.close();
    }
  });

  it('the console page template has no inline script (the CSP would block it)', () => {
    const html = readFileSync(path.join(REPO_ROOT, 'host/public/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
