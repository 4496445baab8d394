// Accessible where the route walk (route-walk.test.ts, which runs axe at every stop of every
// route and of each list's 新增) does not look: the home page with its work counts drawn, a list
// narrower than its columns at 800 px, and the question bank's dialogs (in both languages too).
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { createRequire } from 'node:module';
import path from 'node:path';
import { adminPath, apiGet, apiToken, setSession, waitForScreen } from '../lib/console';
import { axeLines, axeViolations, prepareAxe } from '../lib/axe';
import { currentLanguage, findings, prepareWalk, settle, switchLanguage } from '../lib/language-walk';

const s = consoleSuite(import.meta.filename);
// The server's exceljs (the e2e package does not depend on it): only what building a sheet needs.
interface Workbook {
  addWorksheet(name: string): { addRow(values: unknown[]): unknown };
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'))('exceljs') as { Workbook: new () => Workbook };
const VIEWPORT = { width: 1440, height: 900 };

s.test(
  'the home page with its work counted, and a list laid out at 800 px, have no serious or critical axe violation',
  async ({ page, context, server }) => {
    await setSession(context, server.url, await apiToken(server.url, 'ads'));
    await prepareAxe(context);
    // The walk reads the home page before its counts arrive; here they are drawn, in their colours.
    await page.goto(adminPath('/dashboard'));
    await page.locator('.hd-work-total').first().waitFor();
    await page.locator('a[data-count]').first().waitFor();
    assert.deepEqual(axeLines(await axeViolations(page)), [], 'home page with its work counts');
    // Narrower than its columns, a list pins its first and last columns; its rows are the kit's.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(adminPath('/ad/index'));
    await page.locator('.ant-table-tbody tr[data-row-key] td.ant-table-cell-fix-start').first().waitFor();
    assert.deepEqual(axeLines(await axeViolations(page)), [], 'a list at 800 px');
    // With no rows, the table gets antd's measuring row (a copy of every column title, the
    // select-all checkbox too): nothing focusable may be left in it under aria-hidden.
    await page.goto(adminPath('/ad/index?title=no-such-ad-anywhere'));
    await page.locator('tr.ant-table-measure-row input[type="checkbox"]').waitFor({ state: 'attached' });
    assert.deepEqual(axeLines(await axeViolations(page)), [], 'an empty list at 800 px');
  },
  { timeout: 60_000, context: { viewport: VIEWPORT } },
);

// The question bank's dialogs, which the route walk does not open: the import drawer with a staged
// batch (errors in their cells), a row's fix dialog beside its live preview, the export menu, and
// a package's preview as students see it, each read in English and in Chinese.
s.test(
  'the question import drawer, its fix dialog, the export menu and a package preview: no text in the other language outside user data, no serious axe violation',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    await prepareWalk(context, 'en');
    await prepareAxe(context);
    const pkg = (
      (await apiGet(server.url, '/practice/quiz-package/?ordering=id', token)).data as { items: { id: number; question_count: number }[] }
    ).items.find((p) => p.question_count > 0)!;
    const problems: string[] = [];
    const read = async (label: string) => {
      await settle(page);
      const language = await currentLanguage(page);
      for (const f of await findings(page, language)) problems.push(`[${language}] ${label}: ${f}`);
      for (const l of axeLines(await axeViolations(page))) problems.push(`[${language}] ${label}: axe ${l}`);
    };

    await page.goto(adminPath('/exercise/quiz-pkg?tab=bank'));
    await waitForScreen(page);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('题目');
    ws.addRow(['外部编号', '题型', '科目', '题干', '选项A', '选项B', '答案', '分值']);
    ws.addRow(['A11Y-1', '单选题', '数学一', '走查专用甲：$x_1$', '$y$', '$z$', 'E', 2]);
    ws.addRow(['A11Y-2', '判断题', '数学一', '走查专用乙：$w_2$', '', '', '正确', 1]);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: /Import questions|导入题目/ });
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'questions.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
    await drawer.locator('td.import-cell-error').first().waitFor();
    for (const round of [1, 2]) {
      await read('import drawer with a staged batch');
      await drawer.getByRole('button', { name: /^(Fix row|修改第) 2/ }).click();
      const fix = page.getByRole('dialog').filter({ hasText: /Fix row 2|修改第 2 行/ });
      await fix.locator('.katex').first().waitFor();
      await read('fix dialog with its preview');
      await page.keyboard.press('Escape');
      await fix.waitFor({ state: 'hidden' });
      if (round === 1) await switchLanguage(page);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    for (const round of [1, 2]) {
      await page.getByRole('button', { name: /Export questions|导出题目/ }).click();
      await page.getByRole('menuitem').first().waitFor();
      await read('export menu');
      await page.keyboard.press('Escape');
      if (round === 1) await switchLanguage(page);
    }

    await page.goto(adminPath(`/exercise/quiz/${pkg.id}`));
    await waitForScreen(page);
    for (const round of [1, 2]) {
      await page.getByRole('button', { name: /^(Preview|预\s*览)$/ }).click();
      const shown = page.getByRole('dialog').filter({ has: page.getByTestId('preview-frame') });
      await shown.locator('.katex').first().waitFor();
      await read('package preview');
      await page.keyboard.press('Escape');
      await shown.waitFor({ state: 'hidden' });
      if (round === 1) await switchLanguage(page);
    }
    assert.deepEqual(problems, []);
  },
  { timeout: 120_000, context: { viewport: VIEWPORT } },
);
