#!/usr/bin/env node
// Browser benchmark (DESIGN 9), not a test: Chromium against the production build, the
// steps of the side-by-side table, defined as in ../shared/bench/bench-apps.cjs (the harness of the
// comparison with vue-element-admin), so a change can be checked here before the side-by-side run:
//   (a) cold sign-in page until its button shows and the network is quiet: JS over the wire
//       (bytes as transferred, so compressed when the server compresses), first contentful paint;
//   (b) click 登录 → home visible (.hd-page h1), → every menu group of the five remotes present;
//   (c) open a list from the sidebar (广告管理 → /ad/index) → first table row; JS it downloaded.
// Each run is a fresh browser context (empty cache). "fast" is plain loopback; "throttled" is
// Fast 3G (150 ms, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU, set through CDP.
// Times are medians; on a busy machine (see the load average printed) they are inflated.
//
//   node scripts/bench-browser.mjs [--url http://127.0.0.1:8080] [--user admin] [--password demo123456]
//        [--runs 5] [--throttled-runs 3] [--mode both|fast|throttled] [--files] [--direct] [--json]
//
//   --files  also list the JS files of each step of one fast run (KB over the wire), largest first
//   --direct open the list by its address in the page (history.pushState) instead of the sidebar,
//            so no hover prefetch runs: what a screen costs when nothing was fetched ahead
//
// Without --url it starts the server itself (fresh database, free port, 127.0.0.1) and stops it.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { librariesIn } from '../e2e/lib/signatures.mjs';
import { chineseFontLine } from './lib/fonts.mjs';
import { startServer } from './lib/local-server.mjs';
import { CHROMIUM_ARGS, flag, median, option } from './lib/bench-args.mjs';

/** Goals: sign-in page at most 100 KB of compressed JS, first paint within 190 ms / 1.5 s. */
const GOAL = { loginKb: 100, fcpMs: { fast: 190, throttled: 1500 } };
const THROTTLE = { network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }, cpu: 4 };

/** The console's markup, as in the `console` profile of bench-apps.cjs. */
const SEL = {
  loginUrl: '/admin/login',
  loginButton: 'form button[type="submit"]',
  conds: {
    home: "vis(document.querySelector('.hd-page h1'))",
    menus: "['广告管理','练习管理','课程管理','首页管理','用户管理'].every((t) => (document.querySelector('aside')?.innerText || '').includes(t))",
    rows: "vis(document.querySelector('main .ant-table-tbody tr.ant-table-row'))",
    ready: "C.rows() && !vis(document.querySelector('main .ant-spin-spinning'))",
  },
};

/** Runs in the page: t0 = the next click; resolves with ms to each condition (checked on every mutation and frame). */
function watcher(kind, conds) {
  const vis = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const C = {};
  for (const [k, src] of Object.entries(conds)) C[k] = new Function('vis', 'C', `return () => (${src});`)(vis, C);
  const keys = kind === 'home' ? ['home', 'menus'] : ['rows', 'ready'];
  window.__w = new Promise((resolve) => {
    let t0 = null;
    let done = false;
    const out = {};
    document.addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true });
    const fin = () => {
      if (!done && keys.every((k) => out[k] !== undefined) && out.frame !== undefined) {
        done = true;
        mo.disconnect();
        resolve(out);
      }
    };
    const check = () => {
      if (t0 === null || done) return;
      for (const k of keys) {
        if (out[k] === undefined && C[k]()) {
          out[k] = performance.now() - t0;
          if (k === keys[0]) requestAnimationFrame(() => setTimeout(() => ((out.frame = performance.now() - t0), fin())));
        }
      }
      fin();
    };
    const mo = new MutationObserver(check);
    mo.observe(document, { subtree: true, childList: true, attributes: true });
    const loop = () => {
      check();
      if (!done) requestAnimationFrame(loop);
    };
    loop();
  });
}

async function oneRun(browser, base, { user, password, throttled, bodies, direct }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'zh-CN' });
  context.setDefaultTimeout(throttled ? 120_000 : 30_000);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const reqs = new Map();
  let inflight = 0;
  let lastNet = Date.now();
  let files = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!reqs.has(e.requestId)) inflight++;
    reqs.set(e.requestId, { url: e.request.url, type: e.type });
    lastNet = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    inflight--;
    lastNet = Date.now();
    if (r && r.url.startsWith(base) && r.type === 'Script') files.push({ url: r.url, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', () => {
    inflight--;
    lastNet = Date.now();
  });
  const libs = {};
  if (bodies) {
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const text = await res.text().catch(() => '');
      for (const l of librariesIn(text)) libs[l] = (libs[l] ?? 0) + 1;
    });
  }
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', THROTTLE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  }
  /** Network quiet: nothing in flight for 500 ms. */
  const quiet = async () => {
    const t = Date.now();
    while ((inflight > 0 || Date.now() - lastNet < 500) && Date.now() - t < 60_000) await page.waitForTimeout(50);
  };
  const take = () => {
    const out = files;
    files = [];
    return out;
  };
  const watch = (kind) => page.evaluate(([k, c, kd]) => (0, eval)(`(${k})`)(kd, c), [watcher.toString(), SEL.conds, kind]);
  try {
    await page.goto(base + SEL.loginUrl, { waitUntil: 'load' });
    await page.waitForSelector(SEL.loginButton);
    await quiet();
    const fcp = await page.evaluate(() => performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? null);
    const signIn = { fcp, files: take() };

    await page.locator('input[autocomplete="username"], input[name="username"], input[type="text"]').first().fill(user);
    await page.locator('input[type="password"]').first().fill(password);
    await watch('home');
    await page.click(SEL.loginButton);
    const home = { ...(await page.evaluate(() => window.__w)) };
    await quiet();
    home.files = take();

    if (direct) {
      // No pointer over the menu, so nothing is prefetched: the cost of a screen nobody hovered.
      await quiet();
      take();
      await watch('rows');
      await page.evaluate(() => {
        document.addEventListener('bench-open', () => {
          window.history.pushState({}, '', '/admin/ad/index');
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        document.body.click(); // starts the watcher's clock
        document.dispatchEvent(new Event('bench-open'));
      });
    } else {
      await page
        .locator('aside button, aside [role="menuitem"], aside [aria-expanded]', { hasText: /广告管理/ })
        .first()
        .click();
      const item = page.locator('aside a[href="/admin/ad/index"]').first();
      await item.waitFor({ state: 'visible' });
      await page.waitForTimeout(500);
      await quiet();
      take(); // what opening the menu group loaded is not part of opening the list
      await watch('rows');
      await item.click();
    }
    const list = { ...(await page.evaluate(() => window.__w)) };
    await quiet();
    list.files = take();
    return { signIn, home, list, libs };
  } finally {
    await context.close();
  }
}

const kb = (files) => files.reduce((a, f) => a + f.bytes, 0) / 1024;

function summarize(runs) {
  const m = (f) => median(runs.map(f));
  return {
    runs: runs.length,
    loginKb: m((r) => kb(r.signIn.files)),
    loginFiles: m((r) => r.signIn.files.length),
    fcp: m((r) => r.signIn.fcp),
    home: m((r) => r.home.home),
    menus: m((r) => r.home.menus),
    homeKb: m((r) => kb(r.home.files)),
    rows: m((r) => r.list.rows),
    ready: m((r) => r.list.ready),
    listKb: m((r) => kb(r.list.files)),
    listFiles: m((r) => r.list.files.length),
  };
}

async function main() {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`);
  const mode = option('mode', 'both');
  const counts = { fast: mode === 'throttled' ? 0 : Number(option('runs', '5')), throttled: mode === 'fast' ? 0 : Number(option('throttled-runs', '3')) };
  const who = { user: option('user', 'admin'), password: option('password', 'demo123456') };
  let base = option('url');
  let server = null;
  if (!base) {
    server = await startServer({ prefix: 'bench-data-', env: { LOG: '0' } });
    base = server.url;
  }
  base = base.replace(/\/+$/, '');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const results = { fast: [], throttled: [] };
  let warm;
  const load = [];
  try {
    // One warm-up visit (server start-up costs, statement caches) that also reads every script's
    // body to count library copies; measured runs read no bodies.
    warm = await oneRun(browser, base, { ...who, throttled: false, bodies: true });
    for (const kind of ['fast', 'throttled']) {
      for (let i = 0; i < counts[kind]; i++) {
        results[kind].push(await oneRun(browser, base, { ...who, throttled: kind === 'throttled', direct: flag('direct') }));
        load.push(os.loadavg()[0]);
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  const sum = { fast: counts.fast ? summarize(results.fast) : null, throttled: counts.throttled ? summarize(results.throttled) : null };

  if (flag('json')) {
    console.log(JSON.stringify({ base, user: who.user, summary: sum, downloads: warm.libs }, null, 2));
    return;
  }
  const kinds = ['fast', 'throttled'].filter((k) => sum[k]);
  const cell = (k, f) => f(sum[k]);
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v).toLocaleString('en-US').replace(/,/g, ' ')} ms` : 'n/a');
  const kbIn = (v, n) => `${v.toFixed(1)} KB in ${Math.round(n)}`;
  const rows = [
    ['sign-in page: JS over the wire', (s) => kbIn(s.loginKb, s.loginFiles)],
    ['sign-in page: first contentful paint', (s) => ms(s.fcp)],
    ['click 登录 → home visible', (s) => ms(s.home)],
    ['… → every menu group present', (s) => ms(s.menus)],
    ['open a list from the sidebar → first row', (s) => ms(s.rows)],
    ['JS downloaded to open that list', (s) => kbIn(s.listKb, s.listFiles)],
  ];
  const heads = kinds.map((k) =>
    k === 'fast' ? `console (loopback, median of ${sum.fast.runs})` : `console throttled (Fast 3G + 4× CPU, median of ${sum.throttled.runs})`,
  );
  console.log(`\nBrowser benchmark: ${base}  user=${who.user}  Chromium ${browser.version()}, fresh context per run; ${chineseFontLine()}\n`);
  console.log(`| step | ${heads.join(' | ')} |`);
  console.log(`|---|${kinds.map(() => '---').join('|')}|`);
  for (const [label, f] of rows) console.log(`| ${label} | ${kinds.map((k) => cell(k, f)).join(' | ')} |`);
  console.log('\nAlso:');
  for (const k of kinds) {
    const s = sum[k];
    console.log(`  ${k}: JS added by sign-in → home ${s.homeKb.toFixed(1)} KB; list → loading mask gone ${ms(s.ready)}`);
  }

  if (flag('files')) {
    const one = results.fast[0] ?? results.throttled[0];
    for (const [step, files] of [
      ['sign-in page', one.signIn.files],
      ['click → home', one.home.files],
      ['open the list', one.list.files],
    ]) {
      console.log(`\n${step}: ${files.length} JS files, ${kb(files).toFixed(1)} KB over the wire`);
      for (const f of [...files].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(f.url).pathname}`);
    }
  }

  console.log('\nDownloads of one visit by library signature (DESIGN 9: each exactly once):');
  for (const lib of ['react', 'react-dom', 'react-dom/client', 'antd']) {
    const n = warm.libs[lib] ?? 0;
    console.log(`  ${lib.padEnd(18)}${n}${n === 1 ? '' : '   <- expected exactly 1'}`);
  }
  console.log('\nGoals (the side-by-side goals are in ../shared/bench):');
  for (const k of kinds) {
    const s = sum[k];
    const line = (label, v, goal, unit) =>
      console.log(
        `  ${`${k} ${label}`.padEnd(40)}${`${v.toFixed(unit === 'KB' ? 1 : 0)} ${unit}`.padStart(12)}  goal ≤ ${goal} ${unit}  ${v <= goal ? 'ok' : 'OVER'}`,
      );
    line('sign-in page JS (wire)', s.loginKb, GOAL.loginKb, 'KB');
    line('sign-in page first paint', s.fcp, GOAL.fcpMs[k], 'ms');
  }
  const avg = load.reduce((a, b) => a + b, 0) / Math.max(1, load.length);
  console.log(
    `\nLoad average during the runs: ${avg.toFixed(2)} on ${os.cpus().length} CPUs${avg > os.cpus().length / 2 ? ' (busy machine: times are inflated)' : ''}`,
  );
}

main().catch((e) => {
  console.error(`[bench] ${e.stack || e.message}`);
  process.exit(1);
});
