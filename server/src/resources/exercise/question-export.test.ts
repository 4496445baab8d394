/**
 * Exporting questions (SQLite here; server-pg runs the same on PostgreSQL): the bank as the list
 * filters it and a package in its order, as the import's XLSX (imported again: no errors, nothing
 * added, every question found again by external id or content and left as it was) and as JSON;
 * read access is enough, an account without it is refused.
 */
import * as ExcelJS from 'exceljs';
import { questionImport } from '@admin/shared/contract/resources';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'viewer', 'nobody']);
const BOUNDARY = '----question-export';
const BASE = '/admin_api/v1/practice/question';
const TAG = '导出测试';

type Rec = Record<string, unknown>;

const upload = async (bytes: Buffer) =>
  (
    await s.app.inject({
      method: 'POST',
      url: `${BASE}/import/`,
      headers: { 'AUTH-SYS': 'admin', token: s.tokens.admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="export.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    })
  ).json();

const download = (url: string, who = 'admin') => s.call('GET', url, { token: s.tokens[who] });
const bytesOf = (r: Awaited<ReturnType<typeof download>>) => r.res.rawPayload as unknown as Buffer;

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return out;
}

const opts = (...texts: string[]) => texts.map((text, i) => ({ label: 'ABCDEFGH'[i], text }));

/** One question of every type, in the forms the sheet carries: formulas, escapes, formatting, passages. */
function drafts(subject: number, knowledge: number[]): Rec[] {
  const common = { subject_id: subject, tags: [TAG, '基础'], difficulty: 2 };
  return [
    {
      ...common,
      type: 'single',
      external_id: 'EXP-1',
      stem: '<p>若 $a&lt;b$ 且 $b&lt;c$，则（　）</p><p>第二段 &amp; “引号”</p>',
      options: opts('$a<c$', '$a>c$', '$a=c$', '无法确定'),
      answer: ['A'],
      analysis: '<p>传递性。</p>',
      score: 2,
      knowledge_ids: knowledge,
      source: 'real',
      exam_year: 2021,
      paper: '数学一',
      question_no: '3',
    },
    { ...common, type: 'multiple', stem: '<p>下列是偶数的有（　）</p>', options: opts('2', '3', '4', '5', '6'), answer: ['A', 'C', 'E'], score: 2 },
    { ...common, type: 'judge', external_id: 'EXP-3', stem: '<p><strong>加粗</strong>的判断：$1&gt;2$。</p>', answer: ['F'], score: 1 },
    {
      ...common,
      type: 'blank',
      external_id: 'EXP-4',
      stem: '<p>$1+1=$ ____，$2+2=$ ____。</p>',
      blanks: [
        { accepted: ['2', '二'], score: 1.5 },
        { accepted: ['4'], score: 1.5 },
      ],
      score: 3,
    },
    {
      ...common,
      type: 'subjective',
      external_id: 'EXP-5',
      stem: '<p>证明 $\\sqrt{2}$ 是无理数。</p>',
      reference_answer: '<p>反证法。</p><p>设 $\\sqrt{2}=p/q$。</p>',
      score: 10,
    },
    {
      ...common,
      type: 'composite',
      external_id: 'EXP-6',
      stem: '<p>Read the passage and choose.</p>',
      shared_options: opts('Sentence A.', 'Sentence B.', 'Sentence C.'),
      sub_questions: [
        { type: 'single', stem: '', answer: ['B'], score: 2 },
        { type: 'single', stem: '', answer: ['C'], score: 2 },
      ],
      score: 4,
    },
    {
      ...common,
      type: 'composite',
      external_id: 'EXP-7',
      stem: '<p>材料：某公司……</p>',
      sub_questions: [
        { type: 'single', stem: '第一问', options: opts('甲', '乙'), answer: ['A'], analysis: '因为甲。', score: 2 },
        { type: 'judge', stem: '第二问', answer: ['T'], score: 1 },
        { type: 'blank', stem: '第三问 ____', blanks: [{ accepted: ['丙'], score: 2 }], score: 2 },
        { type: 'subjective', stem: '第四问', reference_answer: '言之成理即可。', score: 5 },
      ],
      score: 10,
    },
  ];
}

describe('question export', () => {
  let made: Rec[] = [];
  beforeAll(async () => {
    const seed = (await s.ask('GET', '/practice/question/?type=single&limit=100')).data.items as Rec[];
    const withPoints = seed.find((q) => (q.knowledge_ids as number[]).length)!;
    made = [];
    for (const d of drafts(Number(withPoints.subject_id), withPoints.knowledge_ids as number[])) {
      const r = await s.ask('POST', '/practice/question/', d);
      expect(r.code).toBe(20000);
      made.push(r.data);
    }
  });

  it('writes the filtered bank as the import’s sheet, which imports again with no errors and changes nothing', async () => {
    const r = await download(`/practice/question/download/?format=xlsx&tag=${encodeURIComponent(TAG)}&ordering=id`);
    expect(r.res.statusCode).toBe(200);
    expect(r.res.headers['content-disposition']).toMatch(/attachment; filename="questions.xlsx"; filename\*=UTF-8''%E9%A2%98%E5%BA%93-/);
    const rows = await sheetRows(bytesOf(r));
    expect(rows[0].slice(0, 5)).toEqual(['外部编号', '所属材料题号', '题型', '科目', '题干']);
    expect(rows.slice(1).map((x) => x[0])).toEqual(['EXP-1', '', 'EXP-3', 'EXP-4', 'EXP-5', 'EXP-6', 'EXP-7']);
    expect(rows[1][4]).toBe('若 $a<b$ 且 $b<c$，则（　）\n第二段 & “引号”');
    expect(rows[3][4]).toBe('<p><strong>加粗</strong>的判断：$1&gt;2$。</p>');

    const b = await upload(bytesOf(r));
    expect(b.code).toBe(20000);
    expect(b.data.rows.items.flatMap((x: { errors: unknown[] }) => x.errors)).toEqual([]);
    expect(b.data.counts).toEqual({ total: 7, valid: 7, invalid: 0, duplicate: 0, create: 0, update: 7 });
    const done = await s.ask('POST', `/practice/question/import/${b.data.id}/confirm/`, {});
    expect(done.data).toEqual({ created: 0, updated: 0, unchanged: 7, skipped: 0 });
    for (const q of made) expect((await s.ask('GET', `/practice/question/${String(q.id)}/`)).data.version).toBe(q.version);
  });

  it('updates the questions an edited export names by external id', async () => {
    const r = await download(`/practice/question/download/?format=xlsx&lang=en&tag=${encodeURIComponent(TAG)}&type=judge`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytesOf(r) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('Questions');
    expect(ws.getRow(1).getCell(1).value).toBe('External id');
    const key = (ws.getRow(1).values as unknown[]).indexOf('Key');
    expect(ws.getRow(2).getCell(key).value).toBe('错');
    ws.getRow(2).getCell(key).value = '对';
    const b = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(b.data.counts).toMatchObject({ total: 1, invalid: 0, create: 0, update: 1 });
    expect((await s.ask('POST', `/practice/question/import/${b.data.id}/confirm/`, {})).data).toEqual({ created: 0, updated: 1, unchanged: 0, skipped: 0 });
    const judge = made.find((q) => q.external_id === 'EXP-3')!;
    expect((await s.ask('GET', `/practice/question/${String(judge.id)}/`)).data).toMatchObject({ answer: ['T'], version: Number(judge.version) + 1 });
  });

  it('writes the whole demo bank so that it imports again: nothing added, only the bank’s own exact duplicates refused', async () => {
    const r = await download('/practice/question/download/?format=xlsx');
    const b = await upload(bytesOf(r));
    const bank = (await s.ask('GET', '/practice/question/?limit=100')).data;
    // Listed newest first: of two stored questions with the same content the older comes second,
    // and a file may not hold one question twice (the import says which row to keep).
    const second = (bank.items as { id: number; duplicate_of: number[] }[]).filter((q) => q.duplicate_of.some((id) => id > q.id)).length;
    expect(b.data.counts).toEqual({
      total: bank.total,
      valid: bank.total - second,
      invalid: second,
      duplicate: second,
      create: 0,
      update: bank.total - second,
    });
    const refused = (await s.ask('GET', `/practice/question/import/${b.data.id}/?limit=100&errors_only=true`)).data.rows.items as {
      errors: { message: string }[];
    }[];
    expect(refused.flatMap((x) => x.errors.map((e) => e.message)).every((m) => /^与第 \d+ 行是同一道题，只能保留一行$/.test(m))).toBe(true);
  });

  it('keeps a cell of the editor’s HTML as HTML, cleaned as a save cleans it', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('题目');
    ws.addRow(questionImport.columns.map((c) => c.header[0]));
    const cells: Record<string, string> = {
      external_id: 'EXP-HTML',
      type: '判断题',
      subject: '数学一',
      stem: '<p><em>斜体</em>题干<img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      answer: '对',
      score: '1',
    };
    ws.addRow(questionImport.columns.map((c) => cells[c.key] ?? ''));
    const b = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(b.data.counts).toMatchObject({ valid: 1, create: 1 });
    await s.ask('POST', `/practice/question/import/${b.data.id}/confirm/`, {});
    const row = await s.db.selectFrom('question').select('stem').where('external_id', '=', 'EXP-HTML').executeTakeFirstOrThrow();
    expect(row.stem).toBe('<p><em>斜体</em>题干</p>');
  });

  it('writes JSON with every field and the names of its ids', async () => {
    const r = await download(`/practice/question/download/?format=json&tag=${encodeURIComponent(TAG)}&type=blank`);
    expect(r.res.headers['content-type']).toMatch(/^application\/json/);
    const file = JSON.parse(r.res.payload) as { questions: Rec[] };
    const blank = made.find((q) => q.external_id === 'EXP-4')!;
    expect(file.questions).toEqual([
      expect.objectContaining({ id: blank.id, type: 'blank', blanks: blank.blanks, subject: expect.any(String), knowledge: [], tags: [TAG, '基础'] }),
    ]);
  });

  it('writes a package in its order, as a sheet and as JSON', async () => {
    const pkg = (await s.ask('POST', '/practice/quiz-package/', { name: '导出测试题包', kind: 'chapter', status: 'published', is_free: true, price: 0 })).data;
    expect(pkg.id).toBeGreaterThan(0);
    const order = [made[4], made[0], made[2]];
    const added = await s.ask('POST', `/practice/quiz-package/${pkg.id}/item/add/`, { question_ids: order.map((q) => q.id) });
    expect(added.data.added).toBe(3);
    const sheet = await download(`/practice/quiz-package/${pkg.id}/download/?format=xlsx`);
    expect(sheet.res.statusCode).toBe(200);
    expect((await sheetRows(bytesOf(sheet))).slice(1).map((x) => x[0])).toEqual(['EXP-5', 'EXP-1', 'EXP-3']);
    const json = JSON.parse((await download(`/practice/quiz-package/${pkg.id}/download/?format=json`, 'viewer')).res.payload);
    expect(json.package).toMatchObject({ name: '导出测试题包' });
    expect(json.items.map((x: { question: Rec }) => x.question.id)).toEqual(order.map((q) => q.id));
    expect((await download('/practice/quiz-package/999999/download/?format=json')).body.code).toBe(40400);
  });

  it('lets whoever reads the bank export it, and refuses an account that does not', async () => {
    const viewer = await download('/practice/question/download/?format=json&type=judge', 'viewer');
    expect(viewer.res.statusCode).toBe(200);
    expect(JSON.parse(viewer.res.payload).questions.length).toBeGreaterThan(0);
    expect((await download('/practice/question/download/?format=xlsx', 'nobody')).body.code).toBe(40300);
    expect((await download('/practice/quiz-package/1/download/?format=xlsx', 'nobody')).body.code).toBe(40300);
    expect((await download('/practice/question/download/?format=pdf')).body.code).toBe(40000);
  });
});
