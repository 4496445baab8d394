// Lists people can work with: list state in the URL across reload and back, the default
// columns within 1440 px, bulk changes and a real CSV download, against the production build.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiToken, setSession, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

async function api<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/admin_api/v1${path}`, {
    method,
    headers: { 'AUTH-SYS': 'admin', token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  assert.equal(envelope.code, 20000, `${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

type Tag = { id: number; name: string; is_enable: boolean };

/** `n` course tags named `<prefix>NN` (names are unique per run: a test file has its own database). */
async function makeTags(base: string, token: string, prefix: string, n: number): Promise<Tag[]> {
  const out: Tag[] = [];
  for (let i = 0; i < n; i++)
    out.push(await api<Tag>(base, token, 'POST', '/course/tag/', { name: `${prefix}${String(i).padStart(2, '0')}`, color: '#1677FF', sort: 500 + i }));
  return out;
}

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr[data-row-key]');

s.test('filters, page and page size survive a reload, and back returns to the previous page', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  await setSession(context, server.url, token);
  await makeTags(server.url, token, '网址', 13);
  await page.goto(adminPath('/course/tag?limit=10'));
  await waitForScreen(page);
  const search = page.getByRole('search');
  await search.getByLabel('标签名称').fill('网址');
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForURL(/name=%E7%BD%91%E5%9D%80/);
  await page.locator('.ant-pagination-item-2').click();
  await page.waitForURL(/page=2/);
  await page.getByText('网址10').waitFor();

  await page.reload();
  await waitForScreen(page);
  await page.getByText('网址10').waitFor();
  assert.equal(await bodyRows(page).count(), 3);
  assert.equal(await page.getByRole('search').getByLabel('标签名称').inputValue(), '网址');
  assert.ok(await page.locator('.ant-pagination-item-2.ant-pagination-item-active').isVisible());
  const url = new URL(page.url());
  assert.deepEqual([url.searchParams.get('name'), url.searchParams.get('page'), url.searchParams.get('limit')], ['网址', '2', '10']);

  await page.goBack();
  await page.getByText('网址00').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('page'), null);
  assert.equal(await bodyRows(page).count(), 10);
});

s.test(
  'the default columns of the existing lists fit 1440 px with the sidebar open, styled without antd making styles in the page',
  async ({ page, context, server }) => {
    await setSession(context, server.url, await apiToken(server.url, 'admin'));
    const paths = [
      '/ad/index',
      '/ad/pcPopup',
      '/ad/searchAd',
      '/ad/coupon-newer',
      '/ad/banner',
      '/push/index',
      '/push/pcIndex',
      '/course/tag',
      '/homemanage/floor',
      '/user/index',
      '/exercise/business-course',
    ];
    const overflowing: string[] = [];
    const madeInPage: string[] = [];
    for (const p of paths) {
      await page.goto(adminPath(p));
      await waitForScreen(page);
      await page.locator('.ant-table-tbody tr[data-row-key], .ant-table-tbody .ant-table-placeholder').first().waitFor();
      const widths = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')].map((el) => [el.scrollWidth, el.clientWidth]),
      );
      if (!widths.length || widths.some(([scroll, client]) => scroll > client + 1)) overflowing.push(`${p} ${JSON.stringify(widths)}`);
      // antd's component styles come made by the build (host/src/console/antd-static-styles.ts):
      // none is generated in the page (its CSS-variable blocks, data-token-hash, still are).
      const generated = await page.locator('style[data-css-hash]:not([data-token-hash])').count();
      if (generated) madeInPage.push(`${p}: ${generated}`);
      if (p === '/ad/index') {
        // A table that fits keeps its header in view below the top bar and the tabs while the page scrolls.
        await page.evaluate(() => window.scrollTo(0, 700));
        await page.waitForFunction(() => window.scrollY > 300);
        const [header, tabsBottom] = await page.evaluate(() => [
          document.querySelector('main thead th')!.getBoundingClientRect().top,
          document.querySelector('nav.hl-tabs')!.getBoundingClientRect().bottom,
        ]);
        assert.ok(Math.abs(header - tabsBottom) <= 1, `header at ${header}, tabs end at ${tabsBottom}`);
      }
    }
    assert.deepEqual(overflowing, []);
    assert.deepEqual(madeInPage, []);
  },
  { context: { viewport: { width: 1440, height: 900 } }, timeout: 120_000 },
);

s.test('bulk: two selected tags are disabled in one request', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  await setSession(context, server.url, token);
  const [a, b] = await makeTags(server.url, token, '批量', 2);
  await page.goto(adminPath('/course/tag?name=%E6%89%B9%E9%87%8F'));
  await waitForScreen(page);
  const bulk: string[] = [];
  page.on('request', (r) => r.url().includes('/course/tag/bulk/') && bulk.push(r.method()));
  await page.getByRole('checkbox', { name: '选择 批量00' }).check();
  await page.getByRole('checkbox', { name: '选择 批量01' }).check();
  const bar = page.getByRole('region', { name: '已选 2 项' });
  await bar.getByRole('button', { name: /^停\s*用$/ }).click();
  await page.locator('.ant-message-notice').filter({ hasText: '已修改 2 项' }).waitFor();
  assert.deepEqual(bulk, ['PATCH']);
  for (const t of [a, b]) assert.equal((await api<Tag>(server.url, token, 'GET', `/course/tag/${t.id}/`)).is_enable, false);
});

s.test('export: the filtered list downloads as a real CSV file', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  await setSession(context, server.url, token);
  await makeTags(server.url, token, '导出', 3);
  await page.goto(adminPath('/course/tag?name=%E5%AF%BC%E5%87%BA'));
  await waitForScreen(page);
  await page.getByText('导出02').waitFor();
  await page.getByRole('button', { name: /^(download\s*)?导\s*出$/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByText('CSV', { exact: true }).click();
  const download = await downloading;
  assert.match(download.suggestedFilename(), /^课程标签-\d{8}-\d{4}\.csv$/);
  const bytes = await readFile(await download.path());
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  assert.equal(lines.length, 4, lines.join('\n'));
  assert.ok(lines[0].includes('标签名称'), lines[0]);
  assert.deepEqual(
    lines.slice(1).map((l) => /导出\d\d/.exec(l)?.[0]),
    ['导出00', '导出01', '导出02'],
  );
});
