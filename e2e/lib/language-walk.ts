// The language walk: every route of every remote in one page, read in English
// and in Chinese, each scan failing on the other language's words outside user data. One helper
// for both languages: a page is opened once and read in both, switching the language in place with
// the top bar's switch, so the walk costs one navigation and one 新增 drawer per route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { adminPath } from './console';
import { REMOTE_NAMES, ROOT } from './paths';

export type UiLanguage = 'en' | 'zh-CN';
const OTHER: Record<UiLanguage, UiLanguage> = { en: 'zh-CN', 'zh-CN': 'en' };

/**
 * Every route path of every remote's route table (the first argument of its builders: page,
 * hidden, adPage…), read from the tables themselves so a new route is walked without editing the
 * walk. External links (`link`) open another site and groups redirect: both left out.
 */
export function routePaths(): { path: string; line2: boolean }[] {
  const out = new Map<string, boolean>();
  for (const remote of REMOTE_NAMES) {
    const src = readFileSync(path.join(ROOT, 'remotes', remote, 'src/routes.ts'), 'utf8');
    // A route's options (its `lines`) run up to the next builder call, over several lines at times.
    const calls = [...src.matchAll(/\b(\w+)\(\s*'(\/[^']*)'/g)];
    calls.forEach((m, i) => {
      if (m[1] === 'link' || m[1] === 'group' || m[1] === 'import') return;
      const own = src.slice(m.index, calls[i + 1]?.index ?? src.length);
      out.set(m[2], out.get(m[2]) || /lines:\s*\[2\]/.test(own));
    });
  }
  return [...out].map(([p, line2]) => ({ path: p, line2 }));
}

export type Api = <T>(p: string) => Promise<T>;

/** Real records for the routes with parameters, from the API (a placeholder screen takes any id). */
export async function concretePath(p: string, api: Api): Promise<string> {
  if (!p.includes(':')) return p;
  const first = async (list: string) => (await api<{ items: Record<string, unknown>[] }>(list)).items[0];
  if (p.startsWith('/learn-interaction/detail/')) return p.replace(':uuid', String((await first('/comment/statistics/?limit=1')).uuid));
  if (p.startsWith('/homepagesetting/floor-content/')) return p.replace(':id', String((await first('/nav/homepagesetting/floor/?limit=1')).id));
  if (p.startsWith('/user/index/')) return p.replace(':id', String((await first('/account/user/?limit=1')).id));
  if (p.startsWith('/pick-school/floor-content/')) {
    const page = await first('/school/app-page/?limit=1');
    return p.replace(':floor_uuid', String((await first(`/school/app-page/${String(page.id)}/floor/?limit=1`)).uuid));
  }
  if (p.includes(':bc_uuid')) {
    const courses = (await api<{ items: { uuid: string; years: number[] }[] }>('/nav/business_course/?limit=100')).items.filter((c) => c.years.length);
    if (!p.includes(':floor_uuid')) return p.replace(':bc_uuid', courses[0].uuid);
    const english = p.includes('english-tool');
    for (const c of courses) {
      for (const year of c.years) {
        const floors = (await api<{ items: { uuid: string; floor_type: string }[] }>(`/nav/bc/${c.uuid}/year/${year}/floor/?limit=100`)).items;
        const floor = floors.find((f) => (f.floor_type === 'english_word') === english);
        if (floor) return p.replace(':bc_uuid', c.uuid).replace(':year', String(year)).replace(':floor_uuid', floor.uuid);
      }
    }
    throw new Error(`no floor in the demo data for ${p}`);
  }
  return p.replace(/:[a-z_]+/g, '1');
}

/*
 * In the page, before any of its scripts (a string: the test runner's compiled functions call
 * helpers the page lacks):
 * - every XHR and fetch to the API is counted while in flight, and every string of its JSON
 *   answer is kept as user data (window.__apiStrings);
 * - window.__uiSettled() tells whether the console is at rest: no API call in flight for a
 *   moment, no route's screen loading (the host's progress bar), nothing busy or spinning;
 * - window.__uiFindings(lang) lists the visible texts and attributes in the other language that
 *   are not user data.
 */
const IN_PAGE = String.raw`(() => {
  const data = new Set();
  let inFlight = 0;
  let last = 0;
  const keep = (v) => {
    if (typeof v === 'string') { const s = v.trim(); if (s.length > 1) data.add(s); }
    else if (Array.isArray(v)) v.forEach(keep);
    else if (v && typeof v === 'object') Object.values(v).forEach(keep);
  };
  const isApi = (url) => String(url).includes('/admin_api/');
  const begin = () => { inFlight++; last = performance.now(); };
  const end = (text) => {
    inFlight = Math.max(0, inFlight - 1);
    last = performance.now();
    try { if (text) keep(JSON.parse(text)); } catch (e) { /* not JSON: a file, an export */ }
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__api = isApi(url);
    return open.apply(this, arguments);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function () {
    if (this.__api) {
      begin();
      this.addEventListener('loadend', () => {
        let text = '';
        try { text = this.responseType === '' || this.responseType === 'text' ? this.responseText : ''; } catch (e) { /* none */ }
        end(text);
      }, { once: true });
    }
    return send.apply(this, arguments);
  };
  const fetch0 = window.fetch;
  window.fetch = function (input) {
    const url = typeof input === 'string' ? input : input && input.url;
    const p = fetch0.apply(this, arguments);
    if (!isApi(url)) return p;
    begin();
    p.then((r) => r.clone().text()).then(end, () => end(''));
    return p;
  };

  const BUSY = '.hprog--running, .hl-screen-loading, [aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active';
  // At rest in several frames in a row (polled once a frame) and for quietMs since the last
  // answer: a frame lets a render's effects start the requests it leads to (names of ids, options),
  // which a check right after a long render would not see yet.
  let calmPolls = 0;
  window.__uiSettled = (quietMs) => {
    if (inFlight > 0 || document.querySelector(BUSY)) { calmPolls = 0; return false; }
    calmPolls++;
    return calmPolls >= 3 && performance.now() - last >= quietMs;
  };
  window.__uiSettleStart = () => { calmPolls = 0; };

  const cjk = /[\u2E80-\u9FFF\uF900-\uFAFF\u3000-\u303F\uFF00-\uFFEF]/;
  // Latin words a Chinese console writes as they are, each for a reason: platform and product
  // names of the spec (App, PC, iOS, Android, iPad, pad, Banner, SKU), file formats and size units,
  // keys named in keyboard help, and date-format letters (YYYY-MM-DD HH:mm:ss). Tokens with a
  // digit (ids, sizes, H5, MP4, colours), URLs, paths, e-mail addresses, file and code names
  // (dots, underscores) are never words; neither is a single letter.
  const ALLOWED = new Set(('App APP PC iOS Android iPad pad Banner SKU ID URL IP appid http https ' +
    'CSV XLSX JSON PDF PNG JPEG GIF WebP Word Excel PowerPoint zip WebM KB MB GB px ' +
    'Ctrl Alt Shift Enter Esc Tab YYYY MM DD HH mm ss').split(' '));
  const latinWords = (text) => {
    const out = [];
    for (const token of text.split(/[\s\u2E80-\u9FFF\uF900-\uFAFF\u3000-\u303F\uFF00-\uFFEF,;!?()\[\]{}<>"'|*=]+/)) {
      if (!/[A-Za-z]/.test(token) || /\d|:\/\/|^\/|@|\w[._]\w/.test(token)) continue;
      for (const w of token.match(/[A-Za-z]+/g)) if (w.length > 1 && !ALLOWED.has(w)) out.push(w);
    }
    return out;
  };
  const foreign = {
    en: (t) => cjk.test(t),
    'zh-CN': (t) => latinWords(t).length > 0,
  };
  // User data, longest first, so a text quoting one ("Edit 2027 考研…") is judged by what is
  // left once the quoted data is taken out.
  let sorted = { n: -1, list: [] };
  const isData = (t, test) => {
    if (sorted.n !== data.size) sorted = { n: data.size, list: [...data].sort((a, b) => b.length - a.length) };
    let rest = t;
    for (const d of sorted.list) {
      if (!test(rest)) return true;
      if (rest.includes(d)) rest = rest.split(d).join(' ');
    }
    return !test(rest);
  };
  const isFragment = (text) => {
    const t = (text || '').trim();
    if (!t) return true;
    for (const d of data) if (d.includes(t)) return true;
    return false;
  };
  const where = (el) => {
    const parts = [];
    for (let e = el; e && parts.length < 3; e = e.parentElement) {
      const cls = (e.getAttribute('class') || '').split(' ').filter((c) => c && !c.includes('css-'))[0];
      parts.unshift(e.tagName.toLowerCase() + (cls ? '.' + cls : ''));
    }
    return parts.join('>');
  };
  window.__uiFindings = (lang) => {
    const test = foreign[lang];
    const out = [];
    const check = (text, el, what) => {
      const t = (text || '').trim();
      if (t && test(t) && !isData(t, test)) out.push(what + ' "' + t.slice(0, 60) + '" at ' + where(el));
    };
    check(document.title, document.body, 'document title');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      // <code>: identifiers (a module's name), not words.
      if (!el || el.closest('script, style, code, [hidden], [aria-hidden="true"]') || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Content drawn from stored rich text (a question's stem, its formulas) is marked
      // translate="no" and broken into many nodes: a node there is data when an answer held it.
      if (el.closest('[translate="no"]') && isFragment(n.textContent)) continue;
      check(n.textContent, el, 'text');
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], [alt], input, textarea')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      // antd names an icon by its shape ("search", "plus") in every language: a library's
      // identifier, not a text of ours.
      // antd's icons are named by their shape ("search", "plus") and a few of its parts carry fixed
      // English names no prop changes (the number input's step buttons): a library's identifiers,
      // not texts of ours. An aria-label beside aria-labelledby is not what is announced.
      const named = !el.matches('.anticon[role="img"], .ant-input-number-action') && !el.hasAttribute('aria-labelledby');
      for (const a of ['placeholder', 'aria-label', 'title', 'alt']) if (named || a !== 'aria-label') check(el.getAttribute(a), el, a);
      // What a text box shows (a checkbox's or radio's value is never shown).
      if (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && /^(text|search|email|url|tel|number|)$/.test(el.type))) check(el.value, el, 'value');
    }
    return [...new Set(out)];
  };
})();`;

/** Installs the page side of the walk in every page of the context (before the console's scripts). */
export async function prepareWalk(context: BrowserContext, language: UiLanguage): Promise<void> {
  await context.addInitScript(`localStorage.setItem('admin-locale', ${JSON.stringify(language)});`);
  await context.addInitScript(IN_PAGE);
}

/** Resolves when the console is at rest (see __uiSettled), or after `max` ms. */
export async function settle(page: Page, max = 8_000): Promise<void> {
  type W = { __uiSettled(q: number): boolean; __uiSettleStart(): void };
  await page.evaluate(() => (window as unknown as W).__uiSettleStart());
  await page.waitForFunction(() => (window as unknown as W).__uiSettled(100), undefined, { timeout: max, polling: 'raf' }).catch(() => undefined);
}

export const findings = (page: Page, language: UiLanguage): Promise<string[]> =>
  page.evaluate((l) => (window as unknown as { __uiFindings(l: string): string[] }).__uiFindings(l), language);

/** Client-side navigation, as a link would do it (no reload), until the page's own tab is current. */
export async function go(page: Page, p: string): Promise<void> {
  const url = adminPath(p);
  const pathname = url.split('?')[0];
  await page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await page.locator(`.hl-tabs [aria-current="page"][data-tab-path="${p.split('?')[0]}"]`).waitFor({ timeout: 15_000 });
  await page.waitForURL((u) => u.pathname === pathname, { timeout: 1_000 });
}

export const currentLanguage = (page: Page): Promise<UiLanguage> => page.evaluate(() => document.documentElement.lang as UiLanguage);

/**
 * Switches the language with the top bar's switch. Its button and item are clicked from the page
 * (element.click()): an open drawer's mask covers the top bar for a pointer, and the drawer is
 * what is being read.
 */
export async function switchLanguage(page: Page): Promise<UiLanguage> {
  const to = OTHER[await currentLanguage(page)];
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('.hl-menu-button button:is([aria-label^="语言"], [aria-label^="Language"])');
    if (!button) throw new Error('no language switch in the top bar');
    button.click();
  });
  const item = page.locator('[role="menuitemradio"][data-key="' + to + '"]');
  await item.evaluate((el: HTMLElement) => el.click());
  await page.waitForFunction((l) => document.documentElement.lang === l, to, { timeout: 5_000 });
  return to;
}

interface WalkOptions {
  page: Page;
  api: Api;
  routes: { path: string }[];
  /** Called with each stop's findings, labelled. */
  report(label: string, language: UiLanguage, found: string[]): void;
  /** What is read at each stop (default: texts in the other language, `findings`). */
  inspect?: (page: Page, language: UiLanguage) => Promise<string[]>;
  /** Whether a list's 新增 is opened and read too (default true). */
  withNew?: boolean;
  verbose?: boolean;
}

/** The kit's create button (primary): a status filter may say "New" / 新增 too. */
const createButton = (page: Page) =>
  page
    .locator('.ant-layout-content .ant-btn-primary')
    .filter({ hasText: /^\s*(New|新\s*增)\s*$/ })
    .first();

/**
 * Opens each route by the router and reads it in the language shown, then in the other one; a
 * list's 新增 (its drawer, dialog or page) is opened and read in both too. Returns the paths visited.
 */
export async function walkRoutes({ page, api, routes, report, inspect = findings, withNew: openNew = true, verbose }: WalkOptions): Promise<string[]> {
  const visited: string[] = [];
  let mark = Date.now();
  const lap = (what: string) => {
    if (verbose) process.stderr.write(`  ${what} ${Date.now() - mark}\n`);
    mark = Date.now();
  };
  const read = async (label: string) => {
    await settle(page);
    lap('settle');
    const language = await currentLanguage(page);
    report(label, language, await inspect(page, language));
    lap('inspect');
  };
  const both = async (label: string) => {
    await read(label);
    await switchLanguage(page);
    lap('switch');
    await read(label);
  };
  for (const r of routes) {
    const t0 = Date.now();
    const p = await concretePath(r.path, api);
    visited.push(p);
    try {
      mark = Date.now();
      await go(page, p);
      lap('go');
      // With its 新增 open (a drawer or dialog: the list behind it is read too), else as it is,
      // in the language shown and then in the other one: one switch per route.
      await settle(page);
      const withNew = openNew && (await openCreate(page, p, both));
      if (!withNew) await both(p);
      if (verbose && withNew) process.stderr.write(`[walk] ${p} opened its 新增\n`);
    } catch (e) {
      report(p, await currentLanguage(page), [`the walk failed: ${String((e as Error).message).split('\n')[0]}`]);
      await page.keyboard.press('Escape');
    }
    if (verbose) process.stderr.write(`[walk] ${p} ${Date.now() - t0} ms\n`);
  }
  return visited;
}

/** Opens a list's 新增 and reads it in both languages; false when the page has none. */
async function openCreate(page: Page, p: string, both: (label: string) => Promise<void>): Promise<boolean> {
  const add = createButton(page);
  if (!(await add.isVisible())) return false;
  // The list may re-render under the click (its rows arriving): let it settle and try again.
  for (let i = 0; ; i++) {
    try {
      await add.click({ timeout: 4_000 });
      break;
    } catch (e) {
      if (i === 2) throw e;
      await settle(page);
    }
  }
  const opened = page.locator('.ant-drawer-content-wrapper:visible, .ant-modal-content:visible').first();
  const samePage = (u: URL) => `${u.pathname}${u.search}` === adminPath(p);
  await Promise.race([opened.waitFor({ timeout: 10_000 }), page.waitForURL((u) => !samePage(u), { timeout: 10_000 })]).catch(() => {
    throw new Error('新增 opened neither a drawer, a dialog nor a page');
  });
  await both(`${p} (New)`);
  if (samePage(new URL(page.url()))) {
    // Closed without waiting: the next route waits for its own page.
    await page.keyboard.press('Escape');
  } else {
    // A page of its own: the list it came from is read in both languages too.
    await go(page, p);
    await both(p);
  }
  return true;
}
