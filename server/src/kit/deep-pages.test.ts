// Deep pages start from remembered positions. Whatever the order, filters and
// ties, a page must hold exactly the rows a plain OFFSET would give, and a write must be seen.
import { sql } from 'kysely';
import { inTransaction } from '../db/request-transaction';
import { seedBenchAds } from '../seed/bench';
import { startTestServer, type TestServer } from '../test/harness';
import { ANCHOR_FROM, ANCHOR_STEP, FAR_SKIP, pageOf, parseOrdering } from './query';
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
  const r = await sql<{
    id: number;
  }>`select id from ad where kind = 'launch' ${sql.raw(where)} order by ${sql.raw(orderSql)} limit ${limit} offset ${(page - 1) * limit}`.execute(s.db);
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
])(
  '%s: deep pages equal a plain OFFSET',
  async (_name, query, orderSql, where) => {
    const limit = 20;
    const pages = [
      1,
      ANCHOR_FROM / limit,
      ANCHOR_FROM / limit + 1,
      (ANCHOR_STEP * 13) / limit,
      (ANCHOR_STEP * 13) / limit + 7,
      Math.floor((ROWS * 0.8) / limit),
      Math.floor(ROWS / limit),
    ];
    for (const page of pages) {
      const want = await expected(where, orderSql, page, limit);
      expect([page, await ids(`${query}${query ? '&' : ''}page=${page}&limit=${limit}`)]).toEqual([page, want]);
    }
    // Another page size: positions are rows, not pages.
    expect(await ids(`${query}${query ? '&' : ''}page=101&limit=73`)).toEqual(await expected(where, orderSql, 101, 73));
  },
  60_000,
);

/** A fixed pseudo-random sequence (the same pages in the same order on every run). */
function* sequence(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

it.each([
  ['default order (120 rows per sort value)', '', 'sort asc, id desc', ''],
  ['-created_at (one run of ties over the whole list)', 'ordering=-created_at', 'created_at desc, id desc', ''],
  ['-end_at,sort', 'ordering=-end_at,sort', 'end_at desc, sort asc, id asc', ''],
  ['filtered is_enable=1, updated_at', 'is_enable=1&ordering=updated_at', 'updated_at asc, id asc', 'and is_enable = 1'],
])(
  '%s: positions learnt from pages in any order (skips far and near, forwards and back) give a plain OFFSET',
  async (_name, query, orderSql, where) => {
    // A fresh generation: nothing is known, the first deep page skips from the start.
    await s.db
      .updateTable('ad')
      .set({ remark: `deep ${_name}` })
      .where('kind', '=', 'popup')
      .execute();
    const n = Number((await sql<{ n: number }>`select count(*) as n from ad where kind = 'launch' ${sql.raw(where)}`.execute(s.db)).rows[0].n);
    const rnd = sequence(n);
    // Far from every known position, then next to one (forwards), then just before one (back).
    const offsets = [n - 30, ANCHOR_FROM + 3 * FAR_SKIP + 17, ANCHOR_FROM + 3 * FAR_SKIP + 40, ANCHOR_FROM + 3 * FAR_SKIP - 5, ANCHOR_FROM];
    for (let i = 0; i < 30; i++) offsets.push(ANCHOR_FROM + Math.floor(rnd.next().value! * (n - ANCHOR_FROM)));
    for (const offset of offsets) {
      const limit = 1 + (offset % 37);
      const r = await s.call('GET', `/base/ads/launch?${query}${query ? '&' : ''}page=${Math.floor(offset / limit) + 1}&limit=${limit}`, { token });
      const got = (r.body.data.items as { id: number }[]).map((x) => x.id);
      const page = Math.floor(offset / limit) + 1;
      expect([offset, got]).toEqual([offset, await expected(where, orderSql, page, limit)]);
    }
  },
  60_000,
);

it('sees a write made outside the server at once: rows added at the front shift every learnt position', async () => {
  const page = 300; // rows 5 980–5 999, past ANCHOR_FROM
  for (const p of [page, page + 50, page + 51]) expect(await ids(`page=${p}&limit=20`)).toEqual(await expected('', 'sort asc, id desc', p, 20));
  // Straight into the database, as another instance would: this server hears nothing of it but the generation.
  await seedBenchAds(s.db, 'launch', 7, s.clock.now);
  await s.db.updateTable('ad').set({ sort: 0 }).where('kind', '=', 'launch').where('title', '=', '压测广告 7').execute();
  for (const p of [page, page + 50, page + 51]) expect(await ids(`page=${p}&limit=20`)).toEqual(await expected('', 'sort asc, id desc', p, 20));
  await s.db
    .deleteFrom('ad')
    .where('kind', '=', 'launch')
    .where('id', '>', (await expected('', 'id desc', 1, 1))[0] - 7)
    .execute();
});

it('keeps nothing learnt inside a write that rolls back', async () => {
  const counts = new CountCache(s.db);
  const order = parseOrdering(undefined, 'sort,-id', 'id');
  const base = () => s.db.selectFrom('ad').selectAll().where('kind', '=', 'launch');
  // Pages themselves not kept: only the positions (and the total) could carry the moved order.
  const at = { page: 400, limit: 20, db: s.db, table: 'ad', key: 'id', keepRows: false };
  const idsOf = async () => (await pageOf(counts, base, order, at, 'ad|launch-test')).rows.map((r) => r.id);
  expect(await idsOf()).toEqual(await expected('', 'sort asc, id desc', 400, 20));
  const gen = async () => String((await s.db.selectFrom('table_generation').select('gen').where('name', '=', 'ad').executeTakeFirstOrThrow()).gen);
  const g0 = await gen();
  const [first, second] = await expected('', 'sort asc, id desc', 1, 2);
  // A write request moves the first row to the back (one row: the generation moves on by one),
  // reads the deep page (learning its positions in the moved order), then fails.
  await expect(
    inTransaction(s.db, async () => {
      await s.db.updateTable('ad').set({ sort: 99_999 }).where('id', '=', first).execute();
      expect(await idsOf()).toEqual(await expected('', 'sort asc, id desc', 400, 20));
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await gen()).toBe(g0);
  // Another write commits without moving anything and brings the generation to the same number.
  await s.db.updateTable('ad').set({ remark: '提交' }).where('id', '=', second).execute();
  expect(await idsOf()).toEqual(await expected('', 'sort asc, id desc', 400, 20));
});

it('orders holding NULL use a plain OFFSET (NULLs sort differently on SQLite and PostgreSQL)', async () => {
  // Every third launch ad gets a user group, the rest keep NULL.
  await sql`update ad set user_group_id = id % 5 where kind = 'launch' and id % 3 = 0`.execute(s.db);
  try {
    const counts = new CountCache(s.db);
    const order = parseOrdering('-user_group_id', 'sort,-id', 'id');
    const base = () => s.db.selectFrom('ad').selectAll().where('kind', '=', 'launch');
    for (const page of [300, 420, 301, 590]) {
      const at = { page, limit: 20, db: s.db, table: 'ad', key: 'id', keepRows: false };
      const got = (await pageOf(counts, base, order, at, 'ad|launch-null-test')).rows.map((r) => r.id);
      const want = (
        await sql<{ id: number }>`select id from ad where kind = 'launch' order by user_group_id desc, id desc limit 20 offset ${(page - 1) * 20}`.execute(s.db)
      ).rows.map((x) => x.id);
      expect([page, got]).toEqual([page, want]);
    }
  } finally {
    await sql`update ad set user_group_id = null where kind = 'launch'`.execute(s.db);
  }
});

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
