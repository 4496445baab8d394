// Deep pages start from remembered positions (issue 15, item 5). Whatever the order, filters and
// ties, a page must hold exactly the rows a plain OFFSET would give, and a write must be seen.
import { sql } from 'kysely';
import { seedBenchAds } from '../seed/bench';
import { startTestServer, type TestServer } from '../test/harness';
import { ANCHOR_FROM, ANCHOR_STEP } from './query';
import { CountCache } from './count-cache';

const ROWS = 12_000;
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  // Few distinct sort values (ties), some NULL-free columns, one kind among others.
  await seedBenchAds(s.db, 'launch', ROWS, s.clock.now);
  await seedBenchAds(s.db, 'popup', 700, s.clock.now);
  token = await s.login('admin');
}, 120_000);
afterAll(() => s.close());

/** The ids of one page by a plain OFFSET on the table: what the API must answer. */
async function expected(where: string, orderSql: string, page: number, limit: number): Promise<number[]> {
  const r = await sql<{ id: number }>`select id from ad where kind = 'launch' ${sql.raw(where)} order by ${sql.raw(orderSql)} limit ${limit} offset ${(page - 1) * limit}`.execute(s.db);
  return r.rows.map((x) => x.id);
}

const ids = async (query: string) => {
  const r = await s.call('GET', `/base/ads/launch?${query}`, { token });
  expect(r.body.code).toBe(20000);
  return (r.body.data.items as { id: number }[]).map((x) => x.id);
};

it.each([
  ['default order (sort, -id)', '', 'sort asc, id desc', ''],
  ['-created_at (all equal: ties broken by the key)', 'ordering=-created_at', 'created_at desc, id desc', ''],
  ['start_at', 'ordering=start_at', 'start_at asc, id asc', ''],
  ['-end_at,sort (mixed directions)', 'ordering=-end_at,sort', 'end_at desc, sort asc, id asc', ''],
  ['filtered is_enable=1', 'is_enable=1', 'sort asc, id desc', 'and is_enable = 1'],
])('%s: deep pages equal a plain OFFSET', async (_name, query, orderSql, where) => {
  const limit = 20;
  const pages = [1, ANCHOR_FROM / limit, ANCHOR_FROM / limit + 1, ANCHOR_STEP * 13 / limit, ANCHOR_STEP * 13 / limit + 7, Math.floor((ROWS * 0.8) / limit), Math.floor(ROWS / limit)];
  for (const page of pages) {
    const want = await expected(where, orderSql, page, limit);
    expect([page, await ids(`${query}${query ? '&' : ''}page=${page}&limit=${limit}`)]).toEqual([page, want]);
  }
  // Another page size: positions are rows, not pages.
  expect(await ids(`${query}${query ? '&' : ''}page=101&limit=73`)).toEqual(await expected(where, orderSql, 101, 73));
}, 60_000);

it('sees a write at once: a row moved to the front shifts every deep page', async () => {
  const page = 400; // rows 7 980–7 999
  const before = await ids(`page=${page}&limit=20`);
  expect(before).toEqual(await expected('', 'sort asc, id desc', page, 20));
  const last = (await expected('', 'sort asc, id desc', ROWS, 1))[0];
  const got = await s.call('GET', `/base/ads/launch/${last}`, { token });
  const moved = await s.call('PATCH', `/base/ads/launch/${last}`, { token, body: { sort: 0, version: got.body.data.version } });
  expect(moved.body.code).toBe(20000);
  const after = await ids(`page=${page}&limit=20`);
  expect(after).toEqual(await expected('', 'sort asc, id desc', page, 20));
  expect(after).not.toEqual(before);
});

describe('count cache', () => {
  it('runs one count for requests that miss together, and none after a hit', async () => {
    const c = new CountCache(s.db);
    let runs = 0;
    const count = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 42;
    };
    expect(await Promise.all([c.get('ad', 'k', count), c.get('ad', 'k', count), c.get('ad', 'k', count)])).toEqual([42, 42, 42]);
    expect(runs).toBe(1);
    expect(await c.get('ad', 'k', count)).toBe(42);
    expect(runs).toBe(1);
    c.invalidate();
    expect(await c.get('ad', 'k', count)).toBe(42);
    expect(runs).toBe(2);
  });

  it('does not hand a count started before a write to a request after it', async () => {
    const c = new CountCache(s.db);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const count = async () => {
      const n = ++calls;
      if (n === 1) await gate;
      return n;
    };
    const early = c.get('ad', 'k', count);
    await new Promise((r) => setTimeout(r, 50)); // the first count is under way
    const { id } = await s.db.selectFrom('ad').select('id').limit(1).executeTakeFirstOrThrow();
    await s.db.updateTable('ad').set({ remark: 'moved' }).where('id', '=', id).execute(); // bumps the table's generation
    const late = c.get('ad', 'k', count);
    release();
    expect(await early).toBe(1);
    expect(await late).toBe(2);
  });
});
