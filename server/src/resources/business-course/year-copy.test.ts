/** Copying a business course's year page to another year (POST nav/bc/{course}/year/{year}/copy/). */
import { mainCourse } from '../../test/fixtures';
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer', 'ads']);
let course: string;
beforeAll(async () => {
  course = await mainCourse(s.db);
});

const call = s.ask;
const year = (y: number) => `/nav/bc/${course}/year/${y}`;
const copy = (from: number, body: Rec, who = 'admin') => call('POST', `${year(from)}/copy/`, body, who);
const list = async (y: number, part: string) => (await call('GET', `${year(y)}/${part}/?limit=100`)).data.items as Rec[];
/** A record as an operator sees it: without its identity, scope and bookkeeping. */
const content = ({ id: _i, uuid: _u, year: _y, floor_uuid: _f, created_at: _c, updated_at: _a, version: _v, ...rest }: Rec) => rest;

describe('copying a year', () => {
  it('refuses to overwrite a year that has content unless told to replace it, and writes nothing', async () => {
    const before = await dbFingerprint(s.db);
    const r = await copy(2027, { target_year: 2028 });
    expect(r.code).toBe(40000);
    expect(r.msg).toMatch(/^2028 年已有配置（\d+ 个楼层等），确认覆盖后再复制$/);
    expect(r.data.errors).toEqual([{ field: 'replace', message: r.msg }]);
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('replaces the target year with a copy of every part, leaving the source as it was', async () => {
    const source = { floor: await list(2027, 'floor'), banner: await list(2027, 'banner'), products: await list(2027, 'products') };
    const sourceEntrance = (await call('GET', `${year(2027)}/cs_entrance/`)).data;
    const r = await copy(2027, { target_year: 2028, replace: true });
    expect(r.code).toBe(20000);
    expect(r.data).toEqual(
      expect.objectContaining({ target_year: 2028, floors: source.floor.length, banners: source.banner.length, products: source.products.length }),
    );

    const floors = await list(2028, 'floor');
    expect(floors.map(content)).toEqual(source.floor.map(content));
    expect(floors.every((f) => !source.floor.some((o) => o.uuid === f.uuid))).toBe(true);
    let contents = 0;
    for (const [i, f] of floors.entries()) {
      const mine = (await call('GET', `${year(2028)}/floor/${String(f.uuid)}/content/?limit=100`)).data.items as Rec[];
      const theirs = (await call('GET', `${year(2027)}/floor/${String(source.floor[i].uuid)}/content/?limit=100`)).data.items as Rec[];
      expect(mine.map(content)).toEqual(theirs.map(content));
      contents += mine.length;
    }
    expect(r.data.contents).toBe(contents);
    expect((await list(2028, 'banner')).map(content)).toEqual(source.banner.map(content));
    const { version: _v, updated_at: _u, ...entrance } = (await call('GET', `${year(2028)}/cs_entrance/`)).data;
    const { version: _v2, updated_at: _u2, ...original } = sourceEntrance;
    expect(entrance).toEqual(original);
    expect((await list(2027, 'floor')).map((f) => f.uuid)).toEqual(source.floor.map((f) => f.uuid));
  });

  it('copies into an empty year without asking', async () => {
    await s.db.deleteFrom('bc_cs_entrance').where('bc_uuid', '=', course).where('year', '=', 2026).execute();
    await s.db.deleteFrom('bc_floor').where('bc_uuid', '=', course).where('year', '=', 2026).execute();
    const r = await copy(2027, { target_year: 2026 });
    expect(r.code).toBe(20000);
    expect((await list(2026, 'floor')).length).toBe(r.data.floors);
  });

  it('refuses the same year and a year the course is not configured for', async () => {
    expect((await copy(2027, { target_year: 2027 })).data.errors).toEqual([{ field: 'target_year', message: '目标年份与当前年份相同' }]);
    const r = await copy(2027, { target_year: 2031, replace: true });
    expect(r.msg).toBe('2031 年不在该业务课的年份配置中，请先在业务课管理中添加该年份');
    expect((await copy(2027, { target_year: 1999 })).code).toBe(40000);
  });

  it('is refused to those who may not change business-course content', async () => {
    for (const who of ['viewer', 'ads']) expect((await copy(2027, { target_year: 2028, replace: true }, who)).code).toBe(40300);
  });

  it('says so when the course does not exist', async () => {
    const r = await call('POST', '/nav/bc/00000000-0000-4000-8000-000000000000/year/2027/copy/', { target_year: 2028 });
    expect([r.code, r.msg]).toEqual([40400, '业务课不存在']);
  });
});

describe('copying a floor', () => {
  const copyFloor = (uuid: string, body: Rec, who = 'admin', from = 2027) => call('POST', `${year(from)}/floor/${uuid}/copy/`, body, who);
  const items = async (y: number, uuid: string) => (await call('GET', `${year(y)}/floor/${uuid}/content/?limit=100`)).data.items as Rec[];
  /** A floor of 2027 that has items. */
  const source = async () => {
    for (const f of await list(2027, 'floor')) if (Number(f.content_count) > 0) return f;
    throw new Error('no floor with items in the demo data');
  };

  it('duplicates a floor with its items at the end of the same page', async () => {
    const floor = await source();
    const r = await copyFloor(String(floor.uuid), {});
    expect(r.code).toBe(20000);
    const floors = await list(2027, 'floor');
    expect(floors.at(-1)!.uuid).toBe(r.data.uuid);
    expect(content(r.data)).toEqual({ ...content(floor), sort: Math.max(...floors.slice(0, -1).map((f) => Number(f.sort))) + 1 });
    expect((await items(2027, String(r.data.uuid))).map(content)).toEqual((await items(2027, String(floor.uuid))).map(content));
  });

  it('copies to another year and to another course, where that year is configured', async () => {
    const floor = await source();
    const toYear = await copyFloor(String(floor.uuid), { target_year: 2028 });
    expect(toYear.code).toBe(20000);
    expect(toYear.data).toEqual(expect.objectContaining({ year: 2028, bc_uuid: course, content_count: floor.content_count }));

    const other = await s.db
      .selectFrom('business_course')
      .innerJoin('bc_year_config', 'bc_year_config.bc_uuid', 'business_course.uuid')
      .select('uuid')
      .where('uuid', '!=', course)
      .executeTakeFirstOrThrow();
    const config = (await call('GET', `/nav/business_course/${other.uuid}/year/config/`)).data as { years: { year: number }[] };
    const r = await copyFloor(String(floor.uuid), { target_course: other.uuid, target_year: config.years[0].year });
    expect(r.code).toBe(20000);
    expect(r.data).toEqual(expect.objectContaining({ bc_uuid: other.uuid, year: config.years[0].year, name: floor.name }));
    const copied = (await call('GET', `/nav/bc/${other.uuid}/year/${config.years[0].year}/floor/${String(r.data.uuid)}/content/?limit=100`)).data
      .items as Rec[];
    expect(copied.map(({ bc_uuid: _b, ...c }) => content(c))).toEqual((await items(2027, String(floor.uuid))).map(({ bc_uuid: _b, ...c }) => content(c)));
  });

  it('refuses an unconfigured year, an unknown course and an unknown floor, writing nothing', async () => {
    const floor = await source();
    const before = await dbFingerprint(s.db);
    expect((await copyFloor(String(floor.uuid), { target_year: 2031 })).data.errors).toEqual([
      { field: 'target_year', message: '2031 年不在目标业务课的年份配置中，请先在业务课管理中添加该年份' },
    ]);
    expect((await copyFloor(String(floor.uuid), { target_course: '00000000-0000-4000-8000-000000000000' })).data.errors).toEqual([
      { field: 'target_course', message: '目标业务课不存在' },
    ]);
    const missing = await copyFloor('00000000-0000-4000-8000-000000000001', {});
    expect([missing.code, missing.msg]).toEqual([40400, '楼层不存在']);
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('is refused to those who may not change business-course content', async () => {
    const floor = await source();
    for (const who of ['viewer', 'ads']) expect((await copyFloor(String(floor.uuid), {}, who)).code).toBe(40300);
  });
});
