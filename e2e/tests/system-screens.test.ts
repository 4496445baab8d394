// The system remote's screens that had no browser test, against the production build:
// the study-abroad home built by `abroad` on line 2, a whitelist CSV file imported with its
// per-line report, and a user's read-only page with purchases.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, lineSwitch, openFromMenu, setSession, waitForPath, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

async function api<T>(base: string, token: string, path: string): Promise<T> {
  const r = await apiGet(base, path, token);
  assert.equal(r.code, 20000, `${path}: ${r.code} ${r.msg}`);
  return r.data as T;
}
type Floor = { id: number; name: string; floor_type: string; content_count: number };
const card = (page: Page, name: string) => page.locator('li[data-floor-key]').filter({ hasText: name });
const FLOOR = 'E2E 留学楼层';

s.test(
  'abroad builds the study-abroad home on line 2: a new banner floor with an item, there after a reload',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'abroad');
    await setSession(context, server.url, token);
    await page.goto(adminPath('/dashboard'));
    await lineSwitch(page).getByText('留学').click();
    await waitForPath(page, '/admin/dashboard');
    await openFromMenu(page, '/homepagesetting/index');
    const first = (await api<{ items: Floor[] }>(server.url, token, '/nav/homepagesetting/floor/?limit=1')).items[0];
    await card(page, first.name).waitFor();

    await page.getByRole('button', { name: '添加楼层' }).click();
    await page.getByRole('button', { name: /轮播图/ }).click();
    const drawer = page.locator('.ant-drawer').getByRole('dialog');
    await drawer.getByLabel('楼层名称', { exact: true }).fill(FLOOR);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await card(page, FLOOR).getByText('未配置内容').waitFor();

    // Its items are edited on the floor's own page.
    await card(page, FLOOR).getByRole('link', { name: '楼层内容' }).click();
    await page.getByRole('heading', { name: new RegExp(FLOOR) }).waitFor();
    await waitForScreen(page);
    await page.getByRole('button', { name: /^新\s*增$/ }).click();
    const itemDrawer = page.locator('.ant-drawer').getByRole('dialog');
    await itemDrawer.getByLabel('标题', { exact: true }).fill('E2E 留学展会');
    await itemDrawer.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-table-tbody tr', { hasText: 'E2E 留学展会' }).waitFor();

    await page.goto(adminPath('/homepagesetting/index'));
    await card(page, FLOOR).getByText('1 条内容', { exact: false }).waitFor();
    const floors = (await api<{ items: Floor[] }>(server.url, token, '/nav/homepagesetting/floor/?limit=100')).items;
    const made = floors.find((f) => f.name === FLOOR);
    assert.deepEqual([made?.floor_type, made?.content_count, floors.at(-1)?.name], ['banner', 1, FLOOR]);
  },
  { timeout: 60_000 },
);

s.test(
  'admin imports a whitelist CSV file: the good lines are written, the refused ones reported by line',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    await page.goto(adminPath('/whiteList/index'));
    await waitForScreen(page);
    await page.getByRole('button', { name: '批量导入' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'whitelist.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('13611112222,测试,E2E 导入\n13611114444,boss\n13611113333,合作方\n', 'utf8'),
    });
    await dialog.getByLabel('账号列表').and(page.locator('textarea')).filter({ hasText: '13611112222' }).waitFor();
    await dialog.getByRole('button', { name: /^导\s*入$/ }).click();
    const report = dialog.getByRole('status');
    await report.getByText('已导入 2 条').waitFor();
    const refused = report.getByRole('table');
    assert.equal(await refused.locator('tbody tr').count(), 1);
    assert.equal((await refused.locator('tbody tr td').first().textContent())?.trim(), '2');

    await dialog.getByRole('button', { name: '关 闭', exact: true }).click();
    const rows = (await api<{ items: { account: string; note: string }[] }>(server.url, token, '/whitelist/?account=1361111&ordering=id&limit=10')).items;
    assert.deepEqual(
      rows.map((r) => r.account),
      ['136****2222', '136****3333'],
    );
    await page.locator('.ant-table-tbody tr', { hasText: '136****2222' }).waitFor();
    assert.equal(await page.getByText('13611112222').count(), 0, 'the whole phone number is not shown in the list');
  },
  { timeout: 60_000 },
);

s.test(
  "admin opens a user's page from the list: the profile read-only, then the purchases",
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    const users = (await api<{ items: { id: number; nickname: string }[] }>(server.url, token, '/account/user/?limit=50')).items;
    let buyer: { id: number; nickname: string } | undefined;
    let bought: { items: { order_no: string }[] } = { items: [] };
    for (const u of users) {
      bought = await api(server.url, token, `/account/user/${u.id}/purchases/?limit=5`);
      if (bought.items.length) {
        buyer = u;
        break;
      }
    }
    assert.ok(buyer, 'a demo user with purchases');
    await page.goto(adminPath('/user/index'));
    await waitForScreen(page);
    await page.getByRole('link', { name: `详情 ${buyer.nickname}` }).click();
    await waitForPath(page, `/admin/user/index/${buyer.id}`);
    await page.getByRole('heading', { name: new RegExp(buyer.nickname) }).waitFor();
    await page.getByText('资料').first().waitFor();
    assert.equal(await page.locator('main input:not([type="hidden"])').count(), 0, 'the profile is read-only');
    await page.getByRole('tab', { name: '购买记录' }).click();
    await page.locator('.ant-table-tbody tr', { hasText: bought.items[0].order_no }).first().waitFor();
  },
  { timeout: 60_000 },
);
