import * as ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { IMPORT_MAX_CELL } from '@admin/shared/contract/resources';
import { invalid } from '../../http/api-error';

/** An XLSX file is a zip archive: it starts with the local-file-header signature. */
const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

const fileError = (message: string) => invalid([{ field: 'file', message }]);

/** The rows of an uploaded sheet, as text cells (the header first): an XLSX's first sheet, or UTF-8 CSV / TSV. */
export async function readSheet(bytes: Buffer): Promise<string[][]> {
  if (isZip(bytes)) return readXlsx(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileError('文件既不是 XLSX 工作簿，也不是 UTF-8 文本（CSV / TSV）');
  }
  return parseDelimited(text.replace(/^\uFEFF/, ''));
}

/** A cell as the text a person sees: numbers without float noise, dates as 2026-09-20, rich text joined, formulas by their result. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(Number.isInteger(v) ? v : Number(v.toPrecision(15)));
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('hyperlink' in v) return typeof v.text === 'string' ? v.text : cellText(v.text as ExcelJS.CellValue);
    if ('error' in v) return '';
  }
  return String(v);
}

/**
 * The first sheet through exceljs's streaming reader: about half the time of loading the whole
 * workbook model (10 000 rows × 23 columns: 2.6 s against 4.2 s on a busy 2-core machine).
 * Styles are read, so a date cell comes back as a date.
 */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  let sheets = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
      entries: 'emit',
    });
    for await (const sheet of reader as unknown as AsyncIterable<AsyncIterable<ExcelJS.Row>>) {
      sheets++;
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        // row.values is 1-based.
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).slice(0, IMPORT_MAX_CELL));
        rows[row.number - 1] = cells;
      }
      break;
    }
  } catch {
    throw fileError('无法读取这个 XLSX 文件：它可能已损坏，或不是 Excel 工作簿');
  }
  if (!sheets) throw fileError('工作簿里没有工作表');
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}

/**
 * RFC 4180 rows: cells separated by commas (or tabs when the first line has a tab and no comma),
 * quoted cells may hold separators, line breaks and doubled quotes.
 */
export function parseDelimited(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell.slice(0, IMPORT_MAX_CELL));
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell.slice(0, IMPORT_MAX_CELL));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell.slice(0, IMPORT_MAX_CELL));
    rows.push(row);
  }
  return rows;
}
