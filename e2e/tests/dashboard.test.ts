// The dashboard's work: for admin and for ads, each card's first link opens
// the list filtered to exactly the rows it counted (the list's own total says so), with the filter
// shown in the list's search form; ads sees no feedback.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, signedIn, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

/** What the list's search form shows for the filter each kind of work sets. */
const SHOWN: Record<string, string> = {
  ad_starting: '即将开始',
  ad_ending: '即将结束',
  ad_ended_enabled: '已结束',
  push_today: '今天',
  push_soon: '7 天内',
  feedback_new: '新建',
};

const listTotal = async (page: Page) => Number(((await page.locator('.ant-pagination-total-text').first().textContent()) ?? '').replace(/\D+/g, ''));

/**
 * The list's total once it has read this URL's query: a list already open in its tab shows its
 * last rows (and total) while it reads the new ones, so the first total seen may be the old one.
 */
async function settledTotal(page: Page, expected: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  let total = await listTotal(page);
  while (total !== expected && Date.now() < deadline) {
    await page.waitForTimeout(100);
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    total = await listTotal(page);
  }
  return total;
}

// A signed-in visit (a reload, a bookmark, a new browser tab) draws the home with the layout in
// one go: no loading screen of the console's or the home's code in between (the session's user
// info may still be awaited). Each one shown held the page back until 300 ms after it appeared
// (React's reveal throttle), ~280 ms twice.
s.test('a signed-in visit to the home shows no loading screen before it', async ({ page, context, server }) => {
  await signedIn(context, server.url, 'admin');
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('main.hp-screen[data-waiting="code"] [role="status"], .hl-screen-loading')) {
        const what = el.closest('.hl-screen-loading') ? 'screen loading' : 'full-page loading';
        if (!seen.includes(what)) seen.push(what);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(adminPath('/dashboard'));
  await page.getByRole('heading', { level: 1, name: /^你好/ }).waitFor();
  assert.deepEqual(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen), []);
});

for (const who of ['admin', 'ads'] as const) {
  s.test(`${who}: every kind of work links to a list whose total is the count`, async ({ page, context, server }) => {
    await signedIn(context, server.url, who);
    await page.goto(adminPath('/dashboard'));
    const panel = page.locator('section', { has: page.getByRole('heading', { name: '待处理', exact: true }) });
    await panel.locator('[data-work]').first().waitFor();
    const works = await panel.locator('[data-work]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.work));
    assert.deepEqual(works, ['ad_starting', 'ad_ending', 'ad_ended_enabled', 'push_today', 'push_soon', ...(who === 'admin' ? ['feedback_new'] : [])]);

    let clicked = 0;
    for (const work of works) {
      const link = panel.locator(`[data-work="${work}"] a[data-count]`).first();
      if (!(await link.count())) continue; // nothing of this kind in the demo data today
      const count = Number(await link.getAttribute('data-count'));
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await page.waitForURL((u) => `${u.pathname}${u.search}` === href); // the link's href includes the /admin basename
      await waitForScreen(page);
      await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor();
      assert.equal(await settledTotal(page, count), count, `${work}: ${href}`);
      // The filter the link set is the one the search form shows (a person sees why these rows).
      const form = await page.getByRole('search').innerText();
      assert.ok(form.includes(SHOWN[work]), `${work}: the search form of ${href} does not show ${SHOWN[work]}: ${form}`);
      clicked++;
      await page.goBack();
      await panel.locator('[data-work]').first().waitFor();
    }
    assert.ok(clicked >= 3, `only ${clicked} kinds of work had something to open`);
  });
}
