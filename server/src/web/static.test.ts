import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor } from './static';
import { startTestServer, type TestServer } from '../test/harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cache rules', () => {
  it.each([
    ['main.4f9a0c1b.js', IMMUTABLE],
    ['__federation_expose_routes.0123456789abcdef.js', IMMUTABLE],
    ['styles.deadbeef12.css', IMMUTABLE],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['runtime-config.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['login.html', 'no-cache'],
    ['favicon.ico', 'no-cache'],
  ])('%s → %s', (name, rule) => expect(cacheControlFor(name)).toBe(rule));
});

describe('static hosting', () => {
  let s: TestServer;
  let root: string;
  const write = (rel: string, body: string) => {
    const f = path.join(root, rel);
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, body);
  };
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'admin-static-'));
    write('host/dist/index.html', '<!doctype html><title>host</title>');
    write('host/dist/static/js/main.4f9a0c1b.js', 'console.log(1)');
    write('host/dist/remotes.json', '[{"name":"ads","entry":"/remotes/ads/mf-manifest.json"}]');
    write('remotes/ads/dist/remoteEntry.js', 'var ads;');
    write('remotes/ads/dist/mf-manifest.json', '{}');
    write('remotes/ads/dist/static/js/123.abcdef12.js', 'chunk');
    write('deploy/remotes/ads/v2/remoteEntry.js', 'var adsV2;');
    write('override/remotes.json', '[]');
    write('host/dist/.secret', 'TOP-SECRET');
    write('host/dist/main.js.map', '{"sourcesContent":["TOP-SECRET"]}');
    write('host/dist/static/js/main.4f9a0c1b.js.map', '{"sourcesContent":["TOP-SECRET"]}');
    write('remotes/ads/dist/remoteEntry.js.map', '{"sourcesContent":["TOP-SECRET"]}');
    write('deploy/remotes/ads/v2/remoteEntry.js.MAP', '{"sourcesContent":["TOP-SECRET"]}');
    write('outside.txt', 'OUTSIDE-FILE');
    s = await startTestServer({
      staticRoot: root,
      remotesJson: path.join(root, 'override/remotes.json'),
      deployDir: path.join(root, 'deploy'),
      demo: false,
    });
  }, 60_000);
  afterAll(async () => {
    await s.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => s.app.inject({ url });

  it('redirects / to /admin/', async () => {
    const r = await get('/');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/admin/');
  });

  it('serves the host with SPA fallback and the cache rules of DESIGN 6', async () => {
    const index = await get('/admin/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<title>host</title>');
    const deep = await get('/admin/ad/index?x=1');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>host</title>');
    // A build without the sign-in page's own HTML (login.html): the sign-in address gets index.html.
    expect((await get('/admin/login')).body).toContain('<title>host</title>');
    const js = await get('/admin/static/js/main.4f9a0c1b.js');
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect(js.headers['content-type']).toContain('javascript');
    const missing = await get('/admin/static/js/gone.11111111.js');
    expect(missing.statusCode).toBe(404);
  });

  it('serves remotes from their dist and versioned deployments from DEPLOY_DIR', async () => {
    const entry = await get('/remotes/ads/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/ads/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/ads/static/js/123.abcdef12.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/remotes/ads/v2/remoteEntry.js')).body).toBe('var adsV2;');
    const none = await get('/remotes/course/remoteEntry.js');
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('npm run build');
  });

  it('serves remotes.json from REMOTES_JSON, never cached', async () => {
    const r = await get('/admin/remotes.json');
    expect(r.body).toBe('[]');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect((await get('/admin/runtime-config.json')).statusCode).toBe(404);
  });

  it('keeps the source maps of the build on disk and serves none of them', async () => {
    for (const url of [
      '/admin/main.js.map',
      '/admin/static/js/main.4f9a0c1b.js.map',
      '/remotes/ads/remoteEntry.js.map',
      '/remotes/ads/v2/remoteEntry.js.MAP',
    ]) {
      const r = await get(url);
      expect([url, r.statusCode]).toEqual([url, 404]);
      expect(r.body).not.toContain('TOP-SECRET');
    }
  });

  it('names a missing file and its build without a path of this machine', async () => {
    for (const url of ['/admin/static/js/gone.11111111.js', '/remotes/ads/static/js/gone.js', '/remotes/course/remoteEntry.js', '/admin/runtime-config.json']) {
      const r = await get(url);
      expect([url, r.statusCode]).toEqual([url, 404]);
      expect(r.body).toContain('npm run build');
      expect(r.body).not.toContain(root);
      expect(r.body).not.toContain(os.tmpdir());
    }
    expect((await get('/admin/static/js/gone.11111111.js')).body).toContain('/admin/static/js/gone.11111111.js 不存在（host/dist）');
  });

  it('never leaves its folders or serves dotfiles', async () => {
    for (const url of [
      '/admin/../outside.txt',
      '/admin/%2e%2e/outside.txt',
      '/admin/..%2foutside.txt',
      '/admin/.secret',
      '/remotes/ads/..%2f..%2f..%2foutside.txt',
      '/remotes/ads/%2e%2e/%2e%2e/%2e%2e/outside.txt',
      '/remotes/..%2f/x',
    ]) {
      const r = await get(url);
      expect(r.body).not.toMatch(/TOP-SECRET|OUTSIDE-FILE/);
    }
  });
});

describe('without a build', () => {
  it('starts and answers 404 with a clear message', async () => {
    const s = await startTestServer({ staticRoot: path.join(os.tmpdir(), 'does-not-exist-admin'), demo: false });
    try {
      const r = await s.app.inject({ url: '/admin/' });
      expect(r.statusCode).toBe(404);
      expect(r.body).toContain('npm run build');
      expect(r.body).not.toContain(os.tmpdir());
    } finally {
      await s.close();
    }
  });
});
