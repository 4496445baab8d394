// Faults: a remote whose server is down, a chunk that hangs, a chunk that 404s, a
// remote whose route list fails validation, and the API down. The shell must stay usable in
// every case, say what broke, and recover with Retry.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildRemote } from '../lib/build';
import {
  TEXT,
  adminPath,
  apiToken,
  assertNoBlankPage,
  loginForm,
  openFromMenu,
  setSession,
  sidebar,
  toast,
  topMenuKeys,
  loadError,
  waitForPath,
  waitForScreen,
} from '../lib/console';
import { consoleSuite } from '../lib/harness';
import { freePort } from '../lib/net';
import { ROOT, RUN_DIR } from '../lib/paths';
import { shippedRemotes, withEntry } from '../lib/remotes-json';
import type { StaticServer } from '../lib/static-server';
import { staticServer } from '../lib/static-server';
import { groupOf } from '../lib/spec-menu';

/** The chunk timeout the test variant of `ads` is built with (the real one is 120 s). */
const SHORT_TIMEOUT_MS = 2000;

let adsHost: StaticServer;
let badHost: StaticServer;
const adsPort = await freePort();
const badPort = await freePort();
const adsOrigin = `http://127.0.0.1:${adsPort}`;
const badOrigin = `http://127.0.0.1:${badPort}`;

async function prepare() {
  const out = path.join(RUN_DIR, 'ads-short-timeout');
  await buildRemote(path.join(ROOT, 'remotes/ads'), out, { env: { CHUNK_LOAD_TIMEOUT_MS: String(SHORT_TIMEOUT_MS) } });
  adsHost = await staticServer(out, { port: adsPort });
  await adsHost.start();
  // A remote whose `./routes` hands over a list the host must refuse (relative path, wrong types).
  const badDir = path.join(RUN_DIR, 'bad-system');
  mkdirSync(badDir, { recursive: true });
  writeFileSync(path.join(badDir, 'remoteEntry.js'), BAD_ENTRY);
  badHost = await staticServer(badDir, { port: badPort });
  await badHost.start();
}

const BAD_ENTRY = `(function () {
  var routes = [{ path: 'user/index', title: 42, roles: 'account.view_user' }];
  self.system = {
    init: function () { return Promise.resolve(); },
    get: function (id) {
      if (id === './routes') return Promise.resolve(function () { return { __esModule: true, default: routes }; });
      return Promise.reject(new Error('no module ' + id));
    },
  };
})();
`;

const s = consoleSuite(import.meta.filename, {
  prepare,
  setupTimeoutMs: 240_000,
  teardown: async () => {
    await adsHost?.stop();
    await badHost?.stop();
  },
  server: {
    remotes: withEntry(withEntry(shippedRemotes(), 'ads', `${adsOrigin}/mf-manifest.json`), 'system', `${badOrigin}/remoteEntry.js`),
    runtimeConfig: { ssoLoginUrl: '/sso/login', remoteOrigins: [adsOrigin, badOrigin] },
  },
});

async function openDashboard(page: Page, user = 'admin') {
  adsHost.resetServed();
  await setSession(page.context(), s.server.url, await apiToken(s.server.url, user));
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
}

/** Waits until no remote is still loading, then returns the top-level menu keys. */
async function settledMenu(page: Page) {
  await page.waitForFunction(
    () => ![...document.querySelectorAll('nav .ant-menu [data-menu-id*="remote:"]')].some((el) => el.closest('.ant-menu-item-disabled')),
    undefined,
    { timeout: 20_000 },
  );
  return (await topMenuKeys(page)).map(groupOf);
}

const statusRow = (page: Page, name: string) => sidebar(page).locator(`[data-menu-id$="remote:${name}"]`);

s.test('a remote whose server is down: its group is unavailable, the rest works, Retry recovers', async ({ page }) => {
  await adsHost.stop();
  try {
    await openDashboard(page);
    const groups = await settledMenu(page);
    assert.ok(groups.includes('remote:ads'), `no unavailable row for ads: ${groups.join(' ')}`);
    assert.ok(!groups.includes('/ad'), 'ads routes shown although its server is down');
    assert.ok(groups.includes('/course'), `other remotes must still work: ${groups.join(' ')}`);
    await statusRow(page, 'ads').getByText('重试', { exact: true }).waitFor();
    // The rest of the console works.
    await openFromMenu(page, '/course/tag');
    await assertNoBlankPage(page);
    // A deep link into the down remote explains itself instead of a 404.
    await page.goto(adminPath('/ad/index'));
    await sidebar(page).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/admin/ad/index', 'a down remote must not turn its pages into 404');
    await page.getByRole('button', { name: TEXT.retryButton }).first().waitFor();
  } finally {
    await adsHost.start();
  }
  await statusRow(page, 'ads').click();
  await page.waitForFunction(() => !document.querySelector('nav .ant-menu [data-menu-id$="remote:ads"]'), undefined, {
    timeout: 20_000,
  });
  const groups = (await topMenuKeys(page)).map(groupOf);
  assert.ok(groups.includes('/ad') && groups.includes('/push'), `Retry did not bring ads back: ${groups.join(' ')}`);
  await openFromMenu(page, '/push/index');
  await assertNoBlankPage(page);
});

s.test(`a chunk that hangs is reported as a timeout after ${SHORT_TIMEOUT_MS} ms, and Retry loads it`, async ({ page }) => {
  await openDashboard(page);
  await settledMenu(page);
  adsHost.armFault('hang');
  try {
    const t0 = Date.now();
    await openFromMenu(page, '/ad/index');
    const err = loadError(page, 'timeout');
    await err.waitFor({ timeout: SHORT_TIMEOUT_MS + 10_000 });
    await err.getByText('页面加载超时').waitFor();
    const elapsed = Date.now() - t0;
    assert.ok(elapsed >= SHORT_TIMEOUT_MS - 200, `reported after ${elapsed} ms, before the timeout`);
    await err.getByText(/ads/).first().waitFor();
    assert.equal(await sidebar(page).count(), 1, 'the shell must survive');
  } finally {
    adsHost.clearFault();
  }
  await loadError(page, 'timeout').getByRole('button', { name: TEXT.retryButton }).click();
  await waitForScreen(page);
});

s.test('a chunk that answers 404 is reported as missing, and Retry loads it once it is back', async ({ page }) => {
  await openDashboard(page);
  await settledMenu(page);
  adsHost.armFault('not-found');
  try {
    await openFromMenu(page, '/push/index');
    const err = page.locator('[data-load-error]');
    await err.waitFor({ timeout: 10_000 });
    assert.equal(await err.getAttribute('data-load-error'), 'missing', `a 404 chunk is reported as "${await err.getAttribute('data-load-error')}"`);
    await err.getByText('页面资源不存在').waitFor();
    await err.getByText(/ads/).first().waitFor();
  } finally {
    adsHost.clearFault();
  }
  await page.locator('[data-load-error]').getByRole('button', { name: TEXT.retryButton }).click();
  await waitForScreen(page);
});

s.test('a remote whose route list fails validation is reported invalid; the rest works', async ({ page }) => {
  await openDashboard(page);
  const groups = await settledMenu(page);
  assert.ok(groups.includes('remote:system'), `no unavailable row for system: ${groups.join(' ')}`);
  assert.ok(!groups.includes('/user'), 'routes of an invalid list were used');
  assert.ok(groups.includes('/ad') && groups.includes('/course'), groups.join(' '));
  const title = (await statusRow(page, 'system').locator('xpath=ancestor-or-self::li[1]').getAttribute('title')) ?? '';
  const row = `${title} ${await statusRow(page, 'system').innerText()}`;
  await page.goto(adminPath('/user/index'));
  await sidebar(page).waitFor();
  await page
    .getByText('模块路由定义无效')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {
      throw new Error(`the invalid route list is not reported as such (menu row: ${row})`);
    });
});

s.test('the API down: the form shows the network error, the page is not blank', async ({ page, context }) => {
  await context.route('**/admin_api/**', (r) => r.abort('connectionrefused'));
  await page.goto(adminPath('/login'));
  const f = loginForm(page);
  await f.username.fill('admin');
  await f.password.fill('demo123456');
  await f.submit.click();
  await page
    .locator('.ant-message-notice, [role="alert"]')
    .filter({ hasText: /Network Error|网络错误/ })
    .first()
    .waitFor();
  assert.equal(new URL(page.url()).pathname, '/admin/login');
  await assertNoBlankPage(page);
});

s.test('the API goes down while the console is open: a toast, the shell stays', async ({ page, context }) => {
  await openDashboard(page);
  await settledMenu(page);
  await context.route('**/admin_api/**', (r) => r.abort('connectionrefused'));
  await openFromMenu(page, '/ad/index');
  await toast(page, /Network Error|网络错误/)
    .first()
    .waitFor();
  assert.equal(await sidebar(page).count(), 1);
  await assertNoBlankPage(page);
  await waitForPath(page, '/admin/ad/index');
  // The screen itself stays (its frame, filters and an empty table), not an error page.
  await waitForScreen(page);
});
