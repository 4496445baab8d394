// English UI complete (issue 10, item 7): every route of every remote, walked in English as admin
// in one page without reloads (line 2 for the study-abroad routes), with the 新增 drawer of each
// list opened, shows no Chinese outside user data. User data is what the API sent: a Chinese text
// is allowed only when it is exactly a string of an API response of this page (or a list of such
// strings), so a label, placeholder or value the console writes itself is always caught.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession } from '../lib/console';
import { REMOTE_NAMES, ROOT } from '../lib/paths';

const s = consoleSuite(import.meta.filename);

/**
 * Every route path of every remote's route table (the first argument of its builders: page,
 * hidden, adPage, group…), read from the tables themselves so a new route is walked without
 * editing this file. External links (`link`) open another site and are left out.
 */
function routePaths(): { path: string; line2: boolean }[] {
  const out = new Map<string, boolean>();
  for (const remote of REMOTE_NAMES) {
    const src = readFileSync(path.join(ROOT, 'remotes', remote, 'src/routes.ts'), 'utf8');
    for (const line of src.split('\n')) {
      for (const m of line.matchAll(/\b(\w+)\(\s*'(\/[^']*)'/g)) {
        if (m[1] === 'link' || m[1] === 'group' || m[1] === 'import') continue;
        out.set(m[2], out.get(m[2]) || /lines:\s*\[2\]/.test(line));
      }
    }
  }
  return [...out].map(([p, line2]) => ({ path: p, line2 }));
}

type Api = <T>(p: string) => Promise<T>;

/** Real records for the routes with parameters, from the API (a placeholder screen takes any id). */
async function concretePath(p: string, api: Api): Promise<string> {
  if (!p.includes(':')) return p;
  const first = async (list: string) => (await api<{ items: Record<string, unknown>[] }>(list)).items[0];
  if (p.startsWith('/learn-interaction/detail/')) return p.replace(':uuid', String((await first('/comment/statistics/?limit=1')).uuid));
  if (p.startsWith('/user/index/')) return p.replace(':id', String((await first('/account/user/?limit=1')).id));
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

/** Client-side navigation, as a link would do it: no reload, the same page and remotes. */
async function go(page: Page, p: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, adminPath(p));
  await page.waitForURL((u) => `${u.pathname}${u.search}` === adminPath(p), { timeout: 10_000 });
}

/** Resolves once no API call of the page has been in flight for a moment (or after `max`). */
function settler(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', (r) => r.url().includes('/admin_api/') && (inFlight++, (last = Date.now())));
  const done = (r: { url(): string }) => r.url().includes('/admin_api/') && ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (max = 8000) => {
    const t0 = Date.now();
    await page.waitForTimeout(50);
    while (Date.now() - t0 < max && (inFlight > 0 || Date.now() - last < 200 || (await page.locator('.ant-spin-spinning, .ant-skeleton-active').count()) > 0)) {
      await page.waitForTimeout(100);
    }
  };
}

/** Every string of every API response the page received (user data), handed to the page as it grows. */
function apiStrings(page: Page) {
  const pending = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') pending.add(v.trim());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  page.on('response', async (r) => {
    if (!r.url().includes('/admin_api/') || !(r.headers()['content-type'] ?? '').includes('json')) return;
    try {
      walk(await r.json());
    } catch {
      /* a body already gone (navigation) holds nothing the page shows */
    }
  });
  return async () => {
    const add = [...pending];
    pending.clear();
    await page.evaluate((xs) => {
      const w = window as unknown as { __apiStrings?: Set<string> };
      w.__apiStrings ??= new Set();
      for (const x of xs) w.__apiStrings.add(x);
    }, add);
  };
}

/** Chinese texts and attributes of the visible page that are not user data, with where they are. */
async function chineseOutsideData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cjk = /[\u2E80-\u9FFF\uF900-\uFAFF\u3000-\u303F\uFF00-\uFFEF]/;
    // The API's Chinese strings, longest first, so a text that quotes one ("Edit 2027 考研…") is
    // judged by what is left once the quoted data is taken out.
    const w = window as unknown as { __apiStrings?: Set<string>; __apiSorted?: { n: number; list: string[] } };
    const all = w.__apiStrings ?? new Set<string>();
    if (w.__apiSorted?.n !== all.size) w.__apiSorted = { n: all.size, list: [...all].filter((x) => x.length > 1 && cjk.test(x)).sort((a, b) => b.length - a.length) };
    const data = w.__apiSorted.list;
    const isData = (t: string) => {
      let rest = t;
      for (const d of data) {
        if (!cjk.test(rest)) return true;
        if (rest.includes(d)) rest = rest.split(d).join(' ');
      }
      return !cjk.test(rest);
    };
    const where = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && parts.length < 3; e = e.parentElement) {
        const cls = (e.getAttribute('class') ?? '').split(' ').filter((c) => c && !c.includes('css-'))[0];
        parts.unshift(`${e.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
      }
      return parts.join('>');
    };
    const out: string[] = [];
    const check = (text: string | null | undefined, el: Element, what: string) => {
      const t = (text ?? '').trim();
      if (t && cjk.test(t) && !isData(t)) out.push(`${what} "${t.slice(0, 60)}" at ${where(el)}`);
    };
    if (cjk.test(document.title)) out.push(`document title "${document.title}"`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, [hidden], [aria-hidden="true"]') || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      check(n.textContent, el, 'text');
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], [alt], input, textarea')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const a of ['placeholder', 'aria-label', 'title', 'alt']) check(el.getAttribute(a), el, a);
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) check(el.value, el, 'value');
    }
    return [...new Set(out)];
  });
}

s.test(
  'every route of every remote, and each list’s 新增 drawer, shows no Chinese in English outside user data',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    await context.addInitScript(() => localStorage.setItem('admin-locale', 'en'));
    // The test runner names the functions it compiles with a helper the page lacks (esbuild's keepNames).
    await context.addInitScript('window.__name = (f) => f;');
    const api: Api = async (p) => {
      const r = await apiGet(server.url, p, token);
      assert.equal(r.code, 20000, `${p}: ${r.msg}`);
      return r.data as never;
    };
    const settle = settler(page);
    const syncData = apiStrings(page);
    const routes = routePaths();
    assert.ok(routes.length > 60, `only ${routes.length} routes found in the route tables`);

    const findings: string[] = [];
    const visited: string[] = [];
    const scan = async (label: string) => {
      await settle();
      await syncData();
      for (const f of await chineseOutsideData(page)) findings.push(`${label}: ${f}`);
    };

    await page.goto(adminPath('/dashboard'));
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    // The detector itself: a Chinese text the API never sent is found, in a text and an attribute.
    await settle();
    await syncData();
    const before = await chineseOutsideData(page);
    await page.evaluate(() => document.querySelector('.hd-page')!.insertAdjacentHTML('beforeend', '<p id="probe">全部年份 <input placeholder="请选择"></p>'));
    assert.deepEqual(
      (await chineseOutsideData(page)).filter((f) => !before.includes(f)).map((f) => f.split(' at ')[0]),
      ['text "全部年份"', 'placeholder "请选择"'],
    );
    await page.evaluate(() => document.getElementById('probe')!.remove());
    await scan('/dashboard');

    const openNew = async (p: string) => {
      // The kit's create button (primary): a status filter may say "New" too.
      const add = page.locator('.ant-layout-content .ant-btn-primary').filter({ hasText: /^\s*New\s*$/ }).first();
      if (!(await add.isVisible())) return;
      // The list may re-render under the click (its rows arriving): let it settle and try again.
      for (let i = 0; ; i++) {
        try {
          await add.click({ timeout: 4_000 });
          break;
        } catch (e) {
          if (i === 2) throw e;
          await settle();
        }
      }
      const opened = page.locator('.ant-drawer-content-wrapper:visible, .ant-modal-content:visible').first();
      await Promise.race([opened.waitFor({ timeout: 10_000 }), page.waitForURL((u) => `${u.pathname}${u.search}` !== adminPath(p), { timeout: 10_000 })]).catch(() => {
        throw new Error('新增 opened neither a drawer, a dialog nor a page');
      });
      await scan(`${p} (New)`);
      if (`${new URL(page.url()).pathname}${new URL(page.url()).search}` !== adminPath(p)) return;
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    };
    const walk = async (list: typeof routes) => {
      for (const r of list) {
        const t0 = Date.now();
        const p = await concretePath(r.path, api);
        visited.push(p);
        try {
          await go(page, p);
          await scan(p);
          // A list's 新增 drawer (its form: labels, placeholders, defaults, help), or the page it opens.
          await openNew(p);
        } catch (e) {
          findings.push(`${p}: the walk failed: ${String((e as Error).message).split('\n')[0]}`);
          await page.keyboard.press('Escape');
        }
        if (process.env.E2E_VERBOSE) process.stderr.write(`[english] ${p} ${Date.now() - t0} ms\n`);
      }
    };
    await walk(routes.filter((r) => !r.line2));

    // The study-abroad menu set, through the top bar's switch (it returns to the dashboard).
    await page.getByRole('radiogroup', { name: /line/i }).getByRole('radio').nth(1).click();
    await page.waitForURL((u) => u.pathname === adminPath('/dashboard'));
    await walk(routes.filter((r) => r.line2));

    assert.equal(visited.length, routes.length);
    assert.deepEqual(findings, [], `Chinese in English mode:\n${findings.join('\n')}`);
  },
  { timeout: 240_000, context: { viewport: { width: 1440, height: 900 } } },
);
