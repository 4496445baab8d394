// Every route of every remote, walked once as admin in two pages without reloads (line 2 for the
// study-abroad routes), each list's 新增 (drawer, dialog or page) opened, each stop read in English
// and in Chinese by two detectors:
// - language (lib/language-walk.ts): no Chinese in English, no English words in Chinese, outside
//   user data. User data is what the API sent: a text is allowed only when it is exactly a string
//   of an API answer of this page (or a list of such strings), so a label, placeholder or value the
//   console writes itself is always caught;
// - accessibility (lib/axe.ts): axe-core, WCAG 2.1 A/AA and best practice, reports no serious or
//   critical violation.
// One walk serves both because opening and settling the screens is most of its time.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession } from '../lib/console';
import { axeLines, axeViolations, prepareAxe } from '../lib/axe';
import { findings, prepareWalk, routePaths, settle, switchLanguage, walkRoutes, type Api, type UiLanguage } from '../lib/language-walk';

const s = consoleSuite(import.meta.filename);
const VIEWPORT = { width: 1440, height: 900 };

s.test(
  'every route of every remote, and each list’s 新增, in English and Chinese: no text in the other language outside user data, no serious axe violation',
  async ({ page, context, browser, server }) => {
    const t0 = Date.now();
    const token = await apiToken(server.url, 'admin');
    // Two pages walk half the routes each, side by side (each browser page renders on its own core).
    const second = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', baseURL: server.url });
    second.setDefaultTimeout(10_000);
    for (const c of [context, second]) {
      await setSession(c, server.url, token);
      await prepareWalk(c, 'en');
      await prepareAxe(c);
    }
    const api: Api = async (p) => {
      const r = await apiGet(server.url, p, token);
      assert.equal(r.code, 20000, `${p}: ${r.msg}`);
      return r.data as never;
    };
    const routes = routePaths();
    assert.ok(routes.length > 60, `only ${routes.length} routes found in the route tables`);

    const wrongLanguage: string[] = [];
    const inaccessible: string[] = [];
    const byRule = new Map<string, number>();
    const byKind = new Map<string, number>();
    const example = new Map<string, string>();
    const readAxe = async (p: typeof page) => {
      const violations = await axeViolations(p);
      for (const v of violations) {
        byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + v.targets.length);
        for (const [k, n] of Object.entries(v.kinds)) {
          const key = `${v.rule}: ${k}`;
          byKind.set(key, (byKind.get(key) ?? 0) + n);
          if (!example.has(key)) example.set(key, `${p.url().split('/admin')[1]} ${v.examples[k]}`);
        }
      }
      return axeLines(violations);
    };
    // Each stop's findings come back marked by detector; `report` sorts them.
    const AXE = 'axe: ';
    const inspect = async (p: typeof page, language: UiLanguage) => [...(await findings(p, language)), ...(await readAxe(p)).map((l) => AXE + l)];
    const report = (label: string, language: UiLanguage, list: string[]) => {
      for (const f of list) {
        if (f.startsWith(AXE)) inaccessible.push(`[${language}] ${label}: ${f.slice(AXE.length)}`);
        else wrongLanguage.push(`[${language}] ${label}: ${f}`);
      }
    };

    await page.goto(adminPath('/dashboard'));
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    // The detectors themselves, in each language: a text the API never sent is found, in a text and
    // an attribute; a product name, an id and a URL are not English words; an image without a text
    // alternative is a critical axe violation.
    const probe = async (language: UiLanguage, html: string, expected: string[]) => {
      await settle(page);
      const before = await findings(page, language);
      await page.evaluate((h) => document.querySelector('.hd-page')!.insertAdjacentHTML('beforeend', `<p id="probe">${h}</p>`), html);
      assert.deepEqual(
        (await findings(page, language)).filter((f) => !before.includes(f)).map((f) => f.split(' at ')[0]),
        expected,
      );
      await page.evaluate(() => document.getElementById('probe')!.remove());
      report('/dashboard', language, before);
    };
    await probe('en', '全部年份 <input placeholder="请选择">', ['text "全部年份"', 'placeholder "请选择"']);
    await switchLanguage(page);
    await probe('zh-CN', '全部 years <input placeholder="Select"> iOS App ID 42 a1b2 https://x.cn/a', ['text "全部 years"', 'placeholder "Select"']);
    await page.evaluate(() => document.querySelector('.hd-page')!.insertAdjacentHTML('beforeend', '<img id="probe" src="data:,">'));
    assert.deepEqual(
      (await axeViolations(page)).filter((v) => v.targets.includes('#probe')).map((v) => v.rule),
      ['image-alt'],
    );
    await page.evaluate(() => document.getElementById('probe')!.remove());

    const verbose = Boolean(process.env.E2E_VERBOSE);
    const walk = (p: typeof page, list: typeof routes) => walkRoutes({ page: p, api, routes: list, report, inspect, verbose });
    const line1 = routes.filter((r) => !r.line2);
    const walkA = async () => {
      const visited = await walk(
        page,
        line1.filter((_r, i) => i % 2 === 0),
      );
      // The study-abroad menu set, through the top bar's switch (it returns to the dashboard).
      await page.locator('.hl-root [role="radiogroup"]').getByRole('radio').nth(1).click();
      await page.waitForURL((u) => u.pathname === adminPath('/dashboard'));
      return [
        ...visited,
        ...(await walk(
          page,
          routes.filter((r) => r.line2),
        )),
      ];
    };
    const walkB = async () => {
      const other = await second.newPage();
      await other.goto(adminPath('/dashboard'));
      return walk(
        other,
        line1.filter((_r, i) => i % 2 === 1),
      );
    };
    const visited = (await Promise.all([walkA(), walkB()])).flat();
    await second.close();

    const counts = [...byRule].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `${rule} ${n}`);
    process.stderr.write(
      `[walk] ${visited.length} routes × 2 languages in ${Math.round((Date.now() - t0) / 1000)} s; axe elements failing by rule: ${counts.join(', ') || 'none'}\n`,
    );
    if (byKind.size)
      process.stderr.write(
        `[axe] failures by kind:\n${[...byKind]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `  ${n} ${k}\n      e.g. ${example.get(k)}`)
          .join('\n')}\n`,
      );
    assert.equal(new Set(visited).size, routes.length);
    assert.deepEqual(
      { wrongLanguage, inaccessible },
      { wrongLanguage: [], inaccessible: [] },
      `text in the other language:\n${wrongLanguage.join('\n') || 'none'}\nserious or critical axe violations (elements by rule: ${counts.join(', ') || 'none'}):\n${inaccessible.join('\n') || 'none'}`,
    );
  },
  { timeout: 400_000, context: { viewport: VIEWPORT } },
);
