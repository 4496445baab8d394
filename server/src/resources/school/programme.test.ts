// Programmes and their staged import, on the server's database (SQLite here; the server-pg jest
// project runs the same file on PostgreSQL).
import * as ExcelJS from 'exceljs';
import { programmeImport } from '@admin/shared/contract/resources';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'viewer']);
const BOUNDARY = '----programme-import';
const BASE = '/admin_api/v1/school/programme';

type Cells = Record<string, string>;
const GOOD: Cells = {
  year: '2028',
  school_code: '10248',
  school_name: '上海交通大学',
  province: '上海',
  zone: 'A',
  tags: '985,211,双一流,自划线',
  college_code: '003',
  college_name: '电子信息与电气工程学院',
  major_code: '081200',
  major_name: '计算机科学与技术',
  mold: '学硕',
  study_mode: '全日制',
  direction: '01 人工智能',
  subject1: '101 思想政治理论',
  subject2: '201 英语一',
  subject3: '301 数学一',
  subject4: '408 计算机学科专业基础',
  quota: '10',
  quota_text: '专业：10(不含推免)',
  recommended_quota: '5',
  retest_subjects: '机试；综合面试',
  source_url: 'https://yzb.sjtu.edu.cn/',
  verified_at: '2027-09-20',
};

/** An XLSX of rows with the template's Chinese headers; codes typed as numbers, as people do. */
async function sheet(rows: Cells[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('招生专业');
  ws.addRow(programmeImport.columns.map((c) => c.header[0]));
  for (const r of rows) ws.addRow(programmeImport.columns.map((c) => (c.key === 'year' || c.key === 'quota' ? Number(r[c.key]) : (r[c.key] ?? ''))));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = async (bytes: Buffer, who = 'admin', name = 'programmes.xlsx') =>
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

const stored = async (year = 2028) =>
  Number(
    (
      await s.db
        .selectFrom('school_programme')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('year', '=', year)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('programme import', () => {
  it('serves a template with the headers, an example row and drop-downs', async () => {
    const r = await s.call('GET', '/school/programme/import/template/', { token: s.tokens.admin });
    expect(r.res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['年份', '院校代码', '院校名称']);
    expect(ws.getRow(2).getCell(2).value).toBe('10248');
    const zone = programmeImport.columns.findIndex((c) => c.key === 'zone') + 1;
    expect(ws.getRow(3).getCell(zone).dataValidation).toMatchObject({ type: 'list', formulae: ['"A,B"'] });
  });

  it('stages rows with errors pinned to row and column, writes nothing until confirmed, and fixes a row in place', async () => {
    const before = await stored();
    const rows = [
      GOOD,
      { ...GOOD, school_code: '102480', direction: '02 计算机系统结构' },
      { ...GOOD, direction: '03 网络安全', mold: '专硕' },
      { ...GOOD },
      { ...GOOD, direction: '04 软件工程', subject2: '' },
    ];
    const b = await upload(await sheet(rows));
    expect(b.code).toBe(20000);
    expect(b.data.counts).toEqual({ total: 5, valid: 1, invalid: 4, duplicate: 1, create: 1, update: 0 });
    const byLine = new Map<number, { id: number; errors: { column: string; message: string; message_en: string }[]; version: number; cells: Cells }>(
      b.data.rows.items.map((r: { line: number }) => [r.line, r]),
    );
    expect(byLine.get(3)!.errors).toEqual([
      { column: 'school_code', message: '院校代码应为 5 位数字，如 10248', message_en: 'A school code has 5 digits, e.g. 10248' },
    ]);
    expect(byLine.get(4)!.errors).toEqual([expect.objectContaining({ column: 'mold', message: '专业代码 081200 是学硕专业，学位类型应为学硕' })]);
    expect(byLine.get(5)!.errors).toEqual([expect.objectContaining({ column: 'direction', message: expect.stringContaining('与第 2 行') })]);
    expect(byLine.get(6)!.errors).toEqual([{ column: 'subject2', message: '必填', message_en: 'Required' }]);
    expect(await stored()).toBe(before);

    const errorsOnly = await s.ask('GET', `/school/programme/import/${b.data.id}/?errors_only=1`);
    expect(errorsOnly.data.rows.items.map((r: { line: number }) => r.line)).toEqual([3, 4, 5, 6]);

    const row = byLine.get(3)!;
    const fixed = await s.ask('PUT', `/school/programme/import/${b.data.id}/rows/${row.id}/`, {
      cells: { ...row.cells, school_code: '10248' },
      version: row.version,
    });
    expect(fixed.data.row).toMatchObject({ errors: [], action: 'create', version: row.version + 1 });
    expect(fixed.data.counts).toMatchObject({ valid: 2, invalid: 3 });
    // The version read is checked.
    expect((await s.ask('PUT', `/school/programme/import/${b.data.id}/rows/${row.id}/`, { cells: row.cells, version: row.version })).code).toBe(40900);

    // Everything or only the valid rows.
    const all = await s.ask('POST', `/school/programme/import/${b.data.id}/confirm/`, { only_valid: false });
    expect(all.code).toBe(40000);
    expect(await stored()).toBe(before);
    const done = await s.ask('POST', `/school/programme/import/${b.data.id}/confirm/`, { only_valid: true });
    expect(done.data).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 3 });
    expect(await stored()).toBe(before + 2);
    const audit = await s.db
      .selectFrom('audit_log')
      .select(['action', 'record_id'])
      .where('resource', '=', 'school.programme')
      .where('action', '=', 'create')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    // A confirmed batch is closed.
    expect((await s.ask('POST', `/school/programme/import/${b.data.id}/confirm/`, { only_valid: true })).code).toBe(40900);
  });

  it('updates by school, major, direction and year on re-import instead of adding', async () => {
    const before = await stored();
    const b = await upload(await sheet([{ ...GOOD, quota: '12', quota_text: '专业：12(不含推免)' }]));
    expect(b.data.rows.items[0].action).toBe('update');
    expect((await s.ask('POST', `/school/programme/import/${b.data.id}/confirm/`, {})).data).toEqual({ created: 0, updated: 1, unchanged: 0, skipped: 0 });
    expect(await stored()).toBe(before);
    const list = await s.ask('GET', '/school/programme/?year=2028&school=10248&major=081200');
    expect(list.data.items.find((p: { direction: string }) => p.direction === '01 人工智能')).toMatchObject({ quota: 12, quota_text: '专业：12(不含推免)' });
  });

  it('reads a UTF-8 CSV as well, and discards a batch without writing', async () => {
    const keys = programmeImport.columns.map((c) => c.key);
    const csv = [keys.join(','), keys.map((k) => `"${(k === 'direction' ? '09 图形学' : GOOD[k]).replace(/"/g, '""')}"`).join(',')].join('\r\n');
    const b = await upload(Buffer.from(`\uFEFF${csv}`), 'admin', 'programmes.csv');
    expect(b.data.counts).toMatchObject({ total: 1, valid: 1, create: 1 });
    const before = await stored();
    expect((await s.ask('DELETE', `/school/programme/import/${b.data.id}/`)).code).toBe(20000);
    expect(await stored()).toBe(before);
    expect((await s.ask('POST', `/school/programme/import/${b.data.id}/confirm/`, { only_valid: true })).code).toBe(40900);
  });

  it('reads date cells as dates and codes typed as numbers with their zeros', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('招生专业');
    ws.addRow(programmeImport.columns.map((c) => c.header[0]));
    const typed: Record<string, unknown> = { ...GOOD, direction: '06 类脑计算', college_code: 3, verified_at: new Date(Date.UTC(2027, 8, 21)) };
    ws.addRow(programmeImport.columns.map((c) => typed[c.key] ?? ''));
    const b = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(b.data.rows.items[0]).toMatchObject({ errors: [], cells: { college_code: '003', verified_at: '2027-09-21' } });
    expect((await upload(Buffer.from('PK\u0003\u0004 not a workbook'))).data.errors[0].message).toContain('无法读取这个 XLSX 文件');
  });

  it('refuses a sheet whose header it cannot read', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['学校', '专业']);
    const r = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(r.code).toBe(40000);
    expect(r.data.errors[0].message).toContain('不认识的列：学校、专业');
  });

  it('refuses every import call to a viewer, and keeps a batch to its uploader', async () => {
    const b = await upload(await sheet([{ ...GOOD, direction: '05 数据科学' }]));
    expect((await upload(await sheet([GOOD]), 'viewer')).code).toBe(40300);
    expect((await s.ask('GET', `/school/programme/import/${b.data.id}/`, undefined, 'viewer')).code).toBe(40300);
    expect((await s.ask('POST', `/school/programme/import/${b.data.id}/confirm/`, { only_valid: true }, 'viewer')).code).toBe(40300);
    expect((await s.ask('GET', '/school/programme/import/template/', undefined, 'viewer')).code).toBe(40300);
    // Reading is the viewer's.
    expect((await s.ask('GET', '/school/programme/?year=2027', undefined, 'viewer')).data.total).toBeGreaterThan(0);
  });
});

describe('programmes', () => {
  it('leaves categories 1, 7 and 14 out for professional masters, as the majors tree does', async () => {
    const at = new Date().toISOString();
    const m = await s.db
      .insertInto('major')
      .values({ code: '0751', name: '科学技术（测试）', category_id: 7, mold: 2, sort: 999, created_at: at, updated_at: at, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tree = (await s.ask('GET', '/school/dp/majors/tree/?mold=2')).data as { id: number }[];
    expect(tree.map((c) => c.id)).not.toContain(7);
    const body = {
      ...programmeSample(),
      major_id: Number(m.id),
      major_code: '075100',
      major_name: '科学技术',
      mold: 2,
    };
    const r = await s.ask('POST', '/school/programme/', body);
    expect(r.code).toBe(40000);
    expect(r.data.errors).toEqual([{ field: 'major_id', message: expect.stringContaining('专硕不设 01 哲学、07 理学、14 交叉学科') }]);
    const b = await upload(await sheet([{ ...GOOD, major_code: '075100', major_name: '科学技术', mold: '专硕' }]));
    expect(b.data.rows.items[0].errors).toEqual([
      expect.objectContaining({
        column: 'major_code',
        message_en: expect.stringContaining('Professional masters exclude the categories 01 philosophy, 07 science, 14'),
      }),
    ]);
  });

  it('shows what changed from one year to the next for a programme', async () => {
    const list = await s.ask('GET', '/school/programme/?year=2027&school=10001&limit=100');
    const p = list.data.items[0];
    const years = await s.ask('GET', `/school/programme/${p.id}/years/`);
    expect(years.data.items.map((x: { year: number }) => x.year)).toEqual([2026, 2027]);
    const [change] = years.data.changes;
    expect(change).toMatchObject({ from: 2026, to: 2027 });
    const quota = change.fields.find((f: { field: string }) => f.field === 'quota');
    const [a, b] = years.data.items;
    if (a.quota === b.quota) expect(quota).toBeUndefined();
    else expect(quota).toEqual({ field: 'quota', before: a.quota, after: b.quota });
    // 10001 is the first school: its computer-science programme takes its own paper in 2027.
    const cs = list.data.items.find((x: { major_code: string }) => x.major_code === '081200');
    const csYears = await s.ask('GET', `/school/programme/${cs.id}/years/`);
    expect(csYears.data.changes[0].fields.map((f: { field: string }) => f.field)).toContain('subjects');
  });

  it('filters by zone, tag, mold and major', async () => {
    const b = await s.ask('GET', '/school/programme/?year=2027&zone=B&limit=100');
    expect(b.data.items.length).toBeGreaterThan(0);
    expect(new Set(b.data.items.map((x: { zone: string }) => x.zone))).toEqual(new Set(['B']));
    const t = await s.ask('GET', '/school/programme/?tag=985&zone=B&limit=100');
    expect(new Set(t.data.items.map((x: { school_code: string }) => x.school_code))).toEqual(new Set(['10730']));
    const pro = await s.ask('GET', '/school/programme/?mold=2&major=计算机&limit=100');
    expect(pro.data.items.every((x: { mold: number; major_name: string }) => x.mold === 2 && x.major_name.includes('计算机'))).toBe(true);
  });
});

function programmeSample(): Record<string, unknown> {
  return {
    year: 2029,
    school_code: '10001',
    school_name: '北京大学',
    province: '北京',
    zone: 'A',
    tags: ['985'],
    college_code: '048',
    college_name: '计算机学院',
    major_id: 31,
    major_code: '081200',
    major_name: '计算机科学与技术',
    mold: 1,
    subjects: [
      { code: '101', name: '思想政治理论' },
      { code: '201', name: '英语一' },
    ],
  };
}
