/** School-picking pages: one per category and year, floors under a page, items under a floor, and the copy to another year. */
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer']);
const call = s.ask;
const PAGES = '/school/app-page/';
const floors = (page: unknown) => `${PAGES}${String(page)}/floor/`;
const items = (floor: unknown) => `${PAGES}floor/${String(floor)}/content/`;
const pageOf = async (year: number, category: number) =>
  (await s.db
    .selectFrom('school_app_page')
    .selectAll()
    .where('kaoyan_year', '=', year)
    .where('major_category', '=', category)
    .executeTakeFirstOrThrow()) as Rec;

describe('school-picking pages', () => {
  it('list the demo pages with their floor counts, one page per category and year', async () => {
    const page = (await call('GET', `${PAGES}?kaoyan_year=2027&limit=50`)).data;
    expect(page.total).toBe(5);
    expect((page.items as Rec[]).every((p) => p.floor_count === 4)).toBe(true);
    const before = await dbFingerprint(s.db);
    const dup = await call('POST', PAGES, { name: '又一个工学页', major_category: 8, kaoyan_year: 2027 });
    expect(dup.data.errors).toEqual([{ field: 'major_category', message: '这一年这个学科门类已有择校页面' }]);
    const noCategory = await call('POST', PAGES, { name: '不存在的门类', major_category: 15, kaoyan_year: 2027 });
    expect(noCategory.data.errors[0].field).toBe('major_category');
    const noYear = await call('POST', PAGES, { name: '未开放年份', major_category: 3, kaoyan_year: 2031 });
    expect(noYear.data.errors[0].field).toBe('kaoyan_year');
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it("keep a page's floors under it and each floor's items under the floor", async () => {
    const law = await call('POST', PAGES, { name: '法学择校', major_category: 3, kaoyan_year: 2027 });
    expect(law.code).toBe(20000);
    const banner = await call('POST', floors(law.data.id), { name: '顶部轮播', floor_type: 'banner' });
    expect(banner.data).toMatchObject({ page_id: law.data.id, content_count: 0 });
    const uuid = banner.data.uuid as string;
    // The floor-content screen opens a floor by its uuid alone.
    expect((await call('GET', `${PAGES}floor/${uuid}/`)).data.name).toBe('顶部轮播');
    const item = await call('POST', items(uuid), { title: '法硕择校直播', link_type: 'app_page', link_value: 'live/law' });
    expect(item.data.floor_uuid).toBe(uuid);
    expect((await call('GET', floors(law.data.id))).data.items[0].content_count).toBe(1);
    const before = await dbFingerprint(s.db);
    expect((await call('POST', floors(999_999), { name: '无处', floor_type: 'banner' })).msg).toBe('择校页面不存在');
    expect((await call('POST', floors(law.data.id), { name: '直播', floor_type: 'live' })).data.errors[0].field).toBe('floor_type');
    expect((await call('POST', items('00000000-0000-4000-8000-000000000000'), { title: '无楼层', link_type: 'none' })).msg).toBe('楼层不存在');
    expect((await call('POST', items(uuid), { title: '坏链接', link_type: 'web', link_value: 'ftp://x' })).data.errors[0].field).toBe('link_value');
    expect(await dbFingerprint(s.db)).toBe(before);
    // Deleting the page takes its floors and items with it.
    expect((await call('DELETE', `${PAGES}${String(law.data.id)}/`, { version: law.data.version })).code).toBe(20000);
    expect(await s.db.selectFrom('school_floor_content').select('id').where('floor_uuid', '=', uuid).execute()).toEqual([]);
  });

  it('copies a page with its floors and items to another year, all or nothing', async () => {
    const source = await pageOf(2027, 8);
    const floorRows = await s.db.selectFrom('school_floor').select('uuid').where('page_id', '=', Number(source.id)).execute();
    const itemCount = (
      await s.db
        .selectFrom('school_floor_content')
        .select('id')
        .where(
          'floor_uuid',
          'in',
          floorRows.map((f) => f.uuid),
        )
        .execute()
    ).length;
    const r = await call('POST', `${PAGES}${String(source.id)}/copy/`, { to_year: 2028 });
    expect(r.data).toMatchObject({ to_year: 2028, floors: floorRows.length, contents: itemCount });
    const copy = (await call('GET', `${PAGES}${String(r.data.id)}/`)).data;
    expect(copy).toMatchObject({ name: source.name, major_category: 8, kaoyan_year: 2028, floor_count: floorRows.length });
    const copied = (await call('GET', floors(copy.id))).data.items as Rec[];
    expect(copied.map((f) => f.name)).toEqual(['顶部轮播', '择校工具', '择校指南', '择校课程']);
    expect(copied.every((f) => !floorRows.some((o) => o.uuid === f.uuid))).toBe(true);

    const before = await dbFingerprint(s.db);
    const again = await call('POST', `${PAGES}${String(source.id)}/copy/`, { to_year: 2028 });
    expect(again.data.errors).toEqual([{ field: 'to_year', message: `2028 年这个学科门类已有择校页面「${String(source.name)}」，请先删除它或直接编辑它` }]);
    expect((await call('POST', `${PAGES}${String(source.id)}/copy/`, { to_year: 2027 })).data.errors[0].message).toBe('目标年份与这个页面的年份相同');
    expect((await call('POST', `${PAGES}${String(source.id)}/copy/`, { to_year: 2031 })).data.errors[0].message).toMatch(/^考研年份 2031 未开放/);
    expect((await call('POST', `${PAGES}999999/copy/`, { to_year: 2028 })).code).toBe(40400);
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('lets a viewer read pages, floors and items but refuses every write', async () => {
    const page = await pageOf(2026, 12);
    const floor = ((await call('GET', floors(page.id), undefined, 'viewer')).data.items as Rec[])[0];
    expect((await call('GET', items(floor.uuid), undefined, 'viewer')).code).toBe(20000);
    const before = await dbFingerprint(s.db);
    const refused = [
      await call('POST', `${PAGES}${String(page.id)}/copy/`, { to_year: 2028 }, 'viewer'),
      await call('PATCH', `${PAGES}floor/${String(floor.uuid)}/`, { is_enable: false, version: floor.version }, 'viewer'),
      await call('POST', items(floor.uuid), { title: '只读', link_type: 'none' }, 'viewer'),
    ];
    expect(refused.map((r) => r.code)).toEqual([40300, 40300, 40300]);
    expect(refused[0].msg).toContain('nav.add_bcoursetemplate');
    expect(await dbFingerprint(s.db)).toBe(before);
  });
});
