import * as ExcelJS from 'exceljs';
import type { ImportSpec } from '@admin/shared/contract/resources';
import { sheetName } from '../xlsx-writer';

/** Rows of the template that carry the drop-downs and the text format (a year's programmes fit). */
const TEMPLATE_ROWS = 5_000;

/** exceljs 4.4 writes a sheet's data validations; its type declarations leave the property out. */
const validations = (ws: ExcelJS.Worksheet) => (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;

/** A–Z, AA, … */
function letters(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * The XLSX template of an import: the header row in the chosen language (the other language as
 * the header cell's note), one example row, a drop-down on every column with fixed options, code
 * columns formatted as text (so 081200 keeps its zero), required headers in bold. Built with
 * exceljs, which writes data validations; the streaming xlsx-writer of exports has none.
 */
export async function importTemplate(spec: ImportSpec, lang: 'zh' | 'en'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName(spec.sheet[lang === 'zh' ? 0 : 1]), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = spec.columns.map((c) => ({ key: c.key, width: c.width ?? 14 }));
  const header = ws.getRow(1);
  spec.columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.header[lang === 'zh' ? 0 : 1];
    cell.note = c.header[lang === 'zh' ? 1 : 0] + (c.required ? (lang === 'zh' ? ' (required)' : '（必填）') : '');
    cell.font = { bold: !!c.required };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
  });
  ws.addRow(spec.columns.map((c) => c.example));
  spec.columns.forEach((c, i) => {
    const col = letters(i);
    if (c.digits) ws.getColumn(i + 1).numFmt = '@';
    if (c.options?.length) {
      validations(ws).add(`${col}2:${col}${TEMPLATE_ROWS}`, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [`"${c.options.join(',')}"`],
        showErrorMessage: true,
        errorTitle: c.header[0],
        error: `${c.header[0]}只能是 ${c.options.join('、')} / ${c.header[1]}: ${c.options.join(', ')}`,
      });
    }
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
