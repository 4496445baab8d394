// Find any screen (Ctrl+K) and the tabs of open pages, against the
// production build: a remote's screen code loads only once chosen; a list keeps its search and
// page while another remote's page is shown; close others; the set of tabs survives a reload.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { TEXT, adminPath, apiToken, openFromMenu, reloginDialog, setSession, waitForPath, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = (page: Page) => tabBar(page).getByRole('link').allInnerTexts();
const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr[data-row-key]');

async function createLaunchAds(base: string, token: string, prefix: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/admin_api/v1/base/ads/launch`, {
      method: 'POST',
      headers: { 'AUTH-SYS': 'admin', token, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `${prefix}${String(i).padStart(2, '0')}`,
        image: 'https://example.com/a.png',
        platforms: [2, 3],
        start_at: '2026-01-01T00:00:00+08:00',
        end_at: '2027-01-01T00:00:00+08:00',
        sort: i,
      }),
    });
    const body = (await res.json()) as { code: number; msg: string };
    assert.equal(body.code, 20000, `create ad: ${body.code} ${body.msg}`);
  }
}

/**
 * The router keeps the page before on screen while a screen's code arrives (a transition), so
 * "any screen" may still be the ads list: wait for the course tags' own column.
 */
async function courseTagsShown(page: Page) {
  await page.locator('main .ant-table-thead th', { hasText: '颜色' }).first().waitFor();
  await waitForScreen(page);
}

s.test('Ctrl+K opens a screen of a remote whose screen code was not loaded before the choice', async ({ page, context, server }) => {
  await setSession(context, server.url, await apiToken(server.url, 'admin'));
  const courseFiles: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/remotes/course/')) courseFiles.push(pathname);
  });
  await page.goto(adminPath('/ad/index'));
  await waitForScreen(page);

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: '搜索页面' });
  const box = dialog.getByRole('combobox');
  await box.waitFor();
  await box.fill('kcbq'); // 课程标签 by its pinyin initials
  await dialog.getByRole('option', { name: /课程标签/ }).waitFor();
  assert.equal(await dialog.getByRole('option', { name: /课程标签/ }).getAttribute('aria-selected'), 'true');
  const beforeChoice = [...courseFiles];
  // Before the choice only what the menu needs of the course remote: its manifest, entry and route table.
  assert.deepEqual(
    beforeChoice.filter((f) => !/\/(mf-manifest\.json|remoteEntry\.js|[^/]*routes[^/]*)$/.test(f)),
    [],
  );
  await page.keyboard.press('Enter');
  await waitForPath(page, '/admin/course/tag');
  await courseTagsShown(page);

  const screenFiles = courseFiles.slice(beforeChoice.length).filter((f) => f.endsWith('.js'));
  assert.ok(screenFiles.length > 0, `the course screen's code loads once chosen (before: ${beforeChoice.join(', ')}; all: ${courseFiles.join(', ')})`);
  assert.deepEqual(
    beforeChoice.filter((f) => screenFiles.includes(f)),
    [],
    'none of it was requested before',
  );
  assert.equal(await page.title(), '课程标签 - 考研运营后台');
});

s.test(
  'an ads list keeps its search and page while a course page is shown; close others; the tabs survive a reload',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    await createLaunchAds(server.url, token, '标签页广告', 12);
    await page.goto(adminPath('/ad/index?limit=10'));
    await waitForScreen(page);
    const search = page.getByRole('search');
    await search.getByLabel('标题').fill('标签页广告');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL(/title=/);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr[data-row-key]').length === 2);
    const listUrl = page.url();

    await openFromMenu(page, '/course/tag');
    await courseTagsShown(page);
    assert.deepEqual(await tabTitles(page), ['首页', '启动页广告', '课程标签']);
    // The hidden list is out of the document: one search form, the course page's.
    assert.equal(await page.getByRole('search').getByLabel('标题').count(), 0);

    await tabBar(page).getByRole('link', { name: '启动页广告' }).click();
    await waitForPath(page, '/admin/ad/index');
    assert.equal(page.url(), listUrl);
    assert.equal(await page.getByRole('search').getByLabel('标题').inputValue(), '标签页广告');
    assert.ok(await page.locator('.ant-pagination-item-2.ant-pagination-item-active').isVisible());
    assert.equal(await bodyRows(page).count(), 2);

    await page.reload();
    await waitForScreen(page);
    assert.deepEqual(await tabTitles(page), ['首页', '启动页广告', '课程标签']);

    await tabBar(page).getByRole('link', { name: '启动页广告' }).click({ button: 'right' });
    await page.getByRole('menu', { name: '启动页广告 的标签页操作' }).getByRole('menuitem', { name: '关闭其他' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.hl-tab').length === 2);
    assert.deepEqual(await tabTitles(page), ['首页', '启动页广告']);
    await page.reload();
    await waitForScreen(page);
    assert.deepEqual(await tabTitles(page), ['首页', '启动页广告']);
    assert.equal(new URL(page.url()).searchParams.get('page'), '2');
  },
  { timeout: 90_000 },
);

s.test('a revoked session raises one dialog, also when calls of a page hidden in its tab fail after it was answered', async ({ page, context, server }) => {
  await setSession(context, server.url, await apiToken(server.url, 'ads'));
  // Every re-login dialog the page ever shows, counted as it appears.
  await context.addInitScript(`(() => {
    window.__dialogs = 0;
    new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach((n) => {
        if (n.nodeType === 1 && (n.matches('.ant-modal-confirm') || n.querySelector('.ant-modal-confirm'))) window.__dialogs++;
      });
    }).observe(document, { childList: true, subtree: true });
  })();`);
  const dialogs = () => page.evaluate(() => (window as unknown as { __dialogs: number }).__dialogs);
  await page.goto(adminPath('/ad/index'));
  await waitForScreen(page);
  await page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor();

  // The list reads its rows again; that call is held on its way to the server.
  const list = /\/admin_api\/v1\/base\/ads\/launch\/?\?/;
  let release: (() => Promise<void>) | null = null;
  await page.route(list, (route) => void (release = () => route.continue()));
  await page.getByRole('button', { name: /刷\s*新/ }).click();
  await expectSoon(() => release !== null, 'the list never read its rows again');
  await apiToken(server.url, 'ads'); // the same account signs in elsewhere: the session is revoked
  // Another page's calls fail while the list, hidden in its tab, still waits for its own: one dialog.
  await openFromMenu(page, '/push/index');
  const dialog = reloginDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: TEXT.cancelButton }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The hidden list's call fails the same way after the answer (within the client's 5 s timeout):
  // the same event, already answered, asks nothing.
  const failed = page.waitForResponse(list);
  await release!();
  assert.equal((await (await failed).json()).code, 50021);
  await page.waitForTimeout(500);
  assert.equal(await reloginDialog(page).count(), 0, 'a second dialog for the same revoked session');
  assert.equal(await dialogs(), 1);
  // A call made after the answer asks again (spec 8).
  await openFromMenu(page, '/push/pcIndex');
  await dialog.waitFor();
  assert.equal(await dialogs(), 2);
});

async function expectSoon(ok: () => boolean, message: string) {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
  assert.ok(ok(), message);
}
