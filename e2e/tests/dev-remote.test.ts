// Developing one remote against a deployed console (DESIGN 3.5): scripts/dev-remote.mjs
// serves ads from (a copy of) its source behind a local proxy to a production instance on another
// port; an edit of the source shows up in the browser by itself, the production instance stays as
// it was. And production takes no remote override from the URL or from storage.
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { copyRemotePackage, removeCopy } from '../lib/build';
import { adminPath, apiToken, openFromMenu, setSession, sidebar, signInWithForm, waitForPath, waitForScreen } from '../lib/console';
import { consoleSuite } from '../lib/harness';
import { markRemote } from '../lib/mark-remote';
import { freePort, waitForHttp } from '../lib/net';
import { ROOT, remoteDist } from '../lib/paths';
import type { Child } from '../lib/procs';
import { spawnTracked } from '../lib/procs';
import { servedRemotes } from '../lib/server';
import type { StaticServer } from '../lib/static-server';
import { staticServer } from '../lib/static-server';

const MARK = 'E2E本地';
let copy = '';
let dev: Child | undefined;
let proxyUrl = '';

const s = consoleSuite(import.meta.filename, {
  setupTimeoutMs: 240_000,
  ready: async ({ server }) => {
    copy = copyRemotePackage('ads', 'dev');
    const port = await freePort();
    proxyUrl = `http://127.0.0.1:${port}`;
    dev = spawnTracked(process.execPath, [path.join(ROOT, 'scripts/dev-remote.mjs'), 'ads', '--target', server.url, '--port', String(port), '--source', copy], {
      cwd: ROOT,
      env: process.env as Record<string, string>,
      label: 'dev-remote',
    });
    try {
      await waitForHttp(`${proxyUrl}/admin/remotes.json`, 200_000, () => dev!.proc.exitCode === null);
    } catch (e) {
      throw new Error(`dev-remote did not come up: ${(e as Error).message}\n${dev.output().slice(-4000)}`);
    }
  },
  teardown: async () => {
    await dev?.stop();
    removeCopy(copy);
  },
});

async function settledMenu(page: Page) {
  await sidebar(page).waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('nav .ant-menu [data-menu-id*="remote:"]'), undefined, {
    timeout: 30_000,
  });
  return sidebar(page).innerText();
}

s.test(
  'dev-remote: the local ads source runs inside the deployed console and a source edit shows up by itself',
  async ({ page, server }) => {
    const list = (await (await fetch(`${proxyUrl}/admin/remotes.json`)).json()) as { name: string; entry: string; routes?: unknown }[];
    assert.match(list.find((r) => r.name === 'ads')!.entry, /^\/__dev\/ads\//);
    // The deployed ads menu (data) must not stand in for the local code's routes.
    assert.equal(list.find((r) => r.name === 'ads')!.routes, undefined);
    const deployedList = await servedRemotes(server.url);
    for (const r of deployedList.filter((x) => x.name !== 'ads')) {
      assert.deepEqual(
        list.find((x) => x.name === r.name),
        r,
        `${r.name} must stay as deployed`,
      );
    }

    const devRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/__dev/ads/')) devRequests.push(r.url());
    });
    // Sign in through the proxy: cookies and API calls stay on the proxy's origin.
    await page.goto(`${proxyUrl}/admin/login`);
    await signInWithForm(page, 'admin', { open: false });
    await waitForPath(page, '/admin/dashboard');
    const before = await settledMenu(page);
    assert.ok(!before.includes(MARK));
    await openFromMenu(page, '/ad/index');
    await waitForScreen(page, 20_000);
    assert.ok(devRequests.length > 0, 'ads was not loaded from the local dev server');

    // Edit the local source; the dev server rebuilds and the page reloads by itself.
    markRemote(copy, MARK);
    await page.waitForFunction((mark) => document.querySelector('nav')?.textContent?.includes(mark), MARK, { timeout: 90_000, polling: 500 });
  },
  { timeout: 180_000 },
);

s.test('the deployed console is unchanged by a developer working against it', async ({ page, context, server }) => {
  const list = await servedRemotes(server.url);
  assert.match(list.find((r) => r.name === 'ads')!.entry, /^\/remotes\/ads\//);
  await setSession(context, server.url, await apiToken(server.url, 'admin'));
  await page.goto(adminPath('/dashboard'));
  const menu = await settledMenu(page);
  assert.ok(!menu.includes(MARK), 'the local change leaked into the deployed console');
});

s.test('production takes no remote override from the URL or from storage', async ({ page, context, server }) => {
  // A look-alike ads bundle on another origin: if any override were honoured it would load.
  let evil: StaticServer | undefined;
  try {
    evil = await staticServer(remoteDist('ads'));
    await evil.start();
    const manifest = `${evil.origin}/mf-manifest.json`;
    const entry = `${evil.origin}/remoteEntry.js`;
    await context.addInitScript(
      `(() => {
        const m = ${JSON.stringify(manifest)}, e = ${JSON.stringify(entry)};
        const all = { ads: m };
        for (const k of ['__MF_DEVTOOLS_MODULE_INFO__', '__MF_DEVTOOLS__', 'mf-overrides', 'remotes', 'remote-overrides', 'overrides', 'ads']) {
          try { localStorage.setItem(k, JSON.stringify(k === 'ads' ? m : all)); sessionStorage.setItem(k, JSON.stringify(all)); } catch (x) {}
        }
        try { localStorage.setItem('__MF_DEVTOOLS_MODULE_INFO__', JSON.stringify({ ads: { remoteEntry: e, url: m } })); } catch (x) {}
      })();`,
    );
    await setSession(context, server.url, await apiToken(server.url, 'admin'));
    const q = new URLSearchParams({
      remotes: JSON.stringify([{ name: 'ads', entry: manifest }]),
      ads: manifest,
      'remote.ads': manifest,
      override: `ads@${manifest}`,
    });
    await page.goto(`${adminPath('/ad/index')}?${q}`);
    await settledMenu(page);
    await waitForScreen(page);
    assert.deepEqual(evil.requested, [], `the page loaded ads from the override origin: ${evil.requested.join(' ')}`);
  } finally {
    await evil?.stop();
  }
});
