// What the list's render budget changed that only a browser shows, against the production
// build: the hovered row is highlighted by CSS in antd's colours (antd's JavaScript row hover, which
// re-rendered the table on every row the pointer crossed, is off), selected rows too; the picture
// cell has its size before the picture arrives.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiToken, setSession, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

const row = (page: Page, i: number) => page.locator('main .ant-table-tbody tr[data-row-key]').nth(i);
/** The background of each cell of row i, and whether antd's JavaScript hover marked any. */
const cells = (page: Page, i: number) =>
  row(page, i)
    .locator('td')
    .evaluateAll((tds) => ({
      backgrounds: [...new Set(tds.map((td) => getComputedStyle(td).backgroundColor))],
      jsHover: tds.some((td) => td.classList.contains('ant-table-cell-row-hover')),
    }));

s.test('a hovered row is highlighted by CSS in antd’s colours, a selected one too; pictures have their size at once', async ({ page, server }) => {
  await setSession(page.context(), server.url, await apiToken(server.url, 'admin'));
  await page.goto(adminPath('/ad/index'));
  await waitForScreen(page);
  await row(page, 2).waitFor();
  const colours = await page.locator('main .ant-table').evaluate((t) => ({
    hover: getComputedStyle(t).getPropertyValue('--ant-table-row-hover-bg').trim(),
    selectedHover: getComputedStyle(t).getPropertyValue('--ant-table-row-selected-hover-bg').trim(),
  }));
  // antd derives the selected-row hover from the console's theme (its primary colour), so the
  // figure is read from antd's variable, and the painted colour must be that one.
  assert.equal(colours.hover, '#fafafa');
  assert.match(colours.selectedHover, /^#[0-9a-f]{6}$/);
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

  const idle = await cells(page, 1);
  assert.equal(idle.backgrounds.includes('rgb(250, 250, 250)'), false);
  await row(page, 1).locator('td').nth(3).hover();
  assert.deepEqual(await cells(page, 1), { backgrounds: ['rgb(250, 250, 250)'], jsHover: false });
  assert.equal((await cells(page, 2)).backgrounds.includes('rgb(250, 250, 250)'), false);

  // Selected and hovered: antd's selected-row hover colour.
  await row(page, 2).getByRole('checkbox').check();
  await row(page, 2).locator('td').nth(3).hover();
  assert.deepEqual(await cells(page, 2), { backgrounds: [rgb(colours.selectedHover)], jsHover: false });

  // The picture cell's box is fixed (64 × 48) before any picture has loaded.
  const thumbs = await page
    .locator('main .ant-table-tbody img')
    .evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('width'), i.getAttribute('height'), i.getBoundingClientRect().height]));
  assert.ok(thumbs.length > 0);
  for (const [w, h, shown] of thumbs) assert.deepEqual([w, h, shown], ['64', '48', 48]);
});
