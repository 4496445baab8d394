#!/usr/bin/env node
// Kit benchmark (issue 9 budget "a 20-row list renders within 50 ms of its data"), not a test:
// Chromium against the production build. For one list screen it measures, per run, the time from
// the end of the list response (Resource Timing's responseEnd of the API call) to the frame after
// the table shows the new rows:
//   open   the screen opened from the sidebar (its code is loaded, then its first page of data);
//   page   the next page of the same list (code warm; the usual case while working);
//   filter a search by the first filter (another query; the table re-renders every row).
// Medians over the runs; each run is a fresh browser context. On a busy machine (the load average
// is printed) the figures are inflated.
//
//   node scripts/bench-kit-list.mjs [--url http://127.0.0.1:8080] [--path /ad/index] [--runs 5] [--json]
//
// Without --url it starts the server itself (fresh demo database, free port, 127.0.0.1) and stops it.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from './lib/local-server.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const BUDGET_MS = 50;
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const flag = (name) => process.argv.includes(`--${name}`);

/** Installed in every page: remembers API responses as Resource Timing reports them. */
function recordApiTimings() {
  window.__api = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name.includes('/admin_api/v1/')) window.__api.push({ url: e.name, end: e.responseEnd });
  }).observe({ type: 'resource', buffered: true });
}

/**
 * Runs in the page: resolves once the table's first row key differs from `before` and the rows
 * are painted (the frame after), with ms from the latest list response's end to that frame.
 */
function rowsAfter(before) {
  return new Promise((resolve, reject) => {
    const rows = () => document.querySelectorAll('main .ant-table-tbody tr.ant-table-row');
    const key = () => rows()[0]?.getAttribute('data-row-key') ?? null;
    const started = performance.now();
    const check = () => {
      if (key() !== null && key() !== before && !document.querySelector('main .ant-spin-spinning')) {
        requestAnimationFrame(() =>
          setTimeout(() => {
            const painted = performance.now();
            const list = window.__api.filter((a) => /[?&]page=|[?&]limit=/.test(a.url) || /\/$/.test(new URL(a.url).pathname)).at(-1);
            resolve({ ms: list ? painted - list.end : NaN, rows: rows().length, url: list?.url });
          }),
        );
        return;
      }
      if (performance.now() - started > 30_000) reject(new Error('rows did not change within 30 s'));
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function oneRun(browser, base, path, who) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(recordApiTimings);
  const page = await context.newPage();
  const firstKey = () => page.evaluate(() => document.querySelector('main .ant-table-tbody tr.ant-table-row')?.getAttribute('data-row-key') ?? null);
  const measure = async (act) => {
    const before = await firstKey();
    const done = page.evaluate(([src, b]) => (0, eval)(`(${src})`)(b), [rowsAfter.toString(), before]);
    await act();
    return done;
  };
  try {
    await page.goto(`${base}/admin/login`);
    await page.locator('input[autocomplete="username"], input[name="username"], input[type="text"]').first().fill(who.user);
    await page.locator('input[type="password"]').first().fill(who.password);
    await page.click('form button[type="submit"]');
    await page.waitForSelector('.hd-page h1');
    // Through the router, as a click in the menu would: the screen's code and data both load now.
    const open = await measure(() => page.evaluate((p) => {
      window.history.pushState({}, '', `/admin${p}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path));
    const next = page.locator('main .ant-pagination-next button, main li[title="下一页"] button, main [aria-label="下一页"]').first();
    const pageChange = await measure(() => next.click());
    const input = page.locator('main form input[type="text"], main form input:not([type])').first();
    const filter = await measure(async () => {
      await input.fill('1');
      await input.press('Enter');
    });
    return { open, page: pageChange, filter };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`);
  const runs = Number(option('runs', '5'));
  const path = option('path', '/ad/index');
  const who = { user: option('user', 'admin'), password: option('password', 'demo123456') };
  let base = option('url');
  let server;
  if (!base) {
    server = await startServer({ prefix: 'bench-kit-list-' });
    base = server.url;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) results.push(await oneRun(browser, base, path, who));
  } finally {
    await browser.close();
    await server?.stop();
  }
  const summary = Object.fromEntries(['open', 'page', 'filter'].map((k) => [k, { ms: median(results.map((r) => r[k].ms)), rows: median(results.map((r) => r[k].rows)) }]));
  if (flag('json')) {
    console.log(JSON.stringify({ path, runs, load: os.loadavg()[0], summary, results }, null, 2));
    return;
  }
  console.log(`list render after its data, ${path}, median of ${runs} (load average ${os.loadavg()[0].toFixed(2)}; budget ${BUDGET_MS} ms)`);
  for (const [k, v] of Object.entries(summary)) console.log(`  ${k.padEnd(7)} ${v.ms.toFixed(1).padStart(7)} ms  (${v.rows} rows)${v.ms <= BUDGET_MS ? '' : '  over budget'}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
