/** The study-abroad home (nav/homepagesetting/floor/…): the home floors of business line 2 and their items. */
import { useTestServer } from '../../test/use-test-server';
import { dbFingerprint } from '../../test/harness';

type Rec = Record<string, unknown>;

const s = useTestServer(['abroad', 'admin', 'viewer', 'ads']);

const call = s.ask;
const FLOORS = '/nav/homepagesetting/floor/';
const items = (floor: unknown) => `${FLOORS}${String(floor)}/content/`;
const lineOf = async (id: unknown) =>
  (await s.db.selectFrom('home_floor').select('business_line').where('id', '=', Number(id)).executeTakeFirstOrThrow()).business_line;

describe('the study-abroad home page', () => {
  it('lists the home floors of line 2 only, in page order, with their item counts', async () => {
    const r = await call('GET', `${FLOORS}?limit=100`);
    expect(r.code).toBe(20000);
    const floors = r.data.items as Rec[];
    const stored = await s.db.selectFrom('home_floor').select(['id']).where('business_line', '=', 2).orderBy('sort').orderBy('id').execute();
    expect(floors.map((f) => f.id)).toEqual(stored.map((f) => f.id));
    expect(floors.length).toBeGreaterThan(0);
    for (const f of floors) {
      const n = Number(
        (
          await s.db
            .selectFrom('home_floor_content')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('floor_id', '=', Number(f.id))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(f.content_count).toBe(n);
    }
    expect(floors.some((f) => Number(f.content_count) > 0)).toBe(true);
  });

  it('creates a floor on line 2 (which the home-floor list shows under that line) and refuses a name the line already has', async () => {
    const r = await call('POST', FLOORS, { name: '留学新楼层', floor_type: 'course_list' });
    expect(r.code).toBe(20000);
    expect(await lineOf(r.data.id)).toBe(2);
    const home = await call('GET', '/nav/floor/?business_line=2&name=留学新楼层', undefined, 'admin');
    expect((home.data.items as Rec[]).map((f) => f.id)).toEqual([r.data.id]);

    const before = await dbFingerprint(s.db);
    const dup = await call('POST', FLOORS, { name: '留学新楼层', floor_type: 'banner' });
    expect(dup.code).toBe(40000);
    expect(dup.data.errors[0].field).toBe('name');
    // The business line is the page's, not the caller's.
    const line = await call('POST', FLOORS, { name: '另一条线', floor_type: 'banner', business_line: 1 });
    expect(line.code).toBe(40000);
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('does not reach floors of line 1, nor their items', async () => {
    const domestic = await s.db.selectFrom('home_floor').select('id').where('business_line', '=', 1).executeTakeFirstOrThrow();
    expect((await call('GET', `${FLOORS}${domestic.id}/`)).code).toBe(40400);
    const before = await dbFingerprint(s.db);
    const r = await call('POST', items(domestic.id), { title: '不该写入', link_type: 'none' });
    expect(r.code).toBe(40400);
    expect(r.msg).toBe('楼层不存在');
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it("keeps a floor's items in order and deletes them with the floor", async () => {
    const floor = (await call('POST', FLOORS, { name: '留学删除测试', floor_type: 'article' })).data;
    const a = (await call('POST', items(floor.id), { title: '甲', link_type: 'web', link_value: 'https://www.example.com/a' })).data;
    const b = (await call('POST', items(floor.id), { title: '乙', link_type: 'none' })).data;
    const moved = await call('PUT', `${items(floor.id)}order/`, {
      items: [
        { id: b.id, version: b.version },
        { id: a.id, version: a.version },
      ],
    });
    expect(moved.code).toBe(20000);
    expect(((await call('GET', items(floor.id))).data.items as Rec[]).map((i) => i.title)).toEqual(['乙', '甲']);
    const listed = (await call('GET', `${FLOORS}${floor.id}/`)).data;
    expect(listed.content_count).toBe(2);

    expect((await call('DELETE', `${FLOORS}${floor.id}/`, { version: listed.version })).code).toBe(20000);
    expect(await s.db.selectFrom('home_floor_content').select('id').where('floor_id', '=', Number(floor.id)).execute()).toEqual([]);
  });

  it('is for those who hold nav.system_config_abroad: viewer and ads are refused and nothing is written', async () => {
    const before = await dbFingerprint(s.db);
    for (const who of ['viewer', 'ads']) {
      expect((await call('GET', FLOORS, undefined, who)).code).toBe(40300);
      expect((await call('POST', FLOORS, { name: '无权', floor_type: 'banner' }, who)).code).toBe(40300);
    }
    expect(await dbFingerprint(s.db)).toBe(before);
    expect((await call('GET', FLOORS, undefined, 'admin')).code).toBe(20000);
  });
});
