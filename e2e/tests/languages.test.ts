// English and Chinese UI complete (issue 10, item 7): every route of every remote, walked as admin
// in one page without reloads (line 2 for the study-abroad routes), with the 新增 drawer of each
// list opened, and each page read in both languages: no Chinese in English, no English words in
// Chinese, outside user data. User data is what the API sent: a text is allowed only when it is
// exactly a string of an API answer of this page (or a list of such strings), so a label,
// placeholder or value the console writes itself is always caught. See e2e/lib/language-walk.ts.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession } from '../lib/console';
import { findings, prepareWalk, routePaths, settle, switchLanguage, walkRoutes, type Api, type UiLanguage } from '../lib/language-walk';

const s = consoleSuite(import.meta.filename);
const VIEWPORT = { width: 1440, height: 900 };

s.test(
  'every route of every remote, and each list’s 新增, shows no Chinese in English and no English in Chinese outside user data',
  async ({ page, context, browser, server }) => {
    const token = await apiToken(server.url, 'admin');
    // Two pages walk half the routes each, side by side (each browser page renders on its own core).
    const second = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', baseURL: server.url });
    second.setDefaultTimeout(10_000);
    for (const c of [context, second]) {
      await setSession(c, server.url, token);
      await prepareWalk(c, 'en');
    }
    const api: Api = async (p) => {
      const r = await apiGet(server.url, p, token);
      assert.equal(r.code, 20000, `${p}: ${r.msg}`);
      return r.data as never;
    };
    const routes = routePaths();
    assert.ok(routes.length > 60, `only ${routes.length} routes found in the route tables`);
    const found: string[] = [];
    const report = (label: string, language: UiLanguage, list: string[]) => found.push(...list.map((f) => `[${language}] ${label}: ${f}`));

    await page.goto(adminPath('/dashboard'));
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    // The detector itself, in each language: a text the API never sent is found, in a text and an
    // attribute; a product name, an id and a URL are not English words.
    const probe = async (language: UiLanguage, html: string, expected: string[]) => {
      await settle(page);
      const before = await findings(page, language);
      await page.evaluate((h) => document.querySelector('.hd-page')!.insertAdjacentHTML('beforeend', `<p id="probe">${h}</p>`), html);
      assert.deepEqual((await findings(page, language)).filter((f) => !before.includes(f)).map((f) => f.split(' at ')[0]), expected);
      await page.evaluate(() => document.getElementById('probe')!.remove());
      report('/dashboard', language, before);
    };
    await probe('en', '全部年份 <input placeholder="请选择">', ['text "全部年份"', 'placeholder "请选择"']);
    await switchLanguage(page);
    await probe('zh-CN', '全部 years <input placeholder="Select"> iOS App ID 42 a1b2 https://x.cn/a', ['text "全部 years"', 'placeholder "Select"']);

    const verbose = Boolean(process.env.E2E_VERBOSE);
    const line1 = routes.filter((r) => !r.line2);
    const walkA = async () => {
      const visited = await walkRoutes({ page, api, routes: line1.filter((_r, i) => i % 2 === 0), report, verbose });
      // The study-abroad menu set, through the top bar's switch (it returns to the dashboard).
      await page.locator('.hl-root [role="radiogroup"]').getByRole('radio').nth(1).click();
      await page.waitForURL((u) => u.pathname === adminPath('/dashboard'));
      return [...visited, ...(await walkRoutes({ page, api, routes: routes.filter((r) => r.line2), report, verbose }))];
    };
    const walkB = async () => {
      const other = await second.newPage();
      await other.goto(adminPath('/dashboard'));
      return walkRoutes({ page: other, api, routes: line1.filter((_r, i) => i % 2 === 1), report, verbose });
    };
    const visited = (await Promise.all([walkA(), walkB()])).flat();
    await second.close();

    assert.equal(new Set(visited).size, routes.length);
    assert.deepEqual(found, [], `text in the other language:\n${found.join('\n')}`);
  },
  { timeout: 300_000, context: { viewport: VIEWPORT } },
);
