// A kit drawer in the browser against the production build: its save bar sits on the drawer's
// bottom edge with nothing of the form showing under it, Tab and Shift+Tab stay inside it, the
// rich-text field draws no bare file input and sets links through its own dialog, and a toast
// appears below the console's top bar.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, signedIn, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

s.test('the news drawer: save bar on the bottom edge, Tab kept inside, no bare file input, a link dialog', async ({ page, context, server }) => {
  await signedIn(context, server.url, 'admin');
  // A short window: the form is longer than the drawer and scrolls.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(adminPath('/article/news'));
  await waitForScreen(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: '标题', exact: true }).waitFor();
  await drawer.getByRole('toolbar', { name: /格式工具栏/ }).waitFor();

  // Scrolled half-way, the save bar's bottom is the drawer body's bottom: no row shows under it.
  const edges = await page.evaluate(() => {
    const body = document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-body')!;
    body.scrollTop = (body.scrollHeight - body.clientHeight) / 2;
    const bar = body.querySelector<HTMLElement>('[data-save-bar]')!;
    return { scrolls: body.scrollHeight > body.clientHeight, body: body.getBoundingClientRect().bottom, bar: bar.getBoundingClientRect().bottom };
  });
  assert.ok(edges.scrolls, 'the form fits the drawer: nothing to check');
  assert.ok(Math.abs(edges.body - edges.bar) <= 1, `the save bar ends ${edges.body - edges.bar} px above the drawer's bottom edge`);

  // The editor's file input is not drawn (antd's form styles make a file input a block).
  const file = drawer.locator('input[type=file][aria-label="插入图片"]');
  assert.equal(await file.isVisible(), false, 'a bare file input shows under the toolbar');
  // Its icons are drawn, not characters.
  assert.equal(await drawer.getByRole('button', { name: '链接' }).locator('svg path').count(), 1);

  // Tab from the drawer's last control comes back to its first; Shift+Tab goes the other way.
  const save = drawer.getByRole('button', { name: /保\s*存/ });
  await save.focus();
  await page.keyboard.press('Tab');
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('.ant-drawer-open [role="dialog"]'));
  assert.ok(await inside(), 'Tab from 保存 left the drawer');
  await page.keyboard.press('Shift+Tab');
  assert.ok(await save.evaluate((el) => el === document.activeElement), 'Shift+Tab did not come back to 保存');

  // 链接 opens the console's dialog (a browser prompt would be a page dialog event).
  let prompted = false;
  page.on('dialog', (d) => {
    prompted = true;
    void d.dismiss();
  });
  const editor = drawer.getByRole('textbox', { name: '正文' });
  await editor.click();
  await page.keyboard.type('看这里');
  await page.keyboard.press('Control+A');
  await drawer.getByRole('button', { name: '链接' }).click();
  const dialog = page.getByRole('dialog', { name: '链接' });
  await dialog.getByLabel(/链接地址/).fill('https://example.com/');
  await page.keyboard.press('Enter');
  await editor.locator('a[href="https://example.com/"]').waitFor();
  assert.equal(prompted, false);
});
