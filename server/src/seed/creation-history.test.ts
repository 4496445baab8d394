/**
 * Seeded records start their history with the creation entry a create writes, written once by
 * the seeding for every resource staff can change: 恢复到此版本 on it returns to the seeded state.
 */
import { mainCourse } from '../test/fixtures';
import { useTestServer } from '../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin']);
const call = s.ask;
const history = async (resource: string, id: unknown) => (await call('GET', `/audit/history/?resource=${resource}&id=${String(id)}`)).data;

it('gives a seeded record the creation entry of a create, and a restore to it brings the seeded record back', async () => {
  const seeded = (await call('GET', '/setting/reference-group/?limit=1&ordering=id')).data.items[0] as Rec;
  const h = await history('setting.reference_group', seeded.id);
  expect(h.created_by).toBe('system');
  expect(h.items).toHaveLength(1);
  expect(h.items[0]).toMatchObject({ action: 'create', username: 'system', record_version: seeded.version });
  const changes = h.items[0].changes as Rec[];
  expect(changes).toEqual(
    expect.arrayContaining([
      { field: 'name', before: null, after: seeded.name },
      { field: 'capacity', before: null, after: seeded.capacity },
    ]),
  );

  const edited = (await call('PATCH', `/setting/reference-group/${String(seeded.id)}/`, { name: '改过的种子群', capacity: 7, version: seeded.version }))
    .data as Rec;
  const r = await call('POST', '/audit/restore/', { entry: h.items[0].id, version: edited.version });
  expect(r.code).toBe(20000);
  expect((await call('GET', `/setting/reference-group/${String(seeded.id)}/`)).data).toMatchObject({ name: seeded.name, capacity: seeded.capacity });
});

it('gives seeded records under a parent theirs, and leaves logs staff only read without', async () => {
  const course = await mainCourse(s.db);
  const floor = (await call('GET', `/nav/bc/${course}/year/2027/floor/?limit=1`)).data.items[0] as Rec;
  expect((await history('bc.floor', floor.uuid)).items.map((x: Rec) => x.action)).toEqual(['create']);
  const searches = await call('GET', '/audit/operation-log/?resource=home.search_log&limit=1');
  expect(searches.data.total).toBe(0);
  // Every seeded entry names the seeding, never an account.
  const bySystem = (await call('GET', '/audit/operation-log/?username=system&limit=1')).data;
  expect(bySystem.total).toBeGreaterThan(100);
  expect(bySystem.items[0]).toMatchObject({ account_id: null, action: 'create', outcome: 20000 });
});
