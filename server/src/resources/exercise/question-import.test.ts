/**
 * Importing questions (SQLite here; server-pg runs the same on PostgreSQL): an XLSX staged with
 * errors pinned to row and column, composites from sub-question rows, a row fixed in place, a
 * partial confirm writing questions as a create does (revision 1, duplicate fingerprint, audit),
 * a re-import updating by external id; Word with equations and tagged text; near duplicates.
 */
import * as ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { questionImport } from '@admin/shared/contract/resources';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'viewer']);
const BOUNDARY = '----question-import';
const BASE = '/admin_api/v1/practice/question';

type Cells = Record<string, string>;
type Row = { id: number; line: number; cells: Cells; errors: { column: string; message: string; message_en: string }[]; notes: { record_id: number }[] };
const HEADERS = questionImport.columns.map((c) => c.header[0]);
const GOOD: Cells = {
  external_id: 'T-1',
  type: '单选题',
  subject: '数学一',
  stem: "设 $f(x)=x^3$，则 $f'(1)=$（　）",
  A: '$1$',
  B: '$2$',
  C: '$3$',
  D: '$4$',
  answer: 'C',
  analysis: "$f'(x)=3x^2$",
  difficulty: '2',
  score: '5',
  knowledge: '数列极限',
  source: '真题',
  exam_year: '2023',
  paper: '数学一',
  question_no: '1',
};

async function sheet(rows: Cells[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('题目');
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(questionImport.columns.map((c) => r[c.key] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A .docx of paragraphs (each a string of runs' XML, equations included). */
async function docx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"><w:body>${paragraphs
      .map((p) => `<w:p>${p}</w:p>`)
      .join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}
const run = (t: string) => `<w:r><w:t xml:space="preserve">${t}</w:t></w:r>`;

const upload = async (bytes: Buffer, name: string, who = 'admin') =>
  (
    await s.app.inject({
      method: 'POST',
      url: `${BASE}/import/`,
      headers: { 'AUTH-SYS': 'admin', token: s.tokens[who], 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    })
  ).json();

const rowsOf = (b: { data: { rows: { items: Row[] } } }) => new Map<number, Row>(b.data.rows.items.map((r) => [r.line, r]));
const questions = async () =>
  Number(
    (
      await s.db
        .selectFrom('question')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const byExternal = async (id: string) => (await s.db.selectFrom('question').selectAll().where('external_id', '=', id).execute()) as Record<string, unknown>[];

describe('question import', () => {
  it('stages a sheet with errors at their cells, fixes one, confirms the valid rows as creates would, and updates on re-import', async () => {
    const before = await questions();
    const b = await upload(
      await sheet([
        GOOD,
        { ...GOOD, external_id: 'T-2', stem: '第二题：$1+1=$', answer: 'E' },
        { ...GOOD, external_id: 'T-3', stem: '第三题', subject: '高数', knowledge: '' },
        // A passage (七选五: its options are shared) and its two sub-question rows.
        {
          external_id: 'T-4',
          type: '材料题',
          subject: '英语一',
          stem: 'Passage text …',
          A: 'Sentence A.',
          B: 'Sentence B.',
          C: 'Sentence C.',
          question_no: '41',
        },
        { parent_no: '41', question_no: '41', type: '单选题', stem: '', answer: 'B', score: '2' },
        { parent_no: '41', question_no: '42', type: '单选题', stem: '', answer: 'D', score: '2' },
        { ...GOOD, external_id: 'T-1', stem: '重复的编号' },
      ]),
      'questions.xlsx',
    );
    expect(b.code).toBe(20000);
    expect(b.data.counts).toEqual({ total: 5, valid: 1, invalid: 4, duplicate: 1, create: 1, update: 0 });
    const rows = rowsOf(b);
    expect(rows.get(3)!.errors).toEqual([{ column: 'answer', message: '答案“E”不在选项 A–D 中', message_en: 'The key "E" is not among options A–D' }]);
    expect(rows.get(4)!.errors).toEqual([expect.objectContaining({ column: 'subject', message: '没有名为或代码为“高数”的科目' })]);
    expect(rows.get(5)!.cells.sub_questions).toContain('【答案】D');
    expect(rows.get(5)!.errors).toEqual([
      { column: 'sub_questions', message: '第 2 小题：答案“D”不在选项 A–C 中', message_en: 'Sub-question 2: The key "D" is not among options A–C' },
    ]);
    expect(rows.get(8)!.errors).toEqual([expect.objectContaining({ column: 'external_id', message: '与第 2 行的外部编号相同，只能保留一行' })]);
    expect(await questions()).toBe(before);

    // Fixed in place: the key of row 3, checked again as a create would be.
    const r3 = rows.get(3)!;
    const fixed = await s.ask('PUT', `/practice/question/import/${b.data.id}/rows/${r3.id}/`, { cells: { ...r3.cells, answer: 'A' }, version: 1 });
    expect(fixed.data.row).toMatchObject({ errors: [], action: 'create' });
    const done = await s.ask('POST', `/practice/question/import/${b.data.id}/confirm/`, { only_valid: true });
    expect(done.data).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 3 });

    const [made] = await byExternal('T-2');
    expect(made).toMatchObject({ version: 1, fingerprint: expect.stringContaining('第二题') });
    const revs = await s.ask('GET', `/practice/question/${String(made.id)}/revisions/`);
    expect(revs.data).toEqual([
      expect.objectContaining({ revision: 1, username: 'admin', content: expect.objectContaining({ answer: ['A'], external_id: 'T-2' }) }),
    ]);
    const audit = await s.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'practice.question')
      .where('record_id', '=', String(made.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);

    // The same external id again updates the question: revision 2, nothing added.
    const again = await upload(await sheet([{ ...GOOD, analysis: '求导即得。' }]), 'again.xlsx');
    expect(rowsOf(again).get(2)).toMatchObject({ action: 'update', errors: [] });
    expect((await s.ask('POST', `/practice/question/import/${again.data.id}/confirm/`, {})).data).toMatchObject({ updated: 1, created: 0 });
    const [updated] = await byExternal('T-1');
    expect(updated.version).toBe(2);
    expect((await s.ask('GET', `/practice/question/${String(updated.id)}/revisions/`)).data.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
  });

  it('reads Word with its equations, reports one it cannot convert at its paragraph, and flags a stored question', async () => {
    const seeded = (await s.ask('GET', `/practice/question/?ordering=id&stem=${encodeURIComponent('巧妇难为')}`)).data.items[0];
    const frac = '<m:oMath><m:f><m:num><m:r><m:t>1</m:t></m:r></m:num><m:den><m:r><m:t>x</m:t></m:r></m:den></m:f></m:oMath>';
    const matrix = '<m:oMath><m:m><m:mr><m:e><m:r><m:t>1</m:t></m:r></m:e></m:mr></m:m></m:oMath>';
    const file = await docx([
      run('【科目】数学一'),
      run('【分值】4'),
      run('一、选择题'),
      `${run('1、函数 ')}${frac}${run(' 的导数是（　）')}`,
      run('A. $-\\frac{1}{x^2}$    B. $\\frac{1}{x^2}$'),
      run('【答案】A'),
      `${run('2、矩阵 ')}${matrix}${run(' 的秩为（　）')}`,
      run('A. 0  B. 1'),
      run('【答案】B'),
      run('3、“巧妇难为无米之炊”说明的哲学道理是（　）。'),
      run('A. 意识对物质具有能动作用 B. 物质决定意识，意识依赖于物质 C. 实践是认识的来源 D. 矛盾具有特殊性'),
      run('【答案】B【科目】政治【分值】1'),
    ]);
    const b = await upload(file, 'questions.docx');
    expect(b.code).toBe(20000);
    const rows = rowsOf(b);
    expect([...rows.keys()]).toEqual([4, 7, 10]);
    expect(rows.get(4)).toMatchObject({ errors: [], action: 'create' });
    expect(rows.get(4)!.cells.stem).toBe('函数 $\\frac{1}{x}$ 的导数是（　）');
    expect(rows.get(7)!.errors).toEqual([expect.objectContaining({ column: 'stem', message: expect.stringContaining('第 7 段的 Word 公式无法自动转换') })]);
    // The politics question is the seed's: the confirm would update it, and the row says which it is.
    expect(rows.get(10)).toMatchObject({ action: 'update' });
    expect(rows.get(10)!.notes[0]).toMatchObject({ record_id: seeded.id, message: `与题库中的题目 #${seeded.id} 完全相同：确认后更新这道题，不会新增` });
  });

  it('reads tagged text with a passage and shows near-duplicate candidates on import and on save', async () => {
    const text = [
      '【科目】政治',
      '【分值】1',
      '1、“巧妇难为无米之炊”说明的哲学道理是（　）',
      'A. 意识对物质具有能动作用',
      'B. 物质决定意识，意识依赖于物质',
      'C. 实践是认识的来源',
      'D. 矛盾具有普遍性',
      '【答案】B',
      '【材料题开始】',
      '【科目】英语一',
      'Read the passage …',
      '1. What is the main idea?',
      'A. x B. y C. z',
      '【答案】A【分值】2',
      '2. Which is true?',
      'A. x B. y C. z',
      '【答案】C【分值】2',
      '【材料题结束】',
    ].join('\n');
    const b = await upload(Buffer.from(text), 'questions.txt');
    const rows = rowsOf(b);
    expect([...rows.keys()]).toEqual([3, 9]);
    const seeded = (await s.ask('GET', `/practice/question/?ordering=id&stem=${encodeURIComponent('巧妇难为')}`)).data.items[0];
    expect(rows.get(3)).toMatchObject({ action: 'create' });
    expect(rows.get(3)!.notes[0]).toMatchObject({ record_id: seeded.id, message: expect.stringMatching(/^与题库中的题目 #\d+ 相似（\d+%）/) });
    expect(rows.get(9)).toMatchObject({ action: 'create', errors: [] });
    expect(rows.get(9)!.cells).toMatchObject({ type: '材料题', subject: '英语一', stem: 'Read the passage …' });

    // The editor sends the stem and the options, as they are compared.
    const draft = ['“巧妇难为无米之炊”说明的哲学道理是？', '意识对物质具有能动作用', '物质决定意识，意识依赖于物质', '实践是认识的来源', '矛盾具有特殊性'];
    const like = await s.ask('GET', `/practice/question/similar/?text=${encodeURIComponent(draft.join('|'))}`);
    expect(like.data[0]).toMatchObject({ id: seeded.id, type: 'single' });
    expect(like.data[0].likeness).toBeGreaterThan(0.5);
    expect((await s.ask('GET', `/practice/question/similar/?text=${encodeURIComponent('完全无关的一句话，讲的是天气')}`)).data).toEqual([]);
  });

  it('serves a template with the type drop-down, and refuses the viewer’s upload', async () => {
    const r = await s.call('GET', '/practice/question/import/template/', { token: s.tokens.admin });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['外部编号', '所属材料题号', '题型', '科目']);
    expect(ws.getRow(3).getCell(3).dataValidation).toMatchObject({ type: 'list' });
    expect((await upload(await sheet([GOOD]), 'q.xlsx', 'viewer')).code).toBe(40300);
  });
});
