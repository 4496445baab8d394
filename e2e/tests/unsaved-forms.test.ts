// Every form the kit draws keeps or asks before losing what was typed, on every way out, in the
// browser against the production build: a record page's in-page form left by the sidebar and
// come back to, and a row's settings drawer closed by Esc, by ✕ or by its mask.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, openFromMenu, sidebar, signedIn, waitForPath, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);
const PROMPT = '放弃未保存的修改？';
const prompt = (page: Page) => page.locator('.ant-modal-confirm').filter({ hasText: PROMPT });
const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

type Course = { uuid: string; name: string };
const contentTab = (page: Page, course: Course) => tabBar(page).locator(`a[data-tab-path="/exercise/bc-content/${course.uuid}"]`);

async function firstCourse(token: string): Promise<Course> {
  const r = await apiGet(s.server.url, '/nav/business_course/?limit=1&ordering=sort', token);
  assert.equal(r.code, 20000, r.msg);
  return (r.data as { items: Course[] }).items[0];
}

s.test('a record page keeps its typed form when left by the sidebar and shown again; closing its tab asks', async ({ page, context }) => {
  const token = await signedIn(context, s.server.url, 'admin');
  const course = await firstCourse(token);
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  await openFromMenu(page, '/exercise/index');
  await waitForScreen(page);
  await page.locator('tr', { hasText: course.name }).getByRole('link', { name: '内容配置' }).click();
  await page.getByRole('heading', { name: new RegExp(course.name) }).waitFor();
  await page.getByRole('tab', { name: '选课入口' }).click();
  const title = page.locator('main').getByLabel('标题', { exact: true });
  await title.waitFor();
  await page.waitForFunction(() => !!(document.querySelector('main input#title') as HTMLInputElement | null)?.value);
  const typed = `${await title.inputValue()}（未保存）`;
  await title.fill(typed);

  // Away by the sidebar: the page stays open in its tab, so nothing is asked...
  await openFromMenu(page, '/exercise/business-course');
  await page.locator('main .ant-table-tbody tr[data-row-key]').first().waitFor();
  assert.equal(await prompt(page).count(), 0);
  // ...and back on it, what was typed is still there.
  await contentTab(page, course).click();
  await page.getByRole('heading', { name: new RegExp(course.name) }).waitFor();
  await page.waitForTimeout(1_000); // the page's reads on being shown again have come back
  assert.equal(await title.inputValue(), typed);

  // Away again; closing its tab from elsewhere asks, and staying keeps the tab.
  await openFromMenu(page, '/exercise/business-course');
  await page.locator('main .ant-table-tbody tr[data-row-key]').first().waitFor();
  await contentTab(page, course).locator('xpath=..').locator('button.hl-tab-close').click();
  const ask = page.getByRole('dialog', { name: '关闭有未保存修改的页面？' });
  await ask.waitFor();
  await ask.getByRole('button', { name: '继续编辑' }).click();
  await ask.waitFor({ state: 'hidden' });
  assert.equal(await contentTab(page, course).count(), 1);
});

s.test('a row’s settings drawer (年份配置) asks before Esc, ✕ or its mask throws a change away', async ({ page, context }) => {
  const token = await signedIn(context, s.server.url, 'admin');
  const course = await firstCourse(token);
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  await openFromMenu(page, '/exercise/business-course');
  await waitForScreen(page);
  const row = page.locator('main .ant-table-tbody tr', { hasText: course.name });
  const drawer = page.locator('.ant-drawer').getByRole('dialog');
  const open = async () => {
    await row.getByRole('button', { name: '年份配置' }).click();
    await drawer.locator('input[id$="title"]').first().waitFor();
  };

  // Unchanged: Esc just closes.
  await open();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  assert.equal(await prompt(page).count(), 0);

  await open();
  const yearTitle = drawer.locator('input[id$="title"]').first();
  const typed = `${await yearTitle.inputValue()}（改）`;
  await yearTitle.fill(typed);

  for (const leave of [
    () => page.keyboard.press('Escape'),
    () =>
      drawer
        .getByRole('button', { name: /close|关闭/i })
        .first()
        .click(),
  ]) {
    await leave();
    await prompt(page).waitFor();
    await page.getByRole('button', { name: '继续编辑' }).click();
    await prompt(page).waitFor({ state: 'hidden' });
    assert.equal(await yearTitle.inputValue(), typed);
  }
  await page.locator('.ant-drawer-mask').click({ position: { x: 10, y: 10 } });
  await prompt(page).waitFor();
  await page.getByRole('button', { name: '放弃修改' }).click();
  await drawer.waitFor({ state: 'hidden' });
  await waitForPath(page, adminPath('/exercise/business-course'));
});
