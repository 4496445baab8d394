// Programmes against the production build at 800 px: a sheet with a bad row is
// staged (nothing written), the row is fixed in place, both rows are imported, a programme's
// year-by-year view is opened, and after a reload the imported programmes are listed.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { axeLines, axeViolations, prepareAxe } from '../lib/axe';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);
// The server's exceljs (the e2e package does not depend on it): only what building a sheet needs.
interface Workbook {
  addWorksheet(name: string): { addRow(values: unknown[]): unknown };
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'))('exceljs') as { Workbook: new () => Workbook };

const HEADERS = [
  '年份',
  '院校代码',
  '院校名称',
  '省份',
  '分区',
  '院校标签',
  '院系代码',
  '院系名称',
  '专业代码',
  '专业名称',
  '学位类型',
  '学习方式',
  '研究方向',
  '科目一',
  '科目二',
  '科目三',
  '科目四',
  '招生人数',
  '招生人数原文',
];
const row = (direction: string, schoolCode: string) => [
  2029,
  schoolCode,
  '武汉大学',
  '湖北',
  'A',
  '985,211,双一流,自划线',
  '021',
  '计算机学院',
  '081200',
  '计算机科学与技术',
  '学硕',
  '全日制',
  direction,
  '101 思想政治理论',
  '201 英语一',
  '301 数学一',
  '408 计算机学科专业基础',
  18,
  '专业：18(不含推免)',
];

s.test('a sheet with a bad row is fixed in place, imported, and a programme’s years compared', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  await setSession(context, server.url, token);
  await prepareAxe(context);
  // Spec 9's mobile mode: the list and the import lay out at 800 px without running off sideways.
  await page.setViewportSize({ width: 800, height: 900 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const stored = async () => ((await apiGet(server.url, '/school/programme/?year=2029&school=10486', token)).data as { items: { direction: string }[] }).items;

  await page.goto(adminPath('/pick-school/index'));
  await waitForScreen(page);
  assert.ok((await overflow()) <= 0, 'the list fits 800 px');

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('招生专业');
  ws.addRow(HEADERS);
  ws.addRow(row('01 人工智能', '10486'));
  ws.addRow(row('02 网络空间安全', '1048X'));
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '导入招生专业' });
  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: '武大.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
  await drawer.getByText(/共 2 行：1 行正确/).waitFor();
  await drawer.locator('td.import-cell-error').getByText('院校代码应为 5 位数字，如 10248').waitFor();
  assert.deepEqual(await stored(), [], 'nothing is written before the confirm');
  assert.deepEqual(axeLines(await axeViolations(page)), [], 'axe: the staged batch');
  assert.ok((await drawer.boundingBox())!.width <= 800, 'the import drawer fits 800 px');

  await drawer.getByRole('button', { name: '修改第 3 行' }).click();
  const fix = page.getByRole('dialog').filter({ hasText: '修改第 3 行' });
  await fix.getByLabel('院校代码').fill('10486');
  await fix.getByRole('button', { name: /保存并检查/ }).click();
  await drawer.getByText(/共 2 行：2 行正确/).waitFor();
  await drawer.getByRole('button', { name: '全部导入' }).click();
  await drawer.getByText('导入完成：新增 2，更新 0，无变化 0，跳过 0').waitFor();
  assert.deepEqual((await stored()).map((p) => p.direction).sort(), ['01 人工智能', '02 网络空间安全']);
  await page.keyboard.press('Escape');

  await page.goto(adminPath('/pick-school/index?year=2027&school=10001'));
  await waitForScreen(page);
  await page.getByRole('button', { name: '历年对比' }).first().click();
  await page.getByRole('dialog').getByRole('heading', { name: '2026 → 2027 年的变化' }).waitFor();

  await page.goto(adminPath('/pick-school/index?year=2029&school=10486'));
  await page.reload();
  await waitForScreen(page);
  await page.locator('.ant-table-tbody').getByText('02 网络空间安全', { exact: true }).waitFor();
});
