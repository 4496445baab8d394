/** Ad places by category and kaoyan year: unique codes, the year copy, the category scope. */
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer']);

const call = s.ask;
const CATS = '/base/ad-category/';
const places = (category: unknown, year: number) => `${CATS}${String(category)}/year/${year}/place/`;
const categoryNamed = async (code: string) => ((await call('GET', `${CATS}?limit=100`)).data.items as Rec[]).find((c) => c.code === code)!;
const placesOf = async (category: unknown, year: number) => (await call('GET', `${places(category, year)}?limit=100`)).data.items as Rec[];

describe('level-one categories', () => {
  it('are the level-1 classifications, with unique codes', async () => {
    const listed = ((await call('GET', `${CATS}?limit=100`)).data.items as Rec[]).map((c) => c.code);
    const level1 = (await s.db.selectFrom('classify').select('code').where('level', '=', 1).orderBy('sort').orderBy('id').execute()).map((r) => r.code);
    expect(listed).toEqual(level1);
    const before = await dbFingerprint(s.db);
    const dup = await call('POST', CATS, { name: '又一个首页', code: 'home' });
    expect(dup.data.errors).toEqual([{ field: 'code', message: '广告位分类编码「home」已存在' }]);
    expect((await call('POST', CATS, { name: '坏编码', code: 'Home-1' })).data.errors[0].field).toBe('code');
    expect(await dbFingerprint(s.db)).toBe(before);
    const made = await call('POST', CATS, { name: '直播间', code: 'live_room' });
    expect(made.code).toBe(20000);
    // What the pickers read (GET base/classifies) shows it as a level-one category.
    const classifies = (await call('GET', '/base/classifies?level=1')).data as Rec[];
    expect(classifies.map((c) => c.code)).toContain('live_room');
  });

  it('scope places to a level-one category: a level-2 row is no category', async () => {
    const child = await s.db.selectFrom('classify').select('id').where('level', '=', 2).executeTakeFirstOrThrow();
    const r = await call('GET', places(child.id, 2027));
    expect(r.code).toBe(40400);
    expect(r.msg).toBe('广告位分类不存在');
    expect((await call('GET', places((await categoryNamed('home')).id, 2031))).msg).toMatch(/^考研年份 2031 未开放（开放的年份：2026、2027、2028；/);
  });
});

describe('ad places of a category and year', () => {
  it('keep codes unique within their category and year only', async () => {
    const home = await categoryNamed('home');
    const before = await dbFingerprint(s.db);
    const dup = await call('POST', places(home.id, 2027), { name: '又一个轮播', code: 'home_top_banner', width: 750, height: 320, ad_kind: 'banner_md' });
    expect(dup.data.errors).toEqual([{ field: 'code', message: '广告位编码「home_top_banner」已存在' }]);
    expect(await dbFingerprint(s.db)).toBe(before);
    const study = await categoryNamed('study');
    expect(
      (await call('POST', places(study.id, 2027), { name: '学习页轮播', code: 'home_top_banner', width: 750, height: 320, ad_kind: 'banner_md' })).code,
    ).toBe(20000);
    expect((await call('POST', places(home.id, 2026), { name: '首页弹窗', code: 'home_popup', width: 600, height: 800, ad_kind: 'popup' })).code).toBe(20000);
    expect(
      (await call('POST', places(home.id, 2027), { name: '未知广告', code: 'x_unknown', width: 10, height: 300, ad_kind: 'nope' })).data.errors
        .map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['ad_kind', 'width']);
  });

  it("copies a year's places into another year in one transaction", async () => {
    const course = await categoryNamed('course');
    const source = await placesOf(course.id, 2027);
    expect(source.length).toBeGreaterThan(0);
    expect(await placesOf(course.id, 2028)).toEqual([]);
    const r = await call('POST', `${places(course.id, 2027)}copy/`, { to_year: 2028 });
    expect(r.data).toEqual({ to_year: 2028, count: source.length, entry: expect.any(Number) });
    const copied = await placesOf(course.id, 2028);
    const shape = (p: Rec) => [p.name, p.code, p.width, p.height, p.ad_kind, p.sort, p.is_enable];
    expect(copied.map(shape)).toEqual(source.map(shape));
    expect(copied.every((p) => p.kaoyan_year === 2028 && p.category_id === course.id && p.version === 1)).toBe(true);
    expect((await placesOf(course.id, 2027)).map((p) => p.id)).toEqual(source.map((p) => p.id));
  });

  it('refuses a copy that would clash, the same year, an unknown year or an empty year, and writes nothing', async () => {
    const home = await categoryNamed('home');
    // One clashing code in 2028 stops the whole copy: the other places are not copied either.
    await call('POST', places(home.id, 2028), { name: '首页金刚区', code: 'home_icon_zone', width: 120, height: 120, ad_kind: 'function_nav' });
    const before = await dbFingerprint(s.db);
    const clash = await call('POST', `${places(home.id, 2027)}copy/`, { to_year: 2028 });
    expect(clash.code).toBe(40000);
    expect(clash.data.errors).toEqual([{ field: 'to_year', message: '2028 年已有编码相同的广告位：home_icon_zone，请先处理后再复制' }]);
    expect((await call('POST', `${places(home.id, 2027)}copy/`, { to_year: 2027 })).data.errors[0].message).toBe('目标年份与当前年份相同');
    expect((await call('POST', `${places(home.id, 2027)}copy/`, { to_year: 2035 })).data.errors[0].message).toMatch(/^考研年份 2035 未开放/);
    const mine = await categoryNamed('mine');
    expect((await call('POST', `${places(mine.id, 2028)}copy/`, { to_year: 2026 })).data.errors[0].message).toBe('2028 年这个分类下还没有广告位，没有可复制的');
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('go with their category', async () => {
    const made = (await call('POST', CATS, { name: '临时分类', code: 'temp_category' })).data;
    await call('POST', places(made.id, 2027), { name: '临时位', code: 'temp_place', width: 100, height: 100, ad_kind: 'study' });
    expect((await call('DELETE', `${CATS}${made.id}/`, { version: made.version })).code).toBe(20000);
    expect(await s.db.selectFrom('home_ad_place').select('id').where('category_id', '=', Number(made.id)).execute()).toEqual([]);
  });

  it('are read by the viewer, who may neither write nor copy', async () => {
    const search = await categoryNamed('search');
    expect((await call('GET', places(search.id, 2027), undefined, 'viewer')).code).toBe(20000);
    const before = await dbFingerprint(s.db);
    expect((await call('POST', `${places(search.id, 2027)}copy/`, { to_year: 2028 }, 'viewer')).code).toBe(40300);
    expect((await call('POST', CATS, { name: '无权', code: 'no_right' }, 'viewer')).code).toBe(40300);
    expect(await dbFingerprint(s.db)).toBe(before);
  });
});
