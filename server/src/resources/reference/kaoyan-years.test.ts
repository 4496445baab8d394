/**
 * The kaoyan years follow the calendar (kit/kaoyan-years.ts): year N opens in calendar year N − 2
 * and is the calendar's until its exam, an admin may open one ahead, and a past year stays while a
 * record uses it. Every place a record names a year accepts exactly the open ones.
 */
import { mainCourse } from '../../test/fixtures';
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer', 'ads']);
const call = s.ask;
/** The harness's clock: 2026-11-21, Beijing time. */
const START = new Date('2026-11-21T08:00:00.000Z');
/** Midnight of 1 January of `year` in Beijing. */
const newYear = (year: number) => new Date(`${year - 1}-12-31T16:00:00.000Z`);
const years = async () => (await call('GET', '/base/dp/kaoyan-year/')).data as { year: number; is_current: boolean; source: string }[];
const yearsOf = async () => (await years()).map((y) => `${y.year}${y.is_current ? '*' : ''}:${y.source}`);
const add = (year: number, who = 'admin') => call('POST', '/base/dp/kaoyan-year/', { year }, who);
let n = 0;
const group = (year: number) =>
  call('POST', '/setting/reference-group/', { name: `年份测试群 ${++n}`, qr_image: '/uploads/x.png', capacity: 10, kaoyan_year: year });

/**
 * One write or read per kind of place a year is named: a record's reference (备考群, 首页楼层), a
 * list inside a document (a course's year configuration), a path's year (ad places, a course's
 * floors). Each answers its envelope for `year`.
 */
async function placesNaming(year: number): Promise<Record<string, () => Promise<{ code: number; msg: string; field?: string }>>> {
  const course = await mainCourse(s.db);
  const category = ((await call('GET', '/base/ad-category/?limit=1')).data.items as Rec[])[0].id;
  const answer = async (p: Promise<{ code: number; msg: string; data: { errors?: { field: string }[] } | null }>) => {
    const r = await p;
    return { code: r.code, msg: r.msg, field: r.data?.errors?.[0]?.field };
  };
  return {
    referenceGroup: () => answer(group(year)),
    homeFloor: () => answer(call('POST', '/nav/floor/', { name: `年份楼层 ${++n}`, floor_type: 'banner', kaoyan_year: year })),
    yearConfig: async () => {
      const config = (await call('GET', `/nav/business_course/${course}/year/config/`)).data;
      const list = (config.years as Rec[]).filter((y) => y.year !== year);
      return answer(
        call('PUT', `/nav/business_course/${course}/year/config/`, {
          years: [...list, { year, is_enable: true, is_default: false, title: '' }],
          version: config.version,
        }),
      );
    },
    adPlaces: () => answer(call('GET', `/base/ad-category/${String(category)}/year/${year}/place/`)),
    courseFloors: () => answer(call('GET', `/nav/bc/${course}/year/${year}/floor/`)),
  };
}

/** Moves the clock, and signs the accounts in again (a session ends 12 hours after sign-in). */
async function clockAt(at: Date): Promise<void> {
  s.clock.now = at;
  for (const who of ['admin', 'viewer', 'ads']) s.tokens[who] = await s.login(who);
}

afterEach(() => clockAt(START));

it('opens the next year on 1 January in Beijing, and every place a year is named takes it then, not before', async () => {
  // The demo content is of 2026–2028: in 2026 the calendar's are 2027 (current) and 2028; 2026 stays, used.
  expect(await yearsOf()).toEqual(['2026:in_use', '2027*:calendar', '2028:calendar']);
  const places = await placesNaming(2029);

  await clockAt(new Date(newYear(2027).getTime() - 1));
  for (const [name, ask] of Object.entries(places)) {
    const before = await dbFingerprint(s.db);
    const r = await ask();
    expect([name, r.code]).toEqual([name, r.field ? 40000 : 40400]);
    expect(r.msg).toMatch(/考研年份 2029 未开放（开放的年份：2026、2027、2028；/);
    if (r.field) expect(r.field).toMatch(/kaoyan_year|years\.year/);
    expect(await dbFingerprint(s.db)).toBe(before);
  }

  await clockAt(newYear(2027));
  expect(await yearsOf()).toEqual(['2026:in_use', '2027:in_use', '2028*:calendar', '2029:calendar']);
  for (const [name, ask] of Object.entries(places)) expect([name, (await ask()).code]).toEqual([name, 20000]);
  // A course's year page of 2029 is a page like any other now: the copy into it is offered and done.
  const course = await mainCourse(s.db);
  const copy = await call('POST', `/nav/bc/${course}/year/2028/copy/`, { target_year: 2029 });
  expect(copy.code).toBe(20000);
  expect(copy.data.floors).toBeGreaterThan(0);
});

it('lets those who set up the courses’ years open one ahead of the calendar, within five years, and no one else', async () => {
  for (const who of ['viewer', 'ads']) {
    const r = await add(2031, who);
    expect([r.code, r.msg]).toEqual([40300, '缺少权限 nav.add_businesscoursemanagement']);
  }
  const refused = async (year: number, message: string) => {
    const before = await dbFingerprint(s.db);
    const r = await add(year);
    expect(r.code).toBe(40000);
    expect(r.data.errors).toEqual([{ field: 'year', message }]);
    expect(await dbFingerprint(s.db)).toBe(before);
  };
  await refused(2028, '2028 年已开放，不用添加');
  await refused(2026, '2026 年已开放，不用添加');
  await refused(2025, '2025 年的考研已经结束，不能再开放');
  await refused(2033, '最多提前开放到 2032 年');

  expect((await group(2031)).data.errors[0].field).toBe('kaoyan_year');
  const r = await add(2031);
  expect(r.code).toBe(20000);
  expect(r.data).toMatchObject({ year: 2031, name: '2031 考研', is_current: false, source: 'added' });
  expect((await years()).find((y) => y.year === 2031)?.source).toBe('added');
  expect((await group(2031)).code).toBe(20000);
  await refused(2031, '2031 年已开放，不用添加');
  // The addition is in the operation log like any created record.
  const log = (await call('GET', '/audit/operation-log/?resource=ref.kaoyan_years&outcome=20000')).data.items as Rec[];
  expect(log[0]).toMatchObject({
    action: 'add',
    username: 'admin',
    outcome: 20000,
    changes: expect.arrayContaining([{ field: 'year', before: null, after: 2031 }]),
  });
});

it('keeps a past year while a record or a course’s year list uses it, and closes it when none does', async () => {
  expect((await add(2032)).code).toBe(20000);
  const made = (await group(2032)).data as Rec;
  const course = await mainCourse(s.db);
  const config = (await call('GET', `/nav/business_course/${course}/year/config/`)).data;
  const saved = await call('PUT', `/nav/business_course/${course}/year/config/`, {
    years: [...(config.years as Rec[]), { year: 2032, is_enable: false, is_default: false, title: '' }],
    version: config.version,
  });
  expect(saved.code).toBe(20000);

  // 2034: 2032's exam is over; the group and the year list still name it.
  await clockAt(new Date('2034-03-01T00:00:00.000Z'));
  expect((await years()).find((y) => y.year === 2032)?.source).toBe('in_use');
  expect((await call('DELETE', `/setting/reference-group/${String(made.id)}/`, { version: made.version })).code).toBe(20000);
  expect((await years()).find((y) => y.year === 2032)?.source).toBe('in_use');
  const now = (await call('GET', `/nav/business_course/${course}/year/config/`)).data;
  const years2032 = (now.years as Rec[]).filter((y) => y.year !== 2032);
  expect((await call('PUT', `/nav/business_course/${course}/year/config/`, { years: years2032, version: now.version })).code).toBe(20000);

  expect((await years()).map((y) => y.year)).not.toContain(2032);
  const r = await group(2032);
  expect(r.code).toBe(40000);
  expect(r.data.errors[0].message).toMatch(/^考研年份 2032 未开放（开放的年份：.*2035、2036；/);
});
