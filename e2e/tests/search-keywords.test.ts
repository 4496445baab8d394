// Search keywords against the production build: reached through the menu, a query students
// searched that found nothing is added as a keyword from the panel, the try box says the query
// now hits it, and after a reload the keyword, the panel and the try box still say so.
import assert from 'node:assert/strict';
import { axeLines, axeViolations, prepareAxe } from '../lib/axe';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, sidebar, toast, waitForPath, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

type Insight = { query: string; count: number; keyword_id: number | null };
type Keyword = { id: number; keyword: string; match_mode: string };

s.test('a zero-result query from the panel becomes a keyword that the try box hits, and stays after a reload', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  await setSession(context, server.url, token);
  const panel = (await apiGet(server.url, '/base/search-log/insights/?days=7&business_line=1&limit=8', token)).data as { no_result: Insight[] };
  const missed = panel.no_result.find((q) => q.keyword_id === null);
  assert.ok(missed, 'the demo log has a query with no result that no keyword covers');

  // As a person gets there: 首页管理 › 搜索管理 › 搜索关键词.
  await page.goto(adminPath('/dashboard'));
  const nav = sidebar(page);
  await nav.locator('.ant-menu-submenu-title[data-menu-id$="-/homemanage"]').first().click();
  await nav.locator('.ant-menu-submenu-title[data-menu-id$="-/homemanage/search-mgt"]').first().click();
  await nav.locator('a[href="/admin/homemanage/search-mgt/keyword"]').click();
  await waitForPath(page, '/admin/homemanage/search-mgt/keyword');
  await waitForScreen(page);

  const noResult = page.getByRole('list', { name: '无结果的搜索' });
  await noResult.getByText(missed.query, { exact: true }).waitFor();
  await noResult.getByRole('button', { name: `把“${missed.query}”加为关键词` }).click();
  await toast(page, `已添加“${missed.query}”`).waitFor();
  await noResult.getByText(`命中关键词「${missed.query}」`).waitFor();

  const box = page.getByRole('textbox', { name: '试一试' });
  await box.fill(missed.query);
  const status = page.getByRole('status').filter({ hasText: '命中关键词' });
  await status.getByText(`命中关键词「${missed.query}」`, { exact: false }).waitFor();

  await page.reload();
  await waitForScreen(page);
  await page.locator('.ant-table-tbody').getByText(missed.query, { exact: true }).first().waitFor();
  await page.getByRole('list', { name: '无结果的搜索' }).getByText(`命中关键词「${missed.query}」`).waitFor();
  await page.getByRole('textbox', { name: '试一试' }).fill(missed.query);
  await page.getByRole('status').getByText(`命中关键词「${missed.query}」`, { exact: false }).waitFor();
  const stored = ((await apiGet(server.url, `/base/search-keyword/?keyword=${encodeURIComponent(missed.query)}`, token)).data as { items: Keyword[] }).items;
  assert.deepEqual(
    stored.map((k) => [k.keyword, k.match_mode]),
    [[missed.query, 'exact']],
  );
});

s.test('the viewer reads the panel and tries queries, with nothing to add', async ({ page, context, server }) => {
  await setSession(context, server.url, await apiToken(server.url, 'viewer'));
  await page.goto(adminPath('/homemanage/search-mgt/keyword'));
  await waitForScreen(page);
  await page.getByRole('list', { name: '热门搜索' }).getByText('考研数学一', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: /加为关键词$/ }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /新\s*增/ }).count(), 0);
  await page.getByRole('textbox', { name: '试一试' }).fill('数一真题');
  await page.getByRole('status').getByText('命中关键词「数学一」', { exact: false }).waitFor();
});

s.test(
  'every home-manage screen of this page set lays out at 800 px in both languages without a serious axe violation',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    await prepareAxe(context);
    await page.goto(adminPath('/dashboard'));
    const category = ((await apiGet(server.url, '/base/ad-category/?limit=1', token)).data as { items: { id: number }[] }).items[0];
    const floor = ((await apiGet(server.url, '/nav/floor/?floor_type=banner&limit=1', token)).data as { items: { id: number }[] }).items[0];
    const screens = [
      '/homemanage/search-mgt/index',
      '/homemanage/search-mgt/keyword',
      '/homemanage/app-top-content',
      '/homemanage/videoAction',
      '/homemanage/advisory',
      '/homemanage/classifyManage',
      `/homemanage/assetList?category=${category.id}&year=2027`,
      `/homemanage/floormould?floor=${floor.id}`,
    ];
    for (const lang of ['zh-CN', 'en'] as const) {
      // The console's saved language, read at start (as the top bar's switch saves it).
      await page.evaluate((l) => localStorage.setItem('admin-locale', l), lang);
      for (const path of screens) {
        await page.goto(adminPath(path));
        await waitForScreen(page);
        await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${path} (${lang}) is ${overflow} px wider than the window at 800 px`);
        assert.deepEqual(axeLines(await axeViolations(page)), [], `${path} (${lang})`);
      }
    }
  },
  { timeout: 240_000, context: { viewport: { width: 800, height: 900 } } },
);
