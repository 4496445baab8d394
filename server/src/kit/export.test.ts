/** Export: the filtered, ordered list as CSV or XLSX, with values as people read them. */
import { API_PREFIX, HEADER } from '@admin/shared/contract';
import * as ExcelJS from 'exceljs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { useTestServer } from '../test/use-test-server';
import { dbFingerprint } from '../test/harness';
import { rootDb } from '../db/request-transaction';
import { readZip, unzipTest } from '../test/zip-check';
import { csvCell } from './export-format';

const s = useTestServer(['admin', 'ads', 'viewer', 'nobody']);
const { tokens } = s;

const post = (url: string, body: unknown, who = 'admin') => s.call('POST', url, { token: tokens[who], body });

/** RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
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
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) throw new Error(`last line not ended by CRLF: ${JSON.stringify([...row, cell])}`);
  return rows;
}

const GROUP_COLUMNS = [
  { field: 'name', label: '群名称' },
  { field: 'subject_id', label: '科目' },
  { field: 'kaoyan_year', label: '考研年份' },
  { field: 'capacity', label: '人数上限' },
  { field: 'is_enable', label: '启用' },
  { field: 'created_at', label: '创建时间' },
];

describe('CSV', () => {
  it('writes the filtered, ordered list with labels, names, 是/否, local times and neutralised formulas', async () => {
    // The clock stands at 2026-11-21T08:00:00Z: 16:00 in Shanghai.
    const made = await post('/setting/reference-group/', {
      name: '=HYPERLINK("http://x","点我")',
      qr_image: '/uploads/demo-qr.png',
      subject_id: 1,
      kaoyan_year: 2027,
      capacity: 4999,
      is_enable: false,
    });
    expect(made.body.code).toBe(20000);
    const subject = await s.db.selectFrom('subject').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    const before = await dbFingerprint(s.db);
    const r = await post(
      '/setting/reference-group/export/',
      { format: 'csv', query: { is_enable: '0', ordering: '-capacity' }, columns: GROUP_COLUMNS },
      'viewer',
    );
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.res.headers['content-disposition']).toBe(`attachment; filename="export.csv"; filename*=UTF-8''${encodeURIComponent('备考群-20261121-1600.csv')}`);
    expect(r.res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(r.res.body.slice(1));
    expect(rows[0]).toEqual(GROUP_COLUMNS.map((c) => c.label));
    const disabled = await s.db.selectFrom('setting_reference_group').select('id').where('is_enable', '=', 0).execute();
    expect(rows.length - 1).toBe(disabled.length);
    expect(Number(r.res.headers['x-total-count'])).toBe(disabled.length);
    // -capacity: the new group (4999) comes first.
    expect(rows[1]).toEqual([`'=HYPERLINK("http://x","点我")`, subject.name, '2027 考研', '4999', '否', '2026-11-21 16:00:00']);
    expect(rows.slice(1).every((x) => x[4] === '否')).toBe(true);
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('reads option values through their labels, joins lists, and speaks English when asked', async () => {
    const columns = [
      { field: 'title', label: 'Title' },
      {
        field: 'platforms',
        label: 'Platforms',
        options: [
          { value: 1, label: 'H5' },
          { value: 2, label: 'Android' },
          { value: 3, label: 'iOS' },
          { value: 0, label: 'PC' },
        ],
      },
      { field: 'show_frequency', label: 'Frequency', options: [{ value: 'every_time', label: 'Every time' }] },
      { field: 'is_enable', label: 'On' },
      { field: 'start_at', label: 'Start' },
    ];
    const ad = await post('/base/ads/popup/', {
      title: 'Export, "quoted"',
      image: 'https://img.example.com/a.png',
      platforms: [1, 2],
      start_at: '2026-12-01T00:00:00+08:00',
      end_at: '2027-01-01T00:00:00+08:00',
      sort: 0,
    });
    expect(ad.body.code).toBe(20000);
    const r = await post('/base/ads/popup/export/', { format: 'csv', query: { title: 'Export' }, columns, lang: 'en', tz: 'UTC' }, 'ads');
    expect(r.status).toBe(200);
    expect(r.res.body).toContain('"Export, ""quoted"""');
    const rows = parseCsv(r.res.body.slice(1));
    expect(rows).toEqual([columns.map((c) => c.label), ['Export, "quoted"', 'H5, Android', 'Every time', 'Yes', '2026-11-30 16:00:00']]);
  });

  it('neutralises every formula lead character and quotes what RFC 4180 says', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', 'a,b', 'line\nbreak', 'plain'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      '"a,b"',
      '"line\nbreak"',
      'plain',
    ]);
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('references', () => {
  it('names every record of a list reference, joined', async () => {
    const bc = (await s.call('GET', '/nav/business_course/?limit=100', { token: tokens.admin })).body.data.items.find(
      (x: { major_ids: number[] }) => x.major_ids.length > 1,
    );
    const majors = await s.db.selectFrom('major').select(['id', 'name']).where('id', 'in', bc.major_ids).execute();
    const byId = new Map(majors.map((m) => [Number(m.id), String(m.name)]));
    const r = await post('/nav/business_course/export/', {
      format: 'csv',
      query: { name: bc.name },
      columns: [
        { field: 'uuid', label: 'UUID' },
        { field: 'major_ids', label: '专业' },
      ],
    });
    const rows = parseCsv(r.res.body.slice(1));
    expect(rows.find((x) => x[0] === bc.uuid)).toEqual([bc.uuid, bc.major_ids.map((id: number) => byId.get(id)).join('、')]);
  });
});

/** The rows of an exported workbook as exceljs reads them (null where there is no cell), after checking the zip strictly. */
async function xlsxRows(file: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  readZip(file);
  const unzip = unzipTest(file);
  if (unzip) expect(unzip).toMatchObject({ ok: true, output: expect.stringContaining('No errors detected') });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).value)));
  return { name: sheet.name, rows };
}

describe('XLSX', () => {
  it('streams a workbook that reads back with the same rows', async () => {
    const r = await post('/course/tag/export/', {
      format: 'xlsx',
      query: { ordering: 'id' },
      columns: [
        { field: 'id', label: 'ID' },
        { field: 'name', label: '名称' },
        { field: 'is_enable', label: '启用' },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe('课程标签');
    const tags = await s.db.selectFrom('course_tag').select(['id', 'name', 'is_enable']).orderBy('id').execute();
    const values = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([['ID', '名称', '启用'], ...tags.map((t) => [Number(t.id), t.name, Number(t.is_enable) ? '是' : '否'])]);
    expect(Number(r.res.headers['x-total-count'])).toBe(tags.length);
  });
});

describe('XLSX values', () => {
  it('keeps markup characters, emoji and formula-looking text, drops control characters, and writes numbers as numbers', async () => {
    const titles = ['XT & <b>"q"</b>', 'XT 表情 😀👍🏽', 'XT ctl', '=SUM(1,2)XT', '-XT', '  XT padded', '_x0041_XT'];
    const ids: number[] = [];
    for (const [i, title] of titles.entries()) {
      const ad = await post('/base/ads/popup/', {
        title,
        image: 'https://img.example.com/a.png',
        platforms: [1],
        start_at: '2026-12-01T00:00:00+08:00',
        end_at: '2027-01-01T00:00:00+08:00',
        sort: 1000 + i,
      });
      expect(ad.body.code).toBe(20000);
      ids.push(ad.body.data.id);
    }
    // The API refuses control characters; a row stored before that rule may still hold them.
    await s.db.updateTable('ad').set({ title: 'XT\u0001ctl\u0008' }).where('id', '=', ids[2]).execute();
    const stored = new Map((await s.db.selectFrom('ad').select(['id', 'title']).where('id', 'in', ids).execute()).map((r) => [Number(r.id), String(r.title)]));
    const r = await post(
      '/base/ads/popup/export/',
      {
        format: 'xlsx',
        query: { title: 'XT', ordering: 'sort' },
        columns: [
          { field: 'id', label: 'ID' },
          { field: 'title', label: '标题' },
          { field: 'sort', label: '排序' },
        ],
      },
      'ads',
    );
    expect(r.status).toBe(200);
    const { rows } = await xlsxRows(r.res.rawPayload);
    // As stored (the create trims), less what XML cannot carry; _x0041_ comes back escaped from exceljs (Excel shows it as typed).
    const expected = ids.map((id, i) => [
      id,
      stored
        .get(id)!
        .replace(/[\u0000-\u0008]/g, '')
        .replace('_x0041_', '_x005F_x0041_'),
      1000 + i,
    ]);
    expect(rows).toEqual([['ID', '标题', '排序'], ...expected]);
    expect(rows[3][1]).toBe('XTctl');
    expect(rows[4][1]).toBe('=SUM(1,2)XT');
    expect(rows.slice(1).every(([id, , sort]) => typeof id === 'number' && typeof sort === 'number')).toBe(true);
  });

  it('writes the header row alone when nothing matches, in both formats', async () => {
    const columns = [
      { field: 'id', label: 'ID' },
      { field: 'name', label: '名称' },
    ];
    const x = await post('/course/tag/export/', { format: 'xlsx', query: { name: 'no-such-tag' }, columns });
    expect(x.status).toBe(200);
    expect(x.res.headers['x-total-count']).toBe('0');
    expect(await xlsxRows(x.res.rawPayload)).toEqual({ name: '课程标签', rows: [['ID', '名称']] });
    const c = await post('/course/tag/export/', { format: 'csv', query: { name: 'no-such-tag' }, columns });
    expect(c.res.body).toBe('\uFEFFID,名称\r\n');
  });
});

describe('filters in the body', () => {
  it('take JSON booleans and numbers as well as the text a URL carries, with the same meaning and the same refusals', async () => {
    const columns = [{ field: 'id', label: 'ID' }];
    const names = async (query: unknown) => {
      const r = await post('/setting/reference-group/export/', { format: 'csv', query, columns });
      expect(r.status).toBe(200);
      return parseCsv(r.res.body.slice(1))
        .slice(1)
        .map((x) => Number(x[0]));
    };
    const made = await post('/setting/reference-group/', {
      name: 'JSON 筛选',
      qr_image: '/uploads/demo-qr.png',
      subject_id: 1,
      kaoyan_year: 2027,
      capacity: 10,
      is_enable: false,
    });
    expect(made.body.code).toBe(20000);
    const disabled2027 = (
      await s.db.selectFrom('setting_reference_group').select('id').where('is_enable', '=', 0).where('kaoyan_year', '=', 2027).orderBy('id').execute()
    ).map((x) => Number(x.id));
    expect(disabled2027).toContain(made.body.data.id);
    expect(await names({ is_enable: false, kaoyan_year: 2027, ordering: 'id' })).toEqual(disabled2027);
    expect(await names({ is_enable: '0', kaoyan_year: '2027', ordering: 'id' })).toEqual(disabled2027);
    expect(await names({ is_enable: 0, kaoyan_year: 2027, ordering: 'id' })).toEqual(disabled2027);
    const enabled = await names({ is_enable: true });
    expect(enabled.length).toBeGreaterThan(0);
    expect(enabled).not.toContain(disabled2027[0]);
    const refused = async (query: unknown) => (await post('/setting/reference-group/export/', { format: 'csv', query, columns })).body;
    const asText = await refused({ is_enable: 'maybe' });
    expect(asText.code).toBe(40000);
    expect((await refused({ is_enable: 2 })).data.errors).toEqual([{ field: 'query.is_enable', message: asText.data.errors[0].message }]);
    expect((await refused({ kaoyan_year: true })).data.errors[0].field).toBe('query.kaoyan_year');
    expect((await refused({ name: ['a'] })).data.errors[0].field).toBe('query.name');
  });
});

describe('what the list shows', () => {
  /** The wall-clock time of a moment in Shanghai (no daylight saving), as a sheet's date cell reads back. */
  const shanghai = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000);

  it('writes times as date cells of the local time in a sheet, and as local text in a CSV', async () => {
    const columns = [
      { field: 'id', label: 'ID' },
      { field: 'created_at', label: '创建时间' },
    ];
    const tags = await s.db.selectFrom('course_tag').select(['id', 'created_at']).orderBy('id').execute();
    const x = await post('/course/tag/export/', { format: 'xlsx', query: { ordering: 'id' }, tz: 'Asia/Shanghai', columns });
    const { rows } = await xlsxRows(x.res.rawPayload);
    expect(rows.slice(1)).toEqual(tags.map((t) => [Number(t.id), shanghai(String(t.created_at))]));

    const c = await post('/course/tag/export/', { format: 'csv', query: { ordering: 'id' }, tz: 'Asia/Shanghai', columns });
    const text = (iso: string) => shanghai(iso).toISOString().slice(0, 19).replace('T', ' ');
    expect(parseCsv(c.res.payload.replace(/^\uFEFF/, '')).slice(1)).toEqual(tags.map((t) => [String(t.id), text(String(t.created_at))]));
  });

  it('writes amounts in cents as yuan, and the field the list shows beside an id', async () => {
    const configs = await s.db.selectFrom('payment_prosys_huabei_config').select(['id', 'min_amount']).orderBy('id').execute();
    const money = [
      { field: 'id', label: 'ID' },
      { field: 'min_amount', label: '最低金额（元）', money: true },
    ];
    const x = await post('/payment/prosys-huabei-config/export/', { format: 'xlsx', query: { ordering: 'id' }, columns: money });
    expect((await xlsxRows(x.res.rawPayload)).rows.slice(1)).toEqual(configs.map((r) => [Number(r.id), Number(r.min_amount) / 100]));
    const c = await post('/payment/prosys-huabei-config/export/', { format: 'csv', query: { ordering: 'id' }, columns: money });
    expect(parseCsv(c.res.payload.replace(/^\uFEFF/, '')).slice(1)).toEqual(configs.map((r) => [String(r.id), (Number(r.min_amount) / 100).toFixed(2)]));

    const feedback = await s.db
      .selectFrom('base_feedback')
      .innerJoin('app_user', 'app_user.id', 'base_feedback.user_id')
      .select(['base_feedback.id', 'app_user.nickname'])
      .orderBy('base_feedback.id')
      .execute();
    expect(feedback.length).toBeGreaterThan(0);
    const f = await post('/base/feedback/export/', {
      format: 'csv',
      query: { ordering: 'id' },
      columns: [
        { field: 'id', label: 'ID' },
        { field: 'user_id', label: '用户', shows: 'user_nickname' },
      ],
    });
    expect(parseCsv(f.res.payload.replace(/^\uFEFF/, '')).slice(1)).toEqual(feedback.map((r) => [String(r.id), String(r.nickname)]));
    // Only a field of the record may be shown.
    const bad = await post('/base/feedback/export/', { format: 'csv', columns: [{ field: 'user_id', label: '用户', shows: 'password' }] });
    expect(bad.body.data.errors).toEqual([{ field: 'columns.0.shows', message: '不是用户反馈的字段' }]);
  });
});

describe('refusals are envelopes', () => {
  it('needs the list permission', async () => {
    const body = { format: 'csv', columns: [{ field: 'name', label: '名称' }] };
    const nobody = await post('/course/tag/export/', body, 'nobody');
    expect(nobody.body).toMatchObject({ code: 40300, msg: '缺少权限 course.view_coursetag' });
    expect((await post('/course/tag/export/', body, 'ads')).body.code).toBe(40300);
    expect((await post('/course/tag/export/', body, 'viewer')).status).toBe(200);
  });

  it('refuses columns that are not fields of the record, and bad filters, formats and zones', async () => {
    const bad = async (body: unknown) => (await post('/course/tag/export/', body)).body;
    expect((await bad({ format: 'csv', columns: [{ field: 'password', label: 'x' }] })).data.errors).toEqual([
      { field: 'columns.0.field', message: '不是课程标签的字段' },
    ]);
    expect((await bad({ format: 'pdf', columns: [{ field: 'name', label: 'x' }] })).data.errors[0].field).toBe('format');
    expect((await bad({ format: 'csv', query: { is_enable: 'maybe' }, columns: [{ field: 'name', label: 'x' }] })).data.errors[0].field).toBe(
      'query.is_enable',
    );
    expect((await bad({ format: 'csv', query: { page: 2 }, columns: [{ field: 'name', label: 'x' }] })).data.errors[0].field).toBe('query.page');
    expect((await bad({ format: 'csv', tz: 'Mars/Base', columns: [{ field: 'name', label: 'x' }] })).data.errors[0].field).toBe('tz');
    expect((await bad({ format: 'csv', columns: [] })).code).toBe(40000);
  });
});

describe('a client going away', () => {
  it('stops the export: no more chunks are read once the connection is gone', async () => {
    const ROWS = 20_000;
    const stamp = '2026-11-21T08:00:00.000Z';
    for (let i = 0; i < ROWS; i += 1000) {
      await s.db
        .insertInto('course_tag')
        .values(Array.from({ length: 1000 }, (_, j) => ({ name: `leave-${i + j}`, created_at: stamp, updated_at: stamp })))
        .execute();
    }
    const body = {
      format: 'xlsx',
      query: { name: 'leave-', ordering: 'id' },
      columns: [
        { field: 'id', label: 'ID' },
        { field: 'name', label: '名称' },
      ],
    };
    // Every chunk of records is one query of the table, after the one that reads the keys.
    const spy = jest.spyOn(rootDb(s.db), 'selectFrom');
    const reads = () => spy.mock.calls.filter(([table]) => table === 'course_tag').length;
    try {
      const whole = await post('/course/tag/export/', body);
      expect(whole.res.headers['x-total-count']).toBe(String(ROWS));
      const full = reads();
      expect(full).toBe(1 + ROWS / 1000);

      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = s.app.server.address() as AddressInfo;
      spy.mockClear();
      await new Promise<void>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `${API_PREFIX}/course/tag/export/`,
            headers: { [HEADER.system]: HEADER.systemValue, [HEADER.token]: tokens.admin, 'content-type': 'application/json' },
          },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
            // The first bytes of the file, then the user cancels the download.
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', () => {});
        req.end(JSON.stringify(body));
      });
      // Whatever was under way finishes; then nothing more is read.
      await sleep(500);
      const atStop = reads();
      await sleep(500);
      expect(reads()).toBe(atStop);
      expect(atStop).toBeLessThan(full);
    } finally {
      spy.mockRestore();
    }
  });
});
