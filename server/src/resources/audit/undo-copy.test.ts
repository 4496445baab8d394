/**
 * Undoing a copy into another year (POST /audit/undo-copy/): the target goes back to what the
 * copy's audit row kept, once, only while what the copy wrote is unchanged, for those who may copy.
 */
import { readRegion } from '../../kit/region';
import { yearRegion } from '../business-course/year-copy';
import { mainCourse } from '../../test/fixtures';
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer', 'ads']);
const call = s.ask;
const undo = (entry: unknown, who = 'admin') => call('POST', '/audit/undo-copy/', { entry }, who);
/** The operation log's row of an entry, as the log lists it. */
const logRow = async (entry: unknown) => ((await call('GET', `/audit/operation-log/?limit=100`)).data.items as Rec[]).find((x) => x.id === entry);

describe('a business course’s year', () => {
  it('puts the replaced year back as it was, row for row, once; the log offers it until then', async () => {
    const course = await mainCourse(s.db);
    const before = await readRegion(s.db, yearRegion(course, 2028));
    expect(before.map((part) => part.length).filter(Boolean).length).toBeGreaterThan(4);
    const copy = await call('POST', `/nav/bc/${course}/year/2027/copy/`, { target_year: 2028, replace: true });
    expect(copy.code).toBe(20000);
    expect(await readRegion(s.db, yearRegion(course, 2028))).not.toEqual(before);
    expect(await logRow(copy.data.entry)).toMatchObject({ resource: 'bc.year', record_id: `${course}/2028`, action: 'copy', undoable: true });

    for (const who of ['viewer', 'ads']) expect((await undo(copy.data.entry, who)).code).toBe(40300);
    const r = await undo(copy.data.entry);
    expect(r.code).toBe(20000);
    expect(r.data).toMatchObject({ resource: 'bc.year', record_id: `${course}/2028`, restored: before.flat().length });
    // Every row with its key, times and version: the floors the special-topic pages name are the same floors.
    expect(await readRegion(s.db, yearRegion(course, 2028))).toEqual(before);
    expect((await call('GET', `/nav/bc/${course}/year/2028/floor/?limit=100`)).data.total).toBe(before[3].length);

    expect(await logRow(copy.data.entry)).toMatchObject({ undoable: false });
    const again = await undo(copy.data.entry);
    expect([again.code, again.msg]).toEqual([40000, '这次复制已经撤销过了']);
    const undone = ((await call('GET', `/audit/operation-log/?action=undoCopy&outcome=20000`)).data.items as Rec[])[0];
    expect(undone).toMatchObject({ resource: 'bc.year', record_id: `${course}/2028`, username: 'admin' });
  });

  it('refuses, writing nothing, once anything the copy wrote has changed', async () => {
    const course = await mainCourse(s.db);
    const copy = await call('POST', `/nav/bc/${course}/year/2027/copy/`, { target_year: 2028, replace: true });
    const banner = ((await call('GET', `/nav/bc/${course}/year/2028/banner/?limit=1`)).data.items as Rec[])[0];
    const { bc_uuid: _c, year: _y, ...fields } = banner;
    const edit = await call('PUT', `/nav/bc/${course}/year/2028/banner/${String(banner.id)}/`, { ...fields, title: '复制后改过的轮播图' });
    expect(edit.code).toBe(20000);
    const before = await dbFingerprint(s.db);
    const r = await undo(copy.data.entry);
    expect(r.code).toBe(40900);
    expect(r.msg).toMatch(/^复制之后，复制写入的内容又有 1 处新增、删除或修改；撤销会丢掉这些修改/);
    expect(await dbFingerprint(s.db)).toBe(before);
  });
});

it('removes the ad places a copy brought and nothing else', async () => {
  const category = ((await call('GET', '/base/ad-category/?limit=100')).data.items as Rec[]).find((c) => c.code === 'course')!;
  const places = (year: number) => `/base/ad-category/${String(category.id)}/year/${year}/place/`;
  const made = await call('POST', places(2028), { name: '原有的广告位', code: 'kept_before_copy', width: 750, height: 300, ad_kind: 'banner_md' });
  expect(made.code).toBe(20000);
  const before = (await call('GET', `${places(2028)}?limit=100`)).data.items as Rec[];
  const tables = await dbFingerprint(s.db);
  const copy = await call('POST', `${places(2027)}copy/`, { to_year: 2028 });
  expect(copy.code).toBe(20000);
  expect((await call('GET', `${places(2028)}?limit=100`)).data.total).toBe(before.length + copy.data.count);
  expect((await undo(copy.data.entry)).data).toMatchObject({ removed: copy.data.count, restored: 0 });
  expect((await call('GET', `${places(2028)}?limit=100`)).data.items).toEqual(before);
  expect(await dbFingerprint(s.db)).toBe(tables);
});

it('removes the school-picking page a copy made, with its floors and their items', async () => {
  const pages = (await call('GET', '/school/app-page/?kaoyan_year=2027&limit=100')).data.items as Rec[];
  const taken = new Set(((await call('GET', '/school/app-page/?kaoyan_year=2026&limit=100')).data.items as Rec[]).map((p) => p.major_category));
  const source = pages.find((p) => Number(p.floor_count) > 0 && !taken.has(p.major_category))!;
  const before = await dbFingerprint(s.db);
  const copy = await call('POST', `/school/app-page/${String(source.id)}/copy/`, { to_year: 2026 });
  expect(copy.code).toBe(20000);
  expect(await logRow(copy.data.entry)).toMatchObject({ resource: 'school.app_page', record_id: String(copy.data.id), undoable: true });
  expect((await undo(copy.data.entry)).data).toMatchObject({ removed: 1 + copy.data.floors + copy.data.contents, restored: 0 });
  expect((await call('GET', `/school/app-page/${String(copy.data.id)}/`)).code).toBe(40400);
  // Only the two log rows (the copy and its undo) remain of it.
  const rows = await s.db
    .selectFrom('audit_log')
    .select('action')
    .where('record_id', '=', String(copy.data.id))
    .where('resource', '=', 'school.app_page')
    .execute();
  expect(rows.map((x) => x.action).sort()).toEqual(['copy', 'undoCopy']);
  // Every table (the log aside) as before the copy.
  expect(await dbFingerprint(s.db)).toBe(before);
});

it('refuses an entry that is no copy', async () => {
  const entry = ((await call('GET', '/audit/operation-log/?action=create&limit=1')).data.items as Rec[])[0];
  const r = await undo(entry.id);
  expect([r.code, r.data.errors]).toEqual([40000, [{ field: 'entry', message: `历史记录 ${String(entry.id)} 不是一次复制` }]]);
});
