#!/usr/bin/env node
// Browser benchmark (DESIGN 9), not a test: in Chromium on loopback, against the production build,
// measures three steps a person takes:
//   1. cold load of the login page (form usable)
//   2. sign-in to the dashboard (menu built from every remote)
//   3. the first ads screen (a usable table)
// For each: wall-clock ms, JS files and gzip bytes downloaded, and over the whole visit how many
// times react, react-dom and antd were downloaded. Prints a table (median of --runs cold runs).
//
//   node scripts/bench-browser.mjs [--url http://127.0.0.1:8080] [--user admin] [--runs 3] [--json] [--files]
//
//   --files  also list each step's JS files (gzip KB, libraries inside), largest first
//
// Without --url it starts the server itself (fresh database, free port, 127.0.0.1) and stops it.
import { existsSync } from 'node:fs';
import { startServer as startServer_ } from './lib/local-server.mjs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { librariesIn } from '../e2e/lib/signatures.mjs';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BUDGET = { loginKb: 100, loginDashboardKb: 250, signInMs: 250, adsMs: 300 };

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const flag = (name) => process.argv.includes(`--${name}`);

const startServer = () => startServer_({ prefix: 'bench-data-' });

/** Records every JS response of the page: URL, raw and gzip bytes, libraries inside. */
function recordJs(page) {
  const all = [];
  let pending = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const url = res.url();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
    pending.push(
      res
        .body()
        .then((body) => {
          all.push({
            url,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            libs: librariesIn(body.toString('utf8')),
          });
        })
        .catch(() => {}),
    );
  });
  return {
    /** Responses since the last call. */
    async take() {
      await Promise.all(pending);
      pending = [];
      const out = all.splice(0);
      return out;
    },
  };
}

const sum = (xs, f) => xs.reduce((a, x) => a + f(x), 0);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function oneRun(browser, base, user) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const js = recordJs(page);
  const steps = [];
  try {
    // 1. cold login page
    let t0 = Date.now();
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('用户名', { exact: true }).waitFor({ state: 'visible' });
    let ms = Date.now() - t0;
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    await page.waitForLoadState('networkidle');
    steps.push({ step: 'login page (cold)', ms, fcp, files: await js.take() });

    // 2. sign-in to the dashboard, menus of every remote built
    await page.getByLabel('用户名', { exact: true }).fill(user);
    await page.getByLabel('密码', { exact: true }).fill('demo123456');
    t0 = Date.now();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await page.getByRole('navigation', { name: '主菜单' }).waitFor({ state: 'visible' });
    ms = Date.now() - t0;
    await page.waitForFunction(
      () => !document.querySelector('nav .ant-menu .ant-menu-item-disabled [data-menu-id*="remote:"], nav .ant-menu [data-menu-id*="remote:"].ant-menu-item-disabled'),
      undefined,
      { timeout: 30_000 },
    );
    const menuMs = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    steps.push({ step: 'sign-in -> dashboard', ms, menuMs, files: await js.take() });

    // 3. the first ads screen, opened from the menu, until its table shows rows
    const nav = page.getByRole('navigation', { name: '主菜单' });
    const link = nav.locator('a[href="/admin/ad/index"]');
    if (!(await link.isVisible())) await nav.locator('.ant-menu-submenu-title[data-menu-id$="-/ad"]').first().click();
    t0 = Date.now();
    await link.click();
    // A usable table; a screen that is not built yet shows a result page instead (noted).
    const content = page.locator('.ant-layout-content');
    await content.locator('.ant-table-row, .ant-table-placeholder, .ant-result').first().waitFor({ state: 'visible' });
    ms = Date.now() - t0;
    const table = (await content.locator('.ant-table').count()) > 0;
    await page.waitForLoadState('networkidle');
    steps.push({ step: 'first ads screen', ms, table, files: await js.take() });
  } finally {
    await context.close();
  }
  return steps;
}

async function main() {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`);
  const runs = Number(option('runs', '3'));
  const user = option('user', 'admin');
  let base = option('url');
  let server = null;
  if (!base) {
    server = await startServer();
    base = server.url;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const results = [];
  try {
    // One warm-up visit so the server's first-request costs (compile, SQLite cache) are not measured.
    await oneRun(browser, base, user);
    for (let i = 0; i < runs; i++) results.push(await oneRun(browser, base, user));
  } finally {
    await browser.close();
    await server?.stop();
  }

  const names = results[0].map((s) => s.step);
  const rows = names.map((name, i) => {
    const per = results.map((r) => r[i]);
    const files = per[0].files;
    return {
      step: name,
      ms: median(per.map((p) => p.ms)),
      extra:
        per[0].fcp !== undefined
          ? `first paint ${Math.round(median(per.map((p) => p.fcp ?? 0)))} ms`
          : per[0].menuMs !== undefined
            ? `all menus ${median(per.map((p) => p.menuMs))} ms`
            : per[0].table === false
              ? 'no table: the screen is a placeholder'
              : '',
      jsFiles: files.length,
      gzipKb: sum(files, (f) => f.gzip) / 1024,
      rawKb: sum(files, (f) => f.raw) / 1024,
    };
  });
  let cum = 0;
  for (const r of rows) r.cumKb = cum += r.gzipKb;

  const libCount = {};
  for (const f of results[0].flatMap((s) => s.files)) for (const l of f.libs) libCount[l] = (libCount[l] ?? 0) + 1;

  if (flag('json')) {
    console.log(JSON.stringify({ base, user, runs, rows, downloads: libCount }, null, 2));
    return;
  }
  const pad = (v, n, right = false) => (right ? String(v).padStart(n) : String(v).padEnd(n));
  console.log(`\nBrowser benchmark: ${base}  user=${user}  median of ${runs} cold runs (Chromium ${browser.version()}, loopback)\n`);
  console.log(
    `${pad('step', 24)}${pad('ms', 8, true)}${pad('JS files', 10, true)}${pad('gzip KB', 10, true)}${pad('raw KB', 10, true)}${pad('total gzip KB', 15, true)}  notes`,
  );
  console.log('-'.repeat(100));
  for (const r of rows) {
    console.log(
      `${pad(r.step, 24)}${pad(Math.round(r.ms), 8, true)}${pad(r.jsFiles, 10, true)}${pad(r.gzipKb.toFixed(1), 10, true)}${pad(r.rawKb.toFixed(1), 10, true)}${pad(r.cumKb.toFixed(1), 15, true)}  ${r.extra}`,
    );
  }
  if (flag('files')) {
    for (const step of results[0]) {
      console.log(`\n${step.step}: ${step.files.length} JS files`);
      for (const f of [...step.files].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${pad((f.gzip / 1024).toFixed(1), 7, true)} KB  ${new URL(f.url).pathname}${f.libs.length ? `  [${f.libs.join(', ')}]` : ''}`);
      }
    }
  }
  console.log('\nDownloads per visit (login -> dashboard -> ads screen), by library signature:');
  for (const lib of ['react', 'react-dom', 'react-dom/client', 'antd']) {
    const n = libCount[lib] ?? 0;
    console.log(`  ${pad(lib, 18)}${n}${n === 1 ? '' : '   <- expected exactly 1'}`);
  }
  const [login, dash, ads] = rows;
  console.log('\nBudgets (DESIGN 9):');
  const line = (label, value, budget, unit) =>
    console.log(`  ${pad(label, 34)}${pad(`${value.toFixed(unit === 'KB' ? 1 : 0)} ${unit}`, 12, true)}  budget ${budget} ${unit}  ${value <= budget ? 'ok' : 'OVER'}`);
  line('login page JS (gzip)', login.gzipKb, BUDGET.loginKb, 'KB');
  line('login + dashboard JS (gzip)', login.gzipKb + dash.gzipKb, BUDGET.loginDashboardKb, 'KB');
  line('sign-in click -> dashboard', dash.ms, BUDGET.signInMs, 'ms');
  line('first ads screen -> table', ads.ms, BUDGET.adsMs, 'ms');
}

main().catch((e) => {
  console.error(`[bench] ${e.message}`);
  process.exit(1);
});
