// The console by keyboard alone: sign in, skip to main, open a list, create and edit a record,
// close a drawer with Esc and find the focus back where it was; a list's tools are one tab stop. Every step is a key press; the
// page is only read (where the focus is, what the API holds).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, waitForPath } from '../lib/console';

const s = consoleSuite(import.meta.filename);

/** What has the focus: its tag, its accessible-ish name, and whether it is inside an open dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const labels = (el as HTMLInputElement | null)?.labels;
    const label =
      el?.getAttribute('aria-label') ?? (labels?.length ? labels[0].textContent : null) ?? el?.getAttribute('placeholder') ?? el?.textContent?.trim() ?? '';
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      label: label.replace(/\s+/g, ''),
      inDialog: !!el?.closest('[role="dialog"]'),
      inTools: !!el?.closest('[role="toolbar"][aria-label="列表工具"]'),
    };
  });

/** Presses Tab until `match` holds for the focused element; fails after `max` presses. */
async function tabTo(page: Page, what: string, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return i;
  }
  throw new Error(`${max} presses of Tab never reached ${what} (last: ${JSON.stringify(await focused(page))})`);
}

s.test(
  'sign in, skip to main, open a list, create and edit a record, Esc closes and gives focus back, by keyboard alone',
  async ({ page, server }) => {
    const NAME = `键盘标签${Date.now() % 100000}`;
    await page.goto(adminPath('/login'));
    await tabTo(page, 'the user name', (f) => f.tag === 'input' && f.label.includes('用户名'), 10).catch(async () => {
      // Focus may already sit in the field (autofocus): then it is the focused element.
      assert.match((await focused(page)).label, /用户名/);
    });
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo123456');
    await page.keyboard.press('Enter');
    await waitForPath(page, adminPath('/dashboard'));
    await page.locator('.hd-page h1').waitFor();

    // The first tab stop of the console is the skip link; Enter puts focus on main.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).label, '跳到主要内容');
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).id, 'main-content');

    // Open a list through the screen search.
    await page.keyboard.press('Control+K');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox', undefined, { timeout: 10_000 });
    await page.keyboard.type('课程标签');
    await page.keyboard.press('Enter');
    await waitForPath(page, adminPath('/course/tag'));
    await page.locator('.ant-layout-content tr[data-row-key]').first().waitFor();

    // The tab bar's close buttons are targets of at least 24 × 24 px.
    for (const box of await page.locator('.hl-tab-close').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      assert.ok(box.width >= 24 && box.height >= 24, `a tab's close button is ${box.width} × ${box.height} px`);
    }

    // Create: from main, Tab to 新增; Enter opens the drawer with focus inside its dialog.
    await page.locator('#main-content').focus();
    const presses = await tabTo(page, '新增', (f) => f.tag === 'button' && f.label === '新增');
    await page.keyboard.press('Enter');
    await page.locator('.ant-drawer-content-wrapper:visible').waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'), undefined, { timeout: 5_000 });
    await page.locator('.ant-drawer-content-wrapper:visible input[id$="name"]').waitFor();
    await tabTo(page, 'the name field', (f) => f.tag === 'input' && f.inDialog && f.id.endsWith('name'), 15);
    await page.keyboard.type(NAME);
    await page.keyboard.press('Enter');
    await page.locator('.ant-drawer-content-wrapper:visible').waitFor({ state: 'hidden' });
    // Read back as another account: a second sign-in of admin would end the browser's session.
    const token = await apiToken(server.url, 'viewer');
    const created = await apiGet(server.url, `/course/tag/?name=${encodeURIComponent(NAME)}`, token);
    assert.equal(created.code, 20000, created.msg);
    const [record] = (created.data as { items: { id: number; name: string }[] }).items;
    assert.equal(record?.name, NAME, 'the record typed in the drawer was not created');

    // Edit: Tab to the row's 编辑 (named after the record), change the name, save with Enter.
    await page.locator(`tr[data-row-key="${record.id}"]`).waitFor();
    await page.locator('#main-content').focus();
    await tabTo(page, `编辑 ${NAME}`, (f) => f.tag === 'button' && f.label.startsWith('编辑') && f.label.includes(NAME), 200);
    await page.keyboard.press('Enter');
    await page.locator('.ant-drawer-content-wrapper:visible').waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'), undefined, { timeout: 5_000 });
    await page.locator('.ant-drawer-content-wrapper:visible input[id$="name"]').waitFor();
    await tabTo(page, 'the name field', (f) => f.tag === 'input' && f.inDialog && f.id.endsWith('name'), 15);
    await page.keyboard.press('End');
    await page.keyboard.type('改');
    await page.keyboard.press('Enter');
    await page.locator('.ant-drawer-content-wrapper:visible').waitFor({ state: 'hidden' });
    const edited = await apiGet(server.url, `/course/tag/${record.id}/`, token);
    assert.equal((edited.data as { name: string }).name, `${NAME}改`);

    // Esc closes an untouched drawer, and focus returns to the button that opened it.
    await page.locator('#main-content').focus();
    await tabTo(page, '新增', (f) => f.tag === 'button' && f.label === '新增');
    await page.keyboard.press('Enter');
    await page.locator('.ant-drawer-content-wrapper:visible').waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'), undefined, { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-content-wrapper:visible').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, '') === '新增', undefined, { timeout: 5_000 });
    process.stderr.write(`[keyboard] 新增 is ${presses} Tab presses after main\n`);

    // The list's tools (refresh, export, column settings, recycle bin) are one tab stop; the arrows move in it.
    const inTools = (f: Awaited<ReturnType<typeof focused>>) => f.tag === 'button' && f.inTools;
    await tabTo(page, 'the list tools', inTools);
    assert.equal((await focused(page)).label, '刷新');
    await page.keyboard.press('ArrowRight');
    assert.equal((await focused(page)).label, '导出');
    await page.keyboard.press('End');
    assert.equal((await focused(page)).label, '回收站');
    await page.keyboard.press('ArrowLeft');
    assert.equal((await focused(page)).label, '列设置');
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).inTools, false, 'Tab stayed among the list tools');
    await page.keyboard.press('Shift+Tab');
    assert.equal((await focused(page)).label, '列设置', 'Shift+Tab did not come back to the tool last used');
  },
  { timeout: 120_000 },
);
