// Independent deployment of one remote (DESIGN 3.1, 6): deploy-remote.mjs publishes a
// new ads version to a versioned folder and switches remotes.json; a running console picks it up
// on reload with the host untouched; rollback-remote.mjs goes back. Caching: content-hashed chunks
// immutable, remotes.json / remoteEntry.js / mf-manifest.json never cached.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { copyRemotePackage, removeCopy } from '../lib/build';
import { adminPath, apiToken, openFromMenu, setSession, sidebar, waitForScreen } from '../lib/console';
import { consoleSuite } from '../lib/harness';
import { RUN_DIR, hostDist, remoteDist } from '../lib/paths';
import { shippedRemotes } from '../lib/remotes-json';
import { runScript } from '../lib/scripts';
import { markRemote } from '../lib/mark-remote';

const DEPLOY = path.join(RUN_DIR, 'deploy');
const REMOTES_JSON = path.join(DEPLOY, 'remotes.json');
const MARK = 'E2E新版';
let copy = '';

mkdirSync(DEPLOY, { recursive: true });
writeFileSync(REMOTES_JSON, JSON.stringify(shippedRemotes(), null, 2));

const s = consoleSuite(import.meta.filename, {
  server: { env: { REMOTES_JSON, DEPLOY_DIR: DEPLOY } },
  prepare: () => {
    copy = copyRemotePackage('ads', 'deploy');
    markRemote(copy, MARK);
  },
  teardown: () => removeCopy(copy),
});

/** sha256 of every file of a folder, to prove a deploy did not touch it. */
function treeHash(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const e of readdirSync(d).sort()) {
      const f = path.join(d, e);
      if (statSync(f).isDirectory()) walk(f);
      else h.update(`${path.relative(dir, f)}\0`).update(readFileSync(f));
    }
  };
  walk(dir);
  return h.digest('hex');
}

/** Loads the ads screen; returns the ads and host script URLs (with a hash of each body). */
async function visitAds(page: Page) {
  const scripts: { url: string; sha: string }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (r: Response) => {
    const u = new URL(r.url());
    if (!u.pathname.endsWith('.js') && !u.pathname.endsWith('.json')) return;
    pending.push(
      r
        .body()
        .then((b) => void scripts.push({ url: u.pathname, sha: createHash('sha256').update(b).digest('hex') }))
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  await page.waitForFunction(() => !document.querySelector('nav .ant-menu [data-menu-id*="remote:"]'), undefined, {
    timeout: 20_000,
  });
  await openFromMenu(page, '/ad/index');
  await waitForScreen(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return {
    ads: scripts.filter((x) => x.url.startsWith('/remotes/ads/')),
    host: scripts.filter((x) => x.url.startsWith('/admin/') && x.url !== '/admin/remotes.json'),
    menuText: await sidebar(page).innerText(),
  };
}

s.test(
  'deploy a new ads version: picked up on reload, host untouched; rollback restores the old one',
  async ({ page, context, server }) => {
    const hostBefore = treeHash(hostDist);
    const v1 = await runScript('scripts/deploy-remote.mjs', ['ads', '--version', 'v1', '--prebuilt', remoteDist('ads'), '--deploy-dir', DEPLOY]);
    assert.equal(v1.code, 0, v1.out);
    const ads = () => (JSON.parse(readFileSync(REMOTES_JSON, 'utf8')) as { name: string; entry: string; routes?: unknown }[]).find((r) => r.name === 'ads')!;
    const entry = () => ads().entry;
    const routesOf = () => ads().routes;
    assert.equal(entry(), '/remotes/ads/v1/mf-manifest.json');

    await setSession(context, server.url, await apiToken(server.url, 'admin'));
    const first = await visitAds(page);
    assert.ok(first.ads.length > 0 && first.ads.every((x) => x.url.startsWith('/remotes/ads/v1/')), JSON.stringify(first.ads.map((x) => x.url)));
    assert.ok(!first.menuText.includes(MARK));

    // The ads team ships a change: built from (a copy of) its source, published as v2.
    const v2 = await runScript('scripts/deploy-remote.mjs', ['ads', '--version', 'v2', '--source', copy, '--deploy-dir', DEPLOY]);
    assert.equal(v2.code, 0, v2.out);
    assert.equal(entry(), '/remotes/ads/v2/mf-manifest.json');
    // The menu comes as data with the entry: v2's route table, with its new title.
    assert.ok(JSON.stringify(routesOf()).includes(MARK), 'remotes.json does not carry the route table of v2');
    assert.ok(existsSync(path.join(DEPLOY, 'remotes/ads/v1/remoteEntry.js')), 'v1 must stay published');

    await page.reload();
    const second = await visitAds(page);
    assert.ok(second.menuText.includes(MARK), 'the new ads version is not shown after a reload');
    assert.ok(
      second.ads.every((x) => x.url.startsWith('/remotes/ads/v2/')),
      JSON.stringify(second.ads.map((x) => x.url)),
    );
    // The host is the same build, byte for byte.
    const hostUrls = (v: typeof first) => new Map(v.host.map((x) => [x.url, x.sha]));
    const h1 = hostUrls(first);
    for (const [url, sha] of hostUrls(second)) {
      if (h1.has(url)) assert.equal(sha, h1.get(url), `host file ${url} changed`);
    }
    assert.equal(treeHash(hostDist), hostBefore, 'host/dist changed during the deploy');

    const rb = await runScript('scripts/rollback-remote.mjs', ['ads', '--deploy-dir', DEPLOY]);
    assert.equal(rb.code, 0, rb.out);
    assert.equal(entry(), '/remotes/ads/v1/mf-manifest.json');
    assert.ok(Array.isArray(routesOf()) && !JSON.stringify(routesOf()).includes(MARK), 'rollback left the route table of v2');
    await page.reload();
    const third = await visitAds(page);
    assert.ok(!third.menuText.includes(MARK), 'rollback did not bring the old version back');
    assert.ok(third.ads.every((x) => x.url.startsWith('/remotes/ads/v1/')));
  },
  { timeout: 300_000 },
);

s.test('deploy refuses to overwrite a published version and leaves remotes.json alone', async () => {
  const before = readFileSync(REMOTES_JSON, 'utf8');
  const again = await runScript('scripts/deploy-remote.mjs', ['ads', '--version', 'v1', '--prebuilt', remoteDist('ads'), '--deploy-dir', DEPLOY]);
  assert.notEqual(again.code, 0, 'a second publish of v1 was accepted');
  assert.equal(readFileSync(REMOTES_JSON, 'utf8'), before);
  const bad = await runScript('scripts/deploy-remote.mjs', ['ads', '--version', '../../etc', '--prebuilt', remoteDist('ads'), '--deploy-dir', DEPLOY]);
  assert.notEqual(bad.code, 0, 'a version that escapes the folder was accepted');
  const incomplete = path.join(RUN_DIR, 'incomplete-build');
  mkdirSync(incomplete, { recursive: true });
  copyFileSync(path.join(remoteDist('ads'), 'remoteEntry.js'), path.join(incomplete, 'remoteEntry.js'));
  const partial = await runScript('scripts/deploy-remote.mjs', ['ads', '--version', 'v9', '--prebuilt', incomplete, '--deploy-dir', DEPLOY]);
  assert.notEqual(partial.code, 0, 'a build without mf-manifest.json was published');
  assert.equal(readFileSync(REMOTES_JSON, 'utf8'), before);
  assert.ok(!existsSync(path.join(DEPLOY, 'remotes/ads/v9')));
});

s.test('hashed chunks are immutable; remotes.json, remoteEntry.js and mf-manifest.json are not cached', async ({ server }) => {
  const cc = async (p: string) => {
    const r = await fetch(`${server.url}${p}`);
    assert.equal(r.status, 200, `${p}: HTTP ${r.status}`);
    await r.arrayBuffer();
    return r.headers.get('cache-control') ?? '';
  };
  const notCached = (v: string, p: string) => assert.ok(/no-cache|no-store/.test(v) && !/immutable/.test(v), `${p} may be cached: "${v}"`);
  const immutable = (v: string, p: string) => {
    const age = Number(/max-age=(\d+)/.exec(v)?.[1] ?? 0);
    assert.ok(/immutable/.test(v) && age >= 31_536_000, `${p} is not cached immutable: "${v}"`);
  };
  const hashed = readdirSync(remoteDist('ads')).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f));
  assert.ok(hashed, 'no content-hashed chunk in remotes/ads/dist');
  immutable(await cc(`/remotes/ads/${hashed}`), hashed);
  const hostHashed = readdirSync(hostDist).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f));
  assert.ok(hostHashed);
  immutable(await cc(`/admin/${hostHashed}`), hostHashed);
  for (const p of ['/admin/remotes.json', '/remotes/ads/remoteEntry.js', '/remotes/ads/mf-manifest.json', '/admin/', '/admin/dashboard']) {
    notCached(await cc(p), p);
  }
  // The same rules inside a published version folder.
  if (existsSync(path.join(DEPLOY, 'remotes/ads/v1'))) {
    immutable(await cc(`/remotes/ads/v1/${hashed}`), `v1/${hashed}`);
    for (const f of ['remoteEntry.js', 'mf-manifest.json']) notCached(await cc(`/remotes/ads/v1/${f}`), `v1/${f}`);
  }
});
