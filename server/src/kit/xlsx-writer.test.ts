/** The streaming XLSX writer: workbooks that read back cell for cell, whatever the text. */
import * as ExcelJS from 'exceljs';
import { readZip, unzipTest } from '../test/zip-check';
import type { Cell } from './export-format';
import { sheetName, XLSX_MAX_CELL, xlsxFile, xmlText } from './xlsx-writer';

async function* chunks(rows: Cell[][], size = 2) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function write(name: string, header: string[], rows: Cell[][]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const b of xlsxFile({ name, header, rows: chunks(rows) }, { modified: new Date('2026-11-21T08:00:00Z') })) parts.push(b);
  return Buffer.concat(parts);
}

/** The workbook as exceljs reads it: sheet name and rows of values from column A (null for no cell). */
async function readBack(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  expect(wb.worksheets).toHaveLength(1);
  const sheet = wb.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).value)));
  return { name: sheet.name, rows };
}

const sheetXml = (file: Buffer) => readZip(file).get('xl/worksheets/sheet1.xml')!.toString('utf8');

describe('xlsxFile', () => {
  it('is a valid zip of the parts a workbook needs', async () => {
    const file = await write('名单', ['A'], [['x']]);
    expect([...readZip(file).keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const unzip = unzipTest(file);
    if (unzip) expect(unzip).toMatchObject({ ok: true, output: expect.stringContaining('No errors detected') });
  });

  it('keeps special text as it was: markup characters, emoji, blanks, line breaks, formula-looking text', async () => {
    const texts = [
      'A & B <b>x</b> "q" \'s\' ]]>',
      '表情 😀👍🏽 𠀋',
      '  padded  ',
      'tab\there',
      'two\nlines',
      'crlf\r\nend',
      '=HYPERLINK("http://x","点我")',
      '+1',
      '-2',
      '@SUM(A1)',
    ];
    const file = await write(
      'S',
      ['text'],
      texts.map((t) => [t]),
    );
    const { rows } = await readBack(file);
    expect(rows).toEqual([['text'], ...texts.map((t) => [t])]);
    // Text cells are inline strings: never a formula, whatever they look like.
    const xml = sheetXml(file);
    expect(xml).not.toContain('<f>');
    expect(xml).toContain('<c r="A8" t="inlineStr"><is><t>=HYPERLINK(&quot;http://x&quot;,&quot;点我&quot;)</t></is></c>');
    expect(xml).toContain('<t xml:space="preserve">  padded  </t>');
  });

  it('drops characters XML 1.0 cannot carry, and escapes what spreadsheets would read as an escape', async () => {
    const file = await write(
      'S',
      ['text'],
      [['a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg'], ['lone \uD800 high, lone \uDC00 low, \uFFFE\uFFFF end'], ['_x0041_ stays']],
    );
    const { rows } = await readBack(file);
    expect(rows[1]).toEqual(['abcdefg']);
    expect(rows[2]).toEqual(['lone  high, lone  low,  end']);
    // Excel reads _xHHHH_ as that character; _x005F_ is its escaped underscore, so Excel shows
    // "_x0041_ stays". exceljs does not decode escapes in inline strings and shows the raw text.
    expect(sheetXml(file)).toContain('<t>_x005F_x0041_ stays</t>');
    expect(rows[3]).toEqual(['_x005F_x0041_ stays']);
    expect(xmlText('a_x00zz_b_x1234')).toBe('a_x00zz_b_x1234');
  });

  it('cuts text at the 32 767 characters a cell holds, never inside an emoji', async () => {
    const long = 'b'.repeat(40_000);
    const emojiAtEdge = `${'a'.repeat(XLSX_MAX_CELL - 1)}😀tail`;
    const { rows } = await readBack(await write('S', ['text'], [[long], [emojiAtEdge], ['c'.repeat(XLSX_MAX_CELL)]]));
    expect(rows.slice(1)).toEqual([['b'.repeat(XLSX_MAX_CELL)], ['a'.repeat(XLSX_MAX_CELL - 1)], ['c'.repeat(XLSX_MAX_CELL)]]);
  });

  it('writes numbers as numbers, empty text as no cell, and columns past Z', async () => {
    const numbers = [0, -5, 3.25, 2 ** 53 - 1, 1e21, 1.5e-7];
    const file = await write('S', ['n'], [...numbers.map((n) => [n]), [NaN], [Infinity], ['', 'after an empty cell']]);
    const { rows } = await readBack(file);
    expect(rows.slice(1, 1 + numbers.length)).toEqual(numbers.map((n) => [n]));
    // Not a number a spreadsheet can hold: written as its text.
    expect(rows.slice(1 + numbers.length, 3 + numbers.length)).toEqual([['NaN'], ['Infinity']]);
    expect(rows[3 + numbers.length]).toEqual([null, 'after an empty cell']);
    expect(sheetXml(file)).toContain('<c r="A2"><v>0</v></c>');

    const wide = Array.from({ length: 60 }, (_, i) => `c${i}`);
    const wideFile = await write('S', wide, [wide.map((_, i) => i)]);
    expect((await readBack(wideFile)).rows).toEqual([wide, wide.map((_, i) => i)]);
    expect(sheetXml(wideFile)).toContain('<c r="AA2"><v>26</v></c><c r="AB2"><v>27</v></c>');
    expect(sheetXml(wideFile)).toContain('<c r="BH2"><v>59</v></c>');
  });

  it('writes the header alone when there are no rows', async () => {
    const file = await write('Empty', ['ID', '名称'], []);
    expect(await readBack(file)).toEqual({ name: 'Empty', rows: [['ID', '名称']] });
  });

  it('names the sheet within Excel rules: 31 characters, none of []:*?/\\', async () => {
    expect(sheetName('a[b]c:d*e?f/g\\h')).toBe('a b c d e f g h');
    expect(sheetName('x'.repeat(40))).toBe('x'.repeat(31));
    expect(sheetName(`${'y'.repeat(30)}😀`)).toBe('y'.repeat(30));
    expect(sheetName('')).toBe('Sheet1');
    expect(sheetName('\u0001')).toBe('Sheet1');
    expect((await readBack(await write('R&D <1>', ['a'], []))).name).toBe('R&D <1>');
  });
});
