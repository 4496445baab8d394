// Compressed delivery: the build writes brotli and gzip copies beside every
// text file; the server picks one by Accept-Encoding, keeps the file's cache rule, and says
// `Vary: Accept-Encoding`; JSON API bodies of 1 KB and more are compressed on the fly.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedCodings } from '../http/compress';
import { startTestServer, type TestServer } from '../test/harness';

// The build side lives in scripts/ (CommonJS, used by every webpack config and by deploy-remote).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PrecompressPlugin, precompressDir } = require('../../../scripts/webpack/precompress-plugin.cjs');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHROME = 'gzip, deflate, br, zstd';
/** Large and repetitive enough to be compressed (over 1 KB, shrinks well). */
const big = (tag: string) => `/* ${tag} */\n${Array.from({ length: 200 }, (_, i) => `console.log("${tag} line ${i}");`).join('\n')}\n`;

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br;q=0.5, gzip;q=0.8', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['gzip;q=0, *', ['br']],
    ['X-GZIP', ['gzip']],
    [
      ['gzip', 'br'],
      ['br', 'gzip'],
    ],
  ] as [string | string[] | undefined, string[]][])('%j → %j', (header, codings) => expect(acceptedCodings(header)).toEqual(codings));
});

describe('precompressed static files', () => {
  let s: TestServer;
  let root: string;
  const write = (rel: string, body: string | Buffer) => {
    const f = path.join(root, rel);
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, body);
    return f;
  };
  /** A file and both compressed copies of it, as the build writes them. */
  const built = (rel: string, body: string) => {
    write(rel, body);
    write(`${rel}.br`, brotliCompressSync(body));
    write(`${rel}.gz`, gzipSync(body));
  };
  const get = (url: string, acceptEncoding?: string) =>
    s.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const decoded = (r: Awaited<ReturnType<typeof get>>) => {
    const coding = r.headers['content-encoding'];
    if (coding === 'br') return brotliDecompressSync(r.rawPayload).toString('utf8');
    if (coding === 'gzip') return gunzipSync(r.rawPayload).toString('utf8');
    expect(coding).toBeUndefined();
    return r.rawPayload.toString('utf8');
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'admin-compressed-'));
    built('host/dist/index.html', `<!doctype html><title>host</title>${'<!-- padding -->'.repeat(100)}`);
    built('host/dist/login.html', `<!doctype html><title>sign-in</title>${'<!-- padding -->'.repeat(100)}`);
    built('host/dist/main.js', big('main'));
    built('host/dist/4f9a0c1b22.0123456789.js', big('chunk'));
    write('host/dist/plain.11111111.js', big('no copies'));
    // A copy left from an older build: the file was replaced an hour after it.
    built('host/dist/edited.22222222.js', big('old'));
    const edited = write('host/dist/edited.22222222.js', big('new'));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(`${edited}.br`, hourAgo, hourAgo);
    utimesSync(`${edited}.gz`, hourAgo, hourAgo);
    built('remotes/ads/dist/remoteEntry.js', big('entry'));
    built('remotes/ads/dist/mf-manifest.json', JSON.stringify({ name: 'ads', pad: 'x'.repeat(2000) }));
    built('remotes/ads/dist/123.abcdef1234.js', big('remote chunk'));
    write('host/dist/logo.11111111.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write('host/dist/logo.11111111.png.br', Buffer.from('not served'));
    s = await startTestServer({ staticRoot: root, demo: false });
  }, 60_000);
  afterAll(async () => {
    await s.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser, with the type, cache rule and Vary of the file', async () => {
    const r = await get('/admin/4f9a0c1b22.0123456789.js', CHROME);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^application\/javascript/);
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
    expect(r.rawPayload.length).toBeLessThan(big('chunk').length / 4);
    expect(decoded(r)).toBe(big('chunk'));
  });

  it('sends gzip to a client without brotli, and the file itself to one without either', async () => {
    const gz = await get('/admin/main.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(big('main'));
    const refusedBr = await get('/admin/main.js', 'br;q=0, gzip');
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    for (const ae of [undefined, 'identity', 'deflate']) {
      const plain = await get('/admin/main.js', ae);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(big('main'));
    }
  });

  it('keeps entries and the SPA page no-cache in every coding', async () => {
    for (const [url, text] of [
      ['/remotes/ads/remoteEntry.js', big('entry')],
      ['/remotes/ads/mf-manifest.json', JSON.stringify({ name: 'ads', pad: 'x'.repeat(2000) })],
    ]) {
      const r = await get(url, CHROME);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(decoded(r)).toBe(text);
    }
    const manifest = await get('/remotes/ads/mf-manifest.json', CHROME);
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    const chunk = await get('/remotes/ads/123.abcdef1234.js', 'gzip');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(chunk)).toBe(big('remote chunk'));
    for (const url of ['/admin/', '/admin/ad/index']) {
      const page = await get(url, CHROME);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page)).toContain('<title>host</title>');
    }
    // The sign-in address's own page (the form drawn at build time) likewise.
    for (const coding of [CHROME, 'gzip']) {
      const signIn = await get('/admin/login?redirect=%2Fad', coding);
      expect(signIn.headers['content-encoding']).toBe(coding === 'gzip' ? 'gzip' : 'br');
      expect(signIn.headers['cache-control']).toBe('no-cache');
      expect(decoded(signIn)).toContain('<title>sign-in</title>');
    }
  });

  it('sends the file itself when it has no copy, or only a stale one', async () => {
    const plain = await get('/admin/plain.11111111.js', CHROME);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big('no copies'));
    const edited = await get('/admin/edited.22222222.js', CHROME);
    expect(edited.headers['content-encoding']).toBeUndefined();
    expect(edited.body).toBe(big('new'));
  });

  it('never compresses or relabels binary files', async () => {
    const r = await get('/admin/logo.11111111.png', CHROME);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers a revalidation of a compressed copy with 304', async () => {
    const first = await get('/admin/main.js', CHROME);
    const again = await s.app.inject({ url: '/admin/main.js', headers: { 'accept-encoding': CHROME, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The gzip copy is another representation: its ETag differs from the brotli one.
    const gz = await get('/admin/main.js', 'gzip');
    expect(gz.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('compressed JSON API responses', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login('admin');
  }, 60_000);
  afterAll(() => s.close());

  it('compresses a list page for a client that accepts it, with Vary', async () => {
    const plain = await s.call('GET', '/base/ads/launch?limit=20', { token });
    expect(plain.body.code).toBe(20000);
    expect(plain.res.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.res.headers.vary).toMatch(/accept-encoding/i);

    const br = await s.call('GET', '/base/ads/launch?limit=20', { token, headers: { 'accept-encoding': CHROME } });
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(br.res.headers['content-type']).toMatch(/^application\/json/);
    expect(br.res.rawPayload.length).toBeLessThan(plain.res.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.res.rawPayload).toString('utf8'))).toEqual(plain.body);

    const gz = await s.call('GET', '/base/ads/launch?limit=20', { token, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.res.rawPayload).toString('utf8'))).toEqual(plain.body);
  });

  it('leaves small bodies as they are', async () => {
    const r = await s.call('GET', '/base/ads/launch?limit=20', { headers: { 'accept-encoding': CHROME } });
    // No token: a short error envelope.
    expect(r.res.rawPayload.length).toBeLessThan(1024);
    expect(r.res.headers['content-encoding']).toBeUndefined();
    expect(r.body.code).not.toBe(20000);
  });
});

describe('build side', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'admin-precompress-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a production webpack build writes .br and .gz beside its text files, not beside maps, tiny or mutable files', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const webpack = require('webpack');
    const src = path.join(dir, 'src');
    mkdirSync(src, { recursive: true });
    writeFileSync(path.join(src, 'index.js'), `${big('entry')}\nimport('./lazy.js').then((m) => m.run());\n`);
    writeFileSync(path.join(src, 'lazy.js'), `export function run() {\n${big('lazy')}\n}\n`);
    const out = path.join(dir, 'dist');
    const stats = await new Promise<{ hasErrors(): boolean; toString(o: unknown): string }>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './src/index.js' },
          devtool: 'source-map',
          output: { path: out, filename: '[name].js', chunkFilename: '[name].[contenthash:10].js' },
          optimization: { minimize: false },
          plugins: [
            new PrecompressPlugin(),
            // A mutable run-time file and a tiny one, as the host's public/ holds.
            {
              apply(compiler: {
                webpack: { sources: { RawSource: new (s: string) => unknown } };
                hooks: { thisCompilation: { tap(n: string, f: (c: { emitAsset(n: string, s: unknown): void }) => void): void } };
              }) {
                const { RawSource } = compiler.webpack.sources;
                compiler.hooks.thisCompilation.tap('extra', (c) => {
                  c.emitAsset(
                    'remotes.json',
                    new RawSource(JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ name: `r${i}`, entry: `/remotes/r${i}/mf-manifest.json` })))),
                  );
                  c.emitAsset('tiny.json', new RawSource('{"a":1}'));
                });
              },
            },
          ],
        },
        (err: Error | null, st: { hasErrors(): boolean; toString(o: unknown): string }) => (err ? reject(err) : resolve(st)),
      ),
    );
    expect(stats.hasErrors()).toBe(false);
    const files = readdirSync(out);
    const lazy = files.find((f) => /^\d+\.[0-9a-f]{10}\.js$/.test(f))!;
    expect(lazy).toBeDefined();
    for (const f of ['main.js', lazy]) {
      expect(files).toContain(`${f}.br`);
      expect(files).toContain(`${f}.gz`);
      const raw = readFileSync(path.join(out, f));
      expect(brotliDecompressSync(readFileSync(path.join(out, `${f}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(path.join(out, `${f}.gz`)))).toEqual(raw);
    }
    for (const f of ['main.js.map', 'remotes.json', 'tiny.json']) {
      expect(files).toContain(f);
      expect(files).not.toContain(`${f}.br`);
      expect(files).not.toContain(`${f}.gz`);
    }
  }, 60_000);

  it('a build made elsewhere gets its missing copies when it is published (deploy-remote --prebuilt)', async () => {
    const prebuilt = path.join(dir, 'prebuilt');
    mkdirSync(path.join(prebuilt, 'static'), { recursive: true });
    writeFileSync(path.join(prebuilt, 'remoteEntry.js'), big('entry'));
    writeFileSync(path.join(prebuilt, 'static', 'a.1234567890.js'), big('a'));
    writeFileSync(path.join(prebuilt, '.bundle-report.json'), JSON.stringify({ files: {}, pad: 'x'.repeat(4000) }));
    expect(await precompressDir(prebuilt)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(prebuilt, 'static', 'a.1234567890.js.br'))).toString()).toBe(big('a'));
    expect(gunzipSync(readFileSync(path.join(prebuilt, 'remoteEntry.js.gz'))).toString()).toBe(big('entry'));
    expect(existsSync(path.join(prebuilt, '.bundle-report.json.br'))).toBe(false);
    // Running again adds nothing.
    expect(await precompressDir(prebuilt)).toBe(0);
  });
});
