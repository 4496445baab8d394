// Editing that loses nothing, in the browser against the production build: the dirty-form prompt
// on Esc and on a route change (menu, back button), and two staff saving one record at once
// (two browser contexts, two accounts) without either losing a change.
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, openFromMenu, sidebar, signedIn, toast, waitForPath, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);
const PROMPT = '放弃未保存的修改？';

interface Ad {
  id: number;
  title: string;
  sort: number;
  version: number;
}

async function firstAd(token: string): Promise<Ad> {
  const body = (await apiGet(s.server.url, '/base/ads/search_page?ordering=id&limit=1', token)) as { data: { items: Ad[] } };
  return body.data.items[0];
}

/** Signs `user` in, opens the search-page ads and the edit drawer of `ad`, once its form is filled. */
async function editAd(page: Page, context: BrowserContext, user: string, ad: Ad) {
  const token = await signedIn(context, s.server.url, user);
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  await openFromMenu(page, '/ad/searchAd');
  await waitForScreen(page);
  await page.locator(`tr[data-row-key="${ad.id}"]`).waitFor();
  await page.getByLabel(`编辑 ${ad.title}`, { exact: true }).click();
  const drawer = page.locator('.ant-drawer').getByRole('dialog');
  const title = drawer.getByLabel('标题', { exact: true });
  await assert.doesNotReject(title.waitFor());
  await page.waitForFunction((v) => (document.querySelector('.ant-drawer input#title') as HTMLInputElement | null)?.value === v, ad.title);
  return { token, drawer, title };
}

const prompt = (page: Page) => page.locator('.ant-modal-confirm').filter({ hasText: PROMPT });

s.test('asks before Esc or a route change throws a changed form away', async ({ page, context }) => {
  const ad = await firstAd(await signedIn(context, s.server.url, 'ads'));
  const { drawer, title } = await editAd(page, context, 'ads', ad);

  // Unchanged: Esc just closes.
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  assert.equal(await prompt(page).count(), 0);

  await page.getByLabel(`编辑 ${ad.title}`, { exact: true }).click();
  await page.waitForFunction((v) => (document.querySelector('.ant-drawer input#title') as HTMLInputElement | null)?.value === v, ad.title);
  await title.click();
  await title.pressSequentially('（改）');
  await page.keyboard.press('Escape');
  await prompt(page).waitFor();
  await page.getByRole('button', { name: '继续编辑' }).click();
  await prompt(page).waitFor({ state: 'hidden' });
  assert.equal(await title.inputValue(), `${ad.title}（改）`);

  // The back button (tabs): the list stays open in its tab with the form as typed, so
  // nothing is thrown away and nothing is asked; closing that tab is what asks.
  await page.goBack();
  await waitForPath(page, adminPath('/dashboard'));
  assert.equal(await prompt(page).count(), 0);
  await tabBar(page).getByRole('link', { name: '搜索页广告' }).click();
  await waitForPath(page, adminPath('/ad/searchAd'));
  assert.equal(await title.inputValue(), `${ad.title}（改）`);

  // Closing its tab throws the changes away: asked in the console's own dialog (the page is
  // hidden, so the console asks, never the browser's confirm); staying keeps the tab, going closes it.
  await page.goBack();
  await waitForPath(page, adminPath('/dashboard'));
  const close = tabBar(page).getByRole('button', { name: '关闭 搜索页广告' });
  page.on('dialog', (d) => assert.fail(`the browser's own dialog was used: ${d.message()}`));
  const ask = page.getByRole('dialog', { name: '关闭有未保存修改的页面？' });
  await close.click();
  await ask.waitFor();
  assert.match(await ask.innerText(), /搜索页广告/);
  await ask.getByRole('button', { name: '继续编辑' }).click();
  await ask.waitFor({ state: 'hidden' });
  assert.deepEqual(await tabBar(page).getByRole('link').allInnerTexts(), ['首页', '搜索页广告']);
  await close.click();
  await ask.getByRole('button', { name: '放弃修改并关闭' }).click();
  await tabBar(page).getByRole('link', { name: '搜索页广告' }).waitFor({ state: 'detached' });
  assert.deepEqual(await tabBar(page).getByRole('link').allInnerTexts(), ['首页']);
});

s.test('a menu link keeps a changed settings document in its tab; closing the tab asks', async ({ page, context }) => {
  await signedIn(context, s.server.url, 'ads');
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  await openFromMenu(page, '/ad/personal');
  const max = page.getByLabel('最多展示条数', { exact: true });
  await max.waitFor();
  await page.waitForFunction(() => !!(document.querySelector('input#max_count') as HTMLInputElement | null)?.value);
  await max.fill('9');
  await openFromMenu(page, '/ad/index');
  // The other screen is drawn before its tab is left (a click on a tab while a screen still opens
  // was lost in about one run in four on 2026-11-28, on the landed build as well: see the notes).
  await page.locator('main .ant-table-tbody tr[data-row-key]').first().waitFor();
  assert.equal(await prompt(page).count(), 0);
  await tabBar(page).getByRole('link', { name: '我的页广告' }).click();
  await waitForPath(page, adminPath('/ad/personal'));
  assert.equal(await max.inputValue(), '9');
  await tabBar(page).getByRole('button', { name: '关闭 我的页广告' }).click();
  await prompt(page).waitFor();
  assert.equal(new URL(page.url()).pathname, adminPath('/ad/personal'));
  await page.getByRole('button', { name: '继续编辑' }).click();
  await prompt(page).waitFor({ state: 'hidden' });
  assert.equal(await max.inputValue(), '9');
  await tabBar(page).getByRole('button', { name: '关闭 我的页广告' }).click();
  await page.getByRole('button', { name: '放弃修改' }).click();
  await waitForPath(page, adminPath('/ad/index'));
});

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

s.test('two staff editing one ad: different fields both remain; the same field shows the conflict', async ({ page, context, browser }) => {
  const ad = await firstAd(await signedIn(context, s.server.url, 'ads'));
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: s.server.url });
  try {
    const colleaguePage = await other.newPage();
    const mine = await editAd(page, context, 'ads', ad);
    const theirs = await editAd(colleaguePage, other, 'admin', ad);

    // The colleague changes the order and saves first.
    const sort = theirs.drawer.getByLabel('排序（小的在前）', { exact: true });
    await sort.fill('77');
    await theirs.drawer.getByRole('button', { name: /保\s*存/ }).click();
    await theirs.drawer.waitFor({ state: 'hidden' });

    // I retitle on the version I read: merged, and told so.
    await mine.title.fill('两人合并的标题');
    await mine.drawer.getByRole('button', { name: /保\s*存/ }).click();
    await toast(page, '已与你的修改合并保存').waitFor();
    await mine.drawer.waitFor({ state: 'hidden' });
    const merged = (await apiGet(s.server.url, `/base/ads/search_page/${ad.id}/`, mine.token)).data as Ad;
    assert.equal(merged.title, '两人合并的标题');
    assert.equal(merged.sort, 77);

    // Both retitle: the second to save sees mine and theirs.
    const again = { ...ad, title: '两人合并的标题' };
    await colleaguePage.reload();
    const second = await editAd(colleaguePage, other, 'admin', again);
    await page.getByLabel(`编辑 ${again.title}`, { exact: true }).click();
    await page.waitForFunction((v) => (document.querySelector('.ant-drawer input#title') as HTMLInputElement | null)?.value === v, again.title);
    await second.title.fill('同事的标题');
    await second.drawer.getByRole('button', { name: /保\s*存/ }).click();
    await second.drawer.waitFor({ state: 'hidden' });
    await mine.title.fill('我的标题');
    await mine.drawer.getByRole('button', { name: /保\s*存/ }).click();
    const view = mine.drawer.locator('[role="alert"]').filter({ hasText: '同事修改了你也修改的字段' });
    await view.waitFor();
    const row = view.locator('tr').filter({ hasText: '标题' });
    assert.match(await row.innerText(), /我的标题[\s\S]*同事的标题/);
    assert.equal(((await apiGet(s.server.url, `/base/ads/search_page/${ad.id}/`, mine.token)).data as Ad).title, '同事的标题');
  } finally {
    await other.close();
  }
});
