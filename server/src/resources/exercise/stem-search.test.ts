/**
 * Text in a stem through the trigram index (SQLite here; server-pg runs the same on PostgreSQL):
 * the rows are exactly those of `stem LIKE %term%` read row by row, for long and short terms
 * (Chinese of one and two characters, which a trigram index cannot hold), case, and the
 * characters LIKE and FTS treat specially; and the index follows every write: a save, a change of
 * stem, an import confirm, a restore, a delete and an undelete.
 */
import * as ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { questionImport } from '@admin/shared/contract/resources';
import { isPostgres } from '../../db/migrations/helpers';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin']);
const call = s.ask;
const Q = '/practice/question/';
const BOUNDARY = '----stem-search';

const judge = (stem: string) => ({ type: 'judge', subject_id: 1, stem, answer: ['T'], score: 1 });

/** The ids the bank's stem filter finds, every page. */
async function found(term: string): Promise<number[]> {
  const r = await call('GET', `${Q}?limit=100&ordering=id&stem=${encodeURIComponent(term)}`);
  expect(r.code).toBe(20000);
  expect(r.data.total).toBe(r.data.items.length);
  return r.data.items.map((q: { id: number }) => q.id);
}

/** The ids a LIKE over every stem finds: what the filter answered before it had an index. */
async function scanned(term: string): Promise<number[]> {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await s.db
    .selectFrom('question')
    .select('id')
    .where(sql<boolean>`stem like ${pattern} escape '\\'`)
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

describe('stem search', () => {
  beforeAll(async () => {
    for (const stem of [
      '<p>函数 $\\sin x$ 的极限为（　）</p>',
      '<p>SIN and Sin and sin: 大小写 ÄÖ äö</p>',
      '<p>百分号 100% 与下划线 a_b 与引号 "quoted" 与反斜杠 \\\\ 都照字面</p>',
      '<p>一</p>',
      '<p>二元一次方程组</p>',
    ]) {
      expect((await call('POST', Q, judge(stem))).code).toBe(20000);
    }
  });

  it('finds the same rows as reading every stem, for long, short and special terms', async () => {
    const terms = [
      '极限',
      '极',
      '一',
      '二元一',
      '巧妇难为',
      'sin',
      'SIN',
      'Sin x',
      'äö',
      'ÄÖ',
      '100%',
      '%',
      'a_b',
      '_',
      '"quoted"',
      '"',
      '\\\\',
      '$\\sin',
      '（　）',
      '不存在的题干文字',
      'p>',
    ];
    for (const term of terms) {
      const want = await scanned(term);
      expect([term, await found(term)]).toEqual([term, want]);
    }
    // A term the seed holds many times, and one of three characters.
    expect((await found('（　）')).length).toBeGreaterThan(5);
    expect(await found('大小写')).toHaveLength(1);
  });

  it('uses the index on each engine', async () => {
    if (isPostgres(s.db)) {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'question_stem_trgm_idx'`.execute(s.db);
      expect(rows[0].indexdef).toMatch(/gin \(stem gin_trgm_ops\)/);
      return;
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from question_stem_fts where question_stem_fts match '"极限为"'`.execute(s.db);
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });

  it('follows saves, changes of stem, import confirms, restores, deletes and undeletes', async () => {
    const made = (await call('POST', Q, judge('<p>索引跟随测试：甲乙丙丁</p>'))).data;
    expect(await found('甲乙丙丁')).toEqual([made.id]);

    const changed = (await call('PATCH', `${Q}${made.id}/`, { stem: '<p>索引跟随测试：戊己庚辛</p>', version: made.version })).data;
    expect(await found('甲乙丙丁')).toEqual([]);
    expect(await found('戊己庚辛')).toEqual([made.id]);

    // The history drawer's restore of the first version brings the first stem back.
    const history = (await call('GET', `/audit/history/?resource=practice.question&id=${made.id}`)).data.items as { id: number; action: string }[];
    const created = history.find((h) => h.action === 'create')!;
    expect((await call('POST', '/audit/restore/', { entry: created.id, version: changed.version })).code).toBe(20000);
    expect(await found('甲乙丙丁')).toEqual([made.id]);
    expect(await found('戊己庚辛')).toEqual([]);

    const current = (await call('GET', `${Q}${made.id}/`)).data;
    expect((await call('DELETE', `${Q}${made.id}/`, { version: current.version })).code).toBe(20000);
    expect(await found('甲乙丙丁')).toEqual([]);
    const deleted = (await call('GET', `/audit/history/?resource=practice.question&id=${made.id}`)).data.items as { id: number; action: string }[];
    expect((await call('POST', '/audit/undelete/', { entry: deleted.find((h) => h.action === 'delete')!.id })).code).toBe(20000);
    expect(await found('甲乙丙丁')).toEqual([made.id]);

    // An import's confirm writes questions without the save's call.
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('题目');
    ws.addRow(questionImport.columns.map((c) => c.header[0]));
    const cells: Record<string, string> = { type: '判断题', subject: '数学一', stem: '导入后可搜索：壬癸子丑', answer: '对', score: '1' };
    ws.addRow(questionImport.columns.map((c) => cells[c.key] ?? ''));
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const staged = (
      await s.app.inject({
        method: 'POST',
        url: `/admin_api/v1${Q}import/`,
        headers: { 'AUTH-SYS': 'admin', token: s.tokens.admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="q.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
          bytes,
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      })
    ).json();
    expect(await found('壬癸子丑')).toEqual([]);
    expect((await call('POST', `${Q}import/${staged.data.id}/confirm/`, {})).data).toMatchObject({ created: 1 });
    expect(await found('壬癸子丑')).toEqual(await scanned('壬癸子丑'));
    expect(await found('壬癸子丑')).toHaveLength(1);
  });
});
