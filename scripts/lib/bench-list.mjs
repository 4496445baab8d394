// What the list benchmarks (bench-kit-list.mjs: wall time; bench-kit-list-cpu.mjs: main-thread CPU)
// share: the command line, Chromium, signing in, and the three changes of a list they measure.
import { existsSync } from 'node:fs';

import { option } from './bench-args.mjs';

export { CHROMIUM_ARGS, flag, median, option, options, quantile } from './bench-args.mjs';

export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path} (set CHROMIUM_PATH)`);
  return path;
}

/** A fresh context (nothing cached), 1440 × 900 unless told, signed in and on the dashboard. */
export async function signedInPage(browser, base, who, { initScript, width = 1440 } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
  context.setDefaultTimeout(30_000);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await page.locator('input[autocomplete="username"], input[name="username"], input[type="text"]').first().fill(who.user);
  await page.locator('input[type="password"]').first().fill(who.password);
  await page.click('form button[type="submit"]');
  await page.waitForSelector('.hd-page h1');
  return { context, page };
}

/** The key of the list's first row (what each measured change replaces). */
export const firstRowKey = (page) =>
  page.evaluate(() => document.querySelector('main .ant-table-tbody tr.ant-table-row')?.getAttribute('data-row-key') ?? null);

const NEXT_PAGE = 'main .ant-pagination-next button, main li[title="下一页"] button, main [aria-label="下一页"]';
const FIRST_FILTER = 'main form input[type="text"], main form input:not([type])';

/**
 * The centre of the first element matching `selector`, scrolled into view, found by the page's own
 * querySelector. The actions below press there with the browser's input (CDP) rather than through
 * a Playwright locator: a locator's click runs Playwright's selector engine and actionability
 * checks inside the page, ~1.5 MB of allocations per click (sampled), garbage that the measured
 * render then paid for in a young-generation collection. A person's click allocates none of it.
 */
async function centreOf(page, selector) {
  // The console scrolls a list to its top after a change (an animation), and the header is fixed:
  // the point is taken once the element is still and nothing covers it.
  for (let attempt = 0; attempt < 40; attempt++) {
    const box = await page.evaluate(async (s) => {
      const el = document.querySelector(s);
      if (!el) return null;
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const r = el.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { x, y, free: hit !== null && el.contains(hit) };
    }, selector);
    if (!box) throw new Error(`nothing on the page matches ${selector}`);
    if (box.free) return box;
    await page.waitForTimeout(50);
  }
  throw new Error(`${selector} stays covered`);
}

/** The three changes of a list, as a user makes them. */
export const ACTIONS = {
  // Through the router, as a click in the menu would: the screen's code and data both load now.
  open: (page, path) =>
    page.evaluate((p) => {
      window.history.pushState({}, '', `/admin${p}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path),
  page: async (page) => {
    const { x, y } = await centreOf(page, NEXT_PAGE);
    await page.mouse.click(x, y);
  },
  filter: async (page) => {
    const { x, y } = await centreOf(page, FIRST_FILTER);
    await page.mouse.click(x, y);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
  },
};

/** The who of --user / --password (the demo admin by default). */
export const who = () => ({ user: option('user', 'admin'), password: option('password', 'demo123456') });

/**
 * --fill N --fill-api <list API path, e.g. base/ads/launch>: copies the list's first record until
 * it has N, so "next page" is a full page of 20 rows (the demo lists are shorter than 40). A record
 * read by GET is sent back by POST as it is: the server ignores its read-only fields.
 */
export async function fillList(base, who) {
  const n = Number(option('fill', '0'));
  const api = option('fill-api');
  if (!n || !api) return;
  const headers = { 'content-type': 'application/json', 'AUTH-SYS': 'admin' };
  const signIn = await (
    await fetch(`${base}/admin_api/v1/account/auth/token/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: who.user, password: who.password }),
    })
  ).json();
  const token = signIn.data?.token;
  if (!token) throw new Error(`sign-in for --fill failed: ${signIn.code} ${signIn.msg}`);
  const url = `${base}/admin_api/v1/${api.replace(/^\/|\/$/g, '')}/`;
  const first = await (await fetch(`${url}?page=1&limit=1`, { headers: { ...headers, token } })).json();
  if (first.code !== 20000 || !first.data?.items?.length) throw new Error(`--fill-api ${api}: ${first.code} ${first.msg}`);
  for (let total = first.data.total; total < n; total++) {
    const made = await (await fetch(url, { method: 'POST', headers: { ...headers, token }, body: JSON.stringify(first.data.items[0]) })).json();
    if (made.code !== 20000) throw new Error(`--fill-api ${api}: ${made.code} ${made.msg}`);
  }
  // Signing in here ended no browser session: each run signs in afresh after this.
}

/** The page's mark of the rows' commit, set in the task that commits them (a MutationObserver). */
export const ROWS_COMMITTED = 'rows-committed';
/** Trace categories for paintedFrame: the renderer's frame events, its tasks, and the page's marks. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'toplevel', 'blink.user_timing'];

/**
 * In the events of a trace of one change: the ROWS_COMMITTED mark, the renderer main thread's
 * complete events from then on, and when (trace µs) that thread was done with the frame that
 * painted the commit: the end of the task holding the first Paint after the mark (style, layout,
 * paint, and handing the layers to the compositor). Raster and display follow on other threads.
 * Null without the mark or a Paint after it.
 */
export function paintedFrame(traceEvents) {
  const mark = traceEvents.find((e) => e.name === ROWS_COMMITTED);
  if (!mark) return null;
  const onMain = traceEvents.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X');
  const paint = onMain.filter((e) => e.name === 'Paint' && e.ts >= mark.ts).sort((a, b) => a.ts - b.ts)[0];
  if (!paint) return null;
  const task = onMain.find((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts <= paint.ts && e.ts + e.dur >= paint.ts + paint.dur);
  return { mark, onMain, endUs: task ? task.ts + task.dur : paint.ts + paint.dur };
}
