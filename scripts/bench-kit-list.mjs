#!/usr/bin/env node
// Kit benchmark (issue 9 budget "a 20-row list renders within 50 ms of its data"), not a test:
// Chromium against the production build. For one list screen it measures, per run, the time from
// the end of the list response (Resource Timing's responseEnd of the API call) to the paint of
// the frame that shows the new rows:
//   open   the screen opened from the sidebar (its code is loaded, then its first page of data);
//   page   the next page of the same list (code warm; the usual case while working);
//   filter a search by the first filter (another query; the table re-renders every row).
// Medians over the runs; each run is a fresh browser context. On a busy machine (the load average
// is printed) the figures are inflated.
//
//   node scripts/bench-kit-list.mjs [--url http://127.0.0.1:8080 [--url http://127.0.0.1:8081]] [--path /ad/index] [--runs 5] [--json]
//
// Without --url it starts the server itself (fresh demo database, free port, 127.0.0.1) and stops it.
// With two --url (an A/B comparison of two builds served by two servers) the runs alternate.
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
/** Every value of a repeatable option. */
const options = (name) => process.argv.flatMap((a, i) => (a === `--${name}` ? [process.argv[i + 1]] : []));

/** Installed in every page: remembers API responses as Resource Timing reports them. */
function recordApiTimings() {
  window.__api = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name.includes('/admin_api/v1/')) window.__api.push({ url: e.name, end: e.responseEnd });
  }).observe({ type: 'resource', buffered: true });
}

/**
 * Runs in the page: resolves once the table's first row key differs from `before` and no spinner
 * is left, with ms from the latest list response's end to the paint of that DOM. A MutationObserver
 * sees the commit in the task that made it (polling once per animation frame saw it a frame late
 * and then waited for the frame after, adding up to two frames, 17–33 ms, that were not the list's);
 * the callback of a timeout set in the next animation frame runs after that frame is painted.
 */
function rowsAfter(before) {
  return new Promise((resolve, reject) => {
    const rows = () => document.querySelectorAll('main .ant-table-tbody tr.ant-table-row');
    const key = () => rows()[0]?.getAttribute('data-row-key') ?? null;
    const ready = () => key() !== null && key() !== before && !document.querySelector('main .ant-spin-spinning');
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('rows did not change within 30 s'));
    }, 30_000);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      const committed = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const painted = performance.now();
          const list = window.__api.filter((a) => /[?&]page=|[?&]limit=/.test(a.url) || /\/$/.test(new URL(a.url).pathname)).at(-1);
          resolve({ ms: list ? painted - list.end : NaN, commitMs: list ? committed - list.end : NaN, rows: rows().length, url: list?.url });
        }),
      );
    };
    const observer = new MutationObserver(() => ready() && done());
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-row-key', 'class'] });
    if (ready()) done();
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

const summarise = (results) =>
  Object.fromEntries(['open', 'page', 'filter'].map((k) => [k, { ms: median(results.map((r) => r[k].ms)), rows: median(results.map((r) => r[k].rows)) }]));

async function main() {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`);
  const runs = Number(option('runs', '5'));
  const path = option('path', '/ad/index');
  const who = { user: option('user', 'admin'), password: option('password', 'demo123456') };
  // Two or more --url (e.g. two builds A and B on two servers): their runs are interleaved, so a
  // change in the machine's load weighs on each the same.
  const bases = options('url');
  let server;
  if (!bases.length) {
    server = await startServer({ prefix: 'bench-kit-list-' });
    bases.push(server.url);
  }
  const loadBefore = os.loadavg()[0];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const results = bases.map(() => []);
  try {
    for (let i = 0; i < runs; i++) {
      // Alternate which one goes first, so neither always runs on a warmer machine.
      const order = bases.map((_b, j) => j);
      if (i % 2) order.reverse();
      for (const j of order) results[j].push(await oneRun(browser, bases[j], path, who));
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  const load = [loadBefore, os.loadavg()[0]];
  const summaries = results.map(summarise);
  if (flag('json')) {
    console.log(JSON.stringify({ path, runs, load, byUrl: bases.map((url, j) => ({ url, summary: summaries[j], results: results[j] })) }, null, 2));
    return;
  }
  console.log(`list render after its data, ${path}, median of ${runs} (load average ${load.map((l) => l.toFixed(2)).join(' → ')}; budget ${BUDGET_MS} ms)`);
  bases.forEach((url, j) => {
    if (bases.length > 1) console.log(` ${url}`);
    for (const [k, v] of Object.entries(summaries[j])) console.log(`  ${k.padEnd(7)} ${v.ms.toFixed(1).padStart(7)} ms  (${v.rows} rows)${v.ms <= BUDGET_MS ? '' : '  over budget'}`);
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
