// The kit's light list cells (the list's render budget) in a real browser, against the production
// build: rows join drag and drop only when a grip is reached, yet a pointer drag and a keyboard move
// both reorder and save; the row switch works from the keyboard; Shift+click selects a range; at
// 800 px the kit's rows keep their pinned cells in place, under the head's, as the table scrolls.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, toast, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

const rowKeys = (page: Page) => page.locator('main .ant-table-tbody tr[data-row-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
const row = (page: Page, i: number) => page.locator('main .ant-table-tbody tr[data-row-key]').nth(i);
const grip = (page: Page, i: number) => row(page, i).getByRole('button', { name: /^排序 / });

async function openAds(page: Page, base: string, user = 'admin') {
  await setSession(page.context(), base, await apiToken(base, user));
  await page.goto(adminPath('/ad/index'));
  await waitForScreen(page);
  await row(page, 2).waitFor();
}

s.test('a pointer drag and a keyboard move reorder the rows and save, though rows join drag and drop only at a grip', async ({ page, server }) => {
  await openAds(page, server.url);
  // Not joined yet: dnd-kit's own attributes are missing, the screen-reader description is there.
  assert.equal(await grip(page, 0).getAttribute('aria-disabled'), null);
  const help = await grip(page, 0).getAttribute('aria-describedby');
  assert.match((await page.locator(`[id="${help}"]`).textContent()) ?? '', /空格/);

  // What a reorder saves: the page's rows in their new order, in one request.
  const saved = async (act: () => Promise<void>) => {
    const request = page.waitForRequest((r) => r.method() !== 'GET' && /^\{"items":/.test(r.postData() ?? ''));
    await act();
    const body = (await request).postDataJSON() as { items: { id: number }[] };
    await toast(page, '排序已保存').last().waitFor();
    return body.items.map((r) => String(r.id));
  };
  const before = await rowKeys(page);

  // Pointer: over the second row's grip (the rows join), press, move onto the first row, release.
  const dragged = await saved(async () => {
    const from = (await grip(page, 1).boundingBox())!;
    const to = (await row(page, 0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - ((from.y - to.y) * i) / 8);
    await page.mouse.up();
  });
  assert.deepEqual(dragged.slice(0, 3), [before[1], before[0], before[2]]);

  // Keyboard, on a fresh page: focus the first row's grip (the rows join), lift, move down one, drop.
  await page.reload();
  await waitForScreen(page);
  await row(page, 2).waitFor();
  const now = await rowKeys(page);
  assert.equal(await grip(page, 0).getAttribute('aria-disabled'), null);
  const moved = await saved(async () => {
    await grip(page, 0).focus();
    // A person's pauses between keys: dnd-kit's keyboard sensor starts listening for the arrows a
    // moment after the lift (the same sequence without pauses moves nothing, before this change too).
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.waitForTimeout(150);
      await page.keyboard.press(key);
    }
  });
  assert.deepEqual(moved.slice(0, 3), [now[1], now[0], now[2]]);
});

s.test('the enable switch toggles from the keyboard and Shift+click selects a range of rows', async ({ page, server }) => {
  await openAds(page, server.url);
  const sw = row(page, 0).getByRole('switch');
  const was = await sw.getAttribute('aria-checked');
  await sw.focus();
  await page.keyboard.press('Space');
  await toast(page, '已保存').first().waitFor();
  await page.waitForFunction((w) => document.querySelector('main .ant-table-tbody tr[data-row-key] [role=switch]')?.getAttribute('aria-checked') !== w, was);
  const id = await row(page, 0).getAttribute('data-row-key');
  const saved = (await apiGet(server.url, `/base/ads/launch/${id}/`, await apiToken(server.url, 'admin'))) as { data: { is_enable: boolean } };
  assert.equal(String(saved.data.is_enable), was === 'true' ? 'false' : 'true');

  await row(page, 0).getByRole('checkbox').check();
  await row(page, 2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await page.getByRole('region', { name: '已选 3 项' }).waitFor();
  assert.equal(await page.locator('main .ant-table-tbody tr.ant-table-row-selected').count(), 3);
});

/** Each cell of the first row and of the head: its left edge, whether pinned, the shadow after it. */
const PINNED_CELLS = `(() => {
  const cells = (sel) => [...document.querySelectorAll(sel)].map((c) => ({
    x: Math.round(c.getBoundingClientRect().x),
    pin: c.classList.contains('ant-table-cell-fix-start') ? 'start' : c.classList.contains('ant-table-cell-fix-end') ? 'end' : '',
    shadow: getComputedStyle(c, '::after').boxShadow !== 'none',
  }));
  return { body: cells('main .ant-table-tbody tr[data-row-key]:first-child > td'), head: cells('main .ant-table-thead > tr > th') };
})()`;
type Cell = { x: number; pin: string; shadow: boolean };

s.test(
  'at 800 px a wide list keeps its pinned cells in place under their heads while it scrolls sideways',
  async ({ page, server }) => {
    await openAds(page, server.url);
    const before = (await page.evaluate(PINNED_CELLS)) as { body: Cell[]; head: Cell[] };
    assert.ok(before.body.some((c) => c.pin === 'start') && before.body.some((c) => c.pin === 'end'), 'the list is too wide for 800 px and pins both edges');
    // Each body cell sits under its head cell, pinned ones included.
    assert.deepEqual(
      before.body.map((c) => [c.x, c.pin]),
      before.head.map((c) => [c.x, c.pin]),
    );
    // No shadow at the start before scrolling; the end's shows (there is more to the right).
    assert.equal(
      before.body.some((c) => c.pin === 'start' && c.shadow),
      false,
    );
    assert.equal(
      before.body.some((c) => c.pin === 'end' && c.shadow),
      true,
    );

    await page.locator('main .ant-table-body').evaluate((el) => {
      el.scrollLeft = 200;
    });
    await page.waitForFunction(() => document.querySelector('main .ant-table')?.classList.contains('ant-table-fix-start-shadow-show'));
    const after = (await page.evaluate(PINNED_CELLS)) as { body: Cell[]; head: Cell[] };
    after.body.forEach((c, i) => {
      // Pinned cells stay where they were; the others moved with the scroll.
      assert.equal(c.x, c.pin ? before.body[i].x : before.body[i].x - 200, `cell ${i} (${c.pin || 'not pinned'})`);
      assert.equal(c.x, after.head[i].x, `cell ${i} under its head`);
    });
    // The start's last pinned cell now casts its shadow over the scrolled cells.
    assert.equal(after.body.filter((c) => c.pin === 'start' && c.shadow).length, 1);
    // Drawn by the kit: no measuring row of antd's among the rows.
    assert.equal(await page.locator('main .ant-table-measure-row').count(), 0);
  },
  { context: { viewport: { width: 800, height: 900 } } },
);
