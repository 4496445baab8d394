import { UNTRACKED_TABLES } from '../db/migrations/007-fleet';
import { startTestServer, type TestServer } from '../test/harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('admin');
}, 60_000);
afterAll(async () => s.close());

const total = async (query = '') => {
  const r = await s.call('GET', `/base/ads/launch?page=1&limit=5${query}`, { token });
  expect(r.body.code).toBe(20000);
  return r.body.data.total as number;
};

const adRow = (title: string, enabled: number) => ({
  kind: 'launch',
  title,
  image: 'https://img.example.com/a.png',
  platforms: ',2,',
  start_at: '2026-12-01T00:00:00.000Z',
  end_at: '2027-01-01T00:00:00.000Z',
  is_enable: enabled,
  created_at: '2026-11-21T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
  version: 1,
});

describe('list totals', () => {
  it('see a write made outside this process at once (another instance, the CLI)', async () => {
    const before = await total();
    const enabledBefore = await total('&is_enable=true');
    expect(await total()).toBe(before);
    // Straight into the database, as a second server on the same PostgreSQL would: this
    // process's cache hears nothing of it.
    const row = await s.db.insertInto('ad').values(adRow('别处新增', 1)).returning('id').executeTakeFirstOrThrow();
    expect(await total()).toBe(before + 1);
    expect(await total('&is_enable=true')).toBe(enabledBefore + 1);
    await s.db.updateTable('ad').set({ is_enable: 0 }).where('id', '=', row.id).execute();
    expect(await total()).toBe(before + 1);
    expect(await total('&is_enable=true')).toBe(enabledBefore);
    await s.db.deleteFrom('ad').where('id', '=', row.id).execute();
    expect(await total()).toBe(before);
  });

  it('are counted per write generation, which every table a list reads has', async () => {
    const tables = (await s.db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('schema_migration') && !UNTRACKED_TABLES.includes(n));
    const tracked = (await s.db.selectFrom('table_generation').select('name').execute()).map((r) => String(r.name));
    // A new table needs trackWrites() in its migration (db/migrations/helpers.ts).
    expect(tables.filter((t) => !tracked.includes(t))).toEqual([]);
    const gen = async () => String((await s.db.selectFrom('table_generation').select('gen').where('name', '=', 'ad').executeTakeFirstOrThrow()).gen);
    const g0 = await gen();
    await s.db.insertInto('ad').values(adRow('一次写入', 1)).execute();
    expect(await gen()).not.toBe(g0);
  });
});
