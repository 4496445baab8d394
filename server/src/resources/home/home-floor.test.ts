/** A home floor's items (nav/floor/{id}/content/): scoped to the floor, and as much line 2 as a line-2 floor. */
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer']);

const call = s.ask;
const items = (floor: unknown) => `/nav/floor/${String(floor)}/content/`;
const floorOfLine = async (line: number) =>
  (await s.db.selectFrom('home_floor').select('id').where('business_line', '=', line).where('floor_type', '=', 'banner').executeTakeFirstOrThrow()).id;

describe("a home floor's items", () => {
  it('lists the items of that floor only, in order, and keeps a new one there', async () => {
    const floor = await floorOfLine(1);
    const r = await call('GET', items(floor));
    const stored = await s.db.selectFrom('home_floor_content').select('id').where('floor_id', '=', Number(floor)).orderBy('sort').orderBy('id').execute();
    expect((r.data.items as Rec[]).map((i) => i.id)).toEqual(stored.map((x) => x.id));
    expect(stored.length).toBeGreaterThan(0);
    const made = await call('POST', items(floor), { title: '新内容', link_type: 'app_page', link_value: 'camp/winter' });
    expect(made.data.floor_id).toBe(Number(floor));
  });

  it('refuses a floor that does not exist and a bad link, writing nothing', async () => {
    const before = await dbFingerprint(s.db);
    const missing = await call('POST', items(999_999), { title: '无处可放', link_type: 'none' });
    expect([missing.code, missing.msg]).toEqual([40400, '楼层不存在']);
    const bad = await call('POST', items(await floorOfLine(1)), { title: '坏链接', link_type: 'web', link_value: 'ftp://x' });
    expect(bad.data.errors[0].field).toBe('link_value');
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('keeps the items of a study-abroad floor from accounts without nav.system_config_abroad', async () => {
    const abroad = await floorOfLine(2);
    expect((await call('GET', items(abroad))).code).toBe(20000);
    const refused = await call('GET', items(abroad), undefined, 'viewer');
    expect(refused.code).toBe(40300);
    expect(refused.msg).toContain('nav.system_config_abroad');
    expect((await call('GET', items(await floorOfLine(1)), undefined, 'viewer')).code).toBe(20000);
    const before = await dbFingerprint(s.db);
    expect((await call('POST', items(await floorOfLine(1)), { title: '只读', link_type: 'none' }, 'viewer')).code).toBe(40300);
    expect(await dbFingerprint(s.db)).toBe(before);
  });
});
