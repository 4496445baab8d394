// The question bank against the production build: as admin an XLSX with
// two bad rows is staged, one is fixed in place, the valid rows are imported; the questions are
// found from a package's page and added, the package reordered by keyboard, previewed at phone
// width, and after a reload all of it is still there.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, toast, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);
// The server's exceljs (the e2e package does not depend on it): only what building a sheet needs.
interface Workbook {
  addWorksheet(name: string): { addRow(values: unknown[]): unknown };
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'))('exceljs') as { Workbook: new () => Workbook };

const HEADERS = ['外部编号', '题型', '科目', '题干', '选项A', '选项B', '选项C', '选项D', '答案', '分值'];
const row = (id: string, stem: string, subject: string, key: string) => [id, '单选题', subject, stem, '$1$', '$2$', '$3$', '$4$', key, 2];

type Item = { id: number; question_id: number; question: { stem: string } };

s.test(
  'an XLSX with two bad rows is fixed, imported, added to a package, reordered, previewed and still there after a reload',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    const pkg = ((await apiGet(server.url, `/practice/quiz-package/?name=${encodeURIComponent('数学一章节练习')}`, token)).data as { items: { id: number }[] })
      .items[0];
    const items = async () =>
      ((await apiGet(server.url, `/practice/quiz-package/${pkg.id}/item/?limit=100&ordering=sort`, token)).data as { items: Item[] }).items;

    await page.goto(adminPath('/exercise/quiz-pkg?tab=bank'));
    await waitForScreen(page);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('题目');
    ws.addRow(HEADERS);
    ws.addRow(row('E2E-1', 'E2E 导入甲：$1+1=$（　）', '数学一', 'B'));
    ws.addRow(row('E2E-2', 'E2E 导入乙：$2+2=$（　）', '数学一', 'E'));
    ws.addRow(row('E2E-3', 'E2E 导入丙：$3+3=$（　）', '高数', 'C'));
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '导入题目' });
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: '题目.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
    await drawer.getByText(/共 3 行：1 行正确/).waitFor();
    await drawer.locator('td.import-cell-error').getByText('答案“E”不在选项 A–D 中').waitFor();
    await drawer.locator('td.import-cell-error').getByText('没有名为或代码为“高数”的科目').waitFor();

    // Row 3 fixed in place, its question drawn beside the cells as it is typed.
    await drawer.getByRole('button', { name: '修改第 3 行' }).click();
    const fix = page.getByRole('dialog').filter({ hasText: '修改第 3 行' });
    const preview = fix.getByRole('region', { name: '预览' });
    await preview.locator('.katex').first().waitFor();
    await fix.getByLabel('答案').fill('D');
    await preview.locator('.qv-right .qv-letter', { hasText: 'D.' }).waitFor();
    await fix.getByRole('button', { name: /保存并检查/ }).click();
    await drawer.getByText(/共 3 行：2 行正确/).waitFor();
    await drawer.getByRole('button', { name: '只导入正确的 2 行' }).click();
    await drawer.getByText('导入完成：新增 2，更新 0，无变化 0，跳过 1').waitFor();
    await page.keyboard.press('Escape');

    // Found from the package's page in the bank, and added.
    await page.goto(adminPath(`/exercise/quiz/${pkg.id}`));
    await waitForScreen(page);
    const before = (await items()).length;
    await page.getByRole('button', { name: '从题库添加' }).click();
    const adding = page.getByRole('dialog').filter({ hasText: '加入分节' });
    // Newest first: the two just imported lead the bank's list of questions not in the package.
    const fresh = adding.locator('.ant-table-tbody tr[data-row-key]');
    await fresh.filter({ hasText: 'E2E 导入乙' }).waitFor();
    for (const stem of ['E2E 导入甲', 'E2E 导入乙']) await fresh.filter({ hasText: stem }).getByRole('checkbox').check();
    assert.equal(await fresh.filter({ hasText: 'E2E 导入' }).count(), 2, 'the two imported questions');
    await adding.getByRole('button', { name: '加入题包' }).click();
    await page.waitForFunction(() => /已加入 2 道题/.test(document.body.textContent ?? ''));
    await page.keyboard.press('Escape');
    const added = await items();
    assert.equal(added.length, before + 2);
    const [a, b] = added.slice(-2);

    // The last item moved up one by keyboard: one versioned request.
    const last = page.locator(`main tr[data-row-key="${b.id}"]`).filter({ has: page.locator('.qv') });
    await last.waitFor();
    await last.getByRole('button', { name: /^排序 / }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.waitForTimeout(150);
      await page.keyboard.press(key);
    }
    await toast(page, '排序已保存').last().waitFor();
    const order = (await items()).map((x) => x.id);
    assert.deepEqual(order.slice(-2), [b.id, a.id]);

    // The package as students see it on a phone.
    await page.getByRole('button', { name: /预\s*览/ }).click();
    const shown = page.getByRole('dialog').filter({ hasText: '学生看到的样子' });
    const frame = shown.getByTestId('preview-frame');
    await frame.getByText(/E2E 导入乙/).waitFor();
    // Its content is a phone's 375 px wide (the frame's padding and border around it).
    assert.equal(await frame.evaluate((el) => getComputedStyle(el).width), '375px');
    await page.keyboard.press('Escape');

    await page.reload();
    await waitForScreen(page);
    // The items' table is the page's last; its rows draw their questions once scrolled into view.
    const itemsTable = page.locator('main .ant-table-tbody').last();
    await itemsTable.locator(`tr[data-row-key="${a.id}"]`).scrollIntoViewIfNeeded();
    await itemsTable
      .locator(`tr[data-row-key="${a.id}"]`)
      .getByText(/E2E 导入./.exec(a.question.stem)![0])
      .waitFor();
    const rows = await itemsTable.locator('tr[data-row-key]').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-row-key')));
    assert.deepEqual(rows.slice(-2), [String(b.id), String(a.id)], 'the new order, read back');
  },
);
