import { inTransaction } from '../db/request-transaction';
import { UNTRACKED_TABLES } from '../db/migrations/007-fleet';
import { LOGIN_THROTTLE_TABLES } from '../db/migrations/110-login-throttle';
import { SSO_TABLES } from '../db/migrations/111-sso-code';
import { UPLOAD_CHUNK_TABLES } from '../db/migrations/172-upload-chunk';
import { STEM_INDEX_TABLES } from '../resources/exercise/174-question-stem-search';
import { useTestServer } from '../test/use-test-server';
import { CountCache } from './count-cache';

const s = useTestServer(['admin']);

const total = async (query = '') => {
  const r = await s.call('GET', `/base/ads/launch?page=1&limit=5${query}`, { token: s.tokens.admin });
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
    const tables = (await s.db.introspection.getTables())
      .map((t) => t.name)
      .filter(
        (n) =>
          !n.startsWith('schema_migration') &&
          ![...UNTRACKED_TABLES, ...LOGIN_THROTTLE_TABLES, ...SSO_TABLES, ...UPLOAD_CHUNK_TABLES, ...STEM_INDEX_TABLES].includes(n),
      );
    const tracked = (await s.db.selectFrom('table_generation').select('name').execute()).map((r) => String(r.name));
    // A new table needs trackWrites() in its migration (db/migrations/helpers.ts).
    expect(tables.filter((t) => !tracked.includes(t))).toEqual([]);
    const gen = async () => String((await s.db.selectFrom('table_generation').select('gen').where('name', '=', 'ad').executeTakeFirstOrThrow()).gen);
    const g0 = await gen();
    await s.db.insertInto('ad').values(adRow('一次写入', 1)).execute();
    expect(await gen()).not.toBe(g0);
  });
});

/** The first page of launch ads (default order), as the API answers it. */
const firstPage = async (query = '') => {
  const r = await s.call('GET', `/base/ads/launch?page=1&limit=5${query}`, { token: s.tokens.admin });
  expect(r.body.code).toBe(20000);
  return r.body.data.items as { id: number; title: string; version: number; end_at: string }[];
};

// A page's rows are kept like its total: each must be as fresh as a read.
describe('kept page rows', () => {
  it('see a write made outside this process at once', async () => {
    const [top] = await firstPage();
    expect((await firstPage())[0]).toEqual(top);
    await s.db.updateTable('ad').set({ title: '别处改名' }).where('id', '=', top.id).execute();
    expect((await firstPage())[0].title).toBe('别处改名');
    // A new row that sorts first (the lowest sort, the highest id) leads the page at once.
    const { sort } = await s.db
      .selectFrom('ad')
      .select((eb) => eb.fn.min<number>('sort').as('sort'))
      .where('kind', '=', 'launch')
      .executeTakeFirstOrThrow();
    const row = await s.db
      .insertInto('ad')
      .values({ ...adRow('别处新增在前', 1), sort: Number(sort) - 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await firstPage())[0].id).toBe(row.id);
    await s.db.deleteFrom('ad').where('id', '=', row.id).execute();
    expect((await firstPage())[0].id).toBe(top.id);
  });

  it('go out as the same bytes as a page read anew', async () => {
    const url = '/base/ads/launch?page=2&limit=7';
    const first = await s.call('GET', url, { token: s.tokens.admin });
    const again = await s.call('GET', url, { token: s.tokens.admin });
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers['content-type']).toBe(first.res.headers['content-type']);
    expect(again.res.body).toBe(JSON.stringify(JSON.parse(first.res.body)));
  });

  it('see a write through the API at once', async () => {
    const [top] = await firstPage();
    const r = await s.call('PATCH', `/base/ads/launch/${top.id}`, { token: s.tokens.admin, body: { title: '接口改名', version: top.version } });
    expect(r.body.code).toBe(20000);
    expect((await firstPage())[0]).toMatchObject({ id: top.id, title: '接口改名', version: top.version + 1 });
  });

  it('are read every time under a filter relative to the clock (no write tells when a row stops being active)', async () => {
    const saved = s.clock.now;
    try {
      const active = await firstPage('&status=active&ordering=end_at');
      expect(active.length).toBeGreaterThan(0);
      // Just past the first row's end: it is no longer active, though nothing was written.
      s.clock.now = new Date(Date.parse(active[0].end_at) + 1);
      s.tokens.admin = await s.login('admin'); // the old token may have expired by then
      expect((await firstPage('&status=active&ordering=end_at')).map((x) => x.id)).not.toContain(active[0].id);
    } finally {
      s.clock.now = saved;
      s.tokens.admin = await s.login('admin');
    }
  });

  it('nothing read inside a write request is kept: its transaction may roll back', async () => {
    const c = new CountCache(s.db);
    const gen = async () => String((await s.db.selectFrom('table_generation').select('gen').where('name', '=', 'ad').executeTakeFirstOrThrow()).gen);
    const g0 = await gen();
    const { id } = await s.db.selectFrom('ad').select('id').where('kind', '=', 'launch').limit(1).executeTakeFirstOrThrow();
    // A request writes (the generation moves on inside its transaction), reads, then fails.
    await expect(
      inTransaction(s.db, async () => {
        await s.db.updateTable('ad').set({ remark: '回滚' }).where('id', '=', id).execute();
        expect(await c.get('ad', 'k', async () => 'seen by the rolled-back request')).toBe('seen by the rolled-back request');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await gen()).toBe(g0);
    // Another write commits and brings the generation to the same number.
    await s.db.updateTable('ad').set({ remark: '提交' }).where('id', '=', id).execute();
    expect(await c.get('ad', 'k', async () => 'counted after the commit')).toBe('counted after the commit');
  });

  it('outlive the time limit only when they do not depend on the clock', async () => {
    const c = new CountCache(s.db, 20);
    let runs = 0;
    const count = async () => ++runs;
    await c.get('ad', 'timeless', count, { lasting: true });
    await c.get('ad', 'by the clock', count);
    await new Promise((r) => setTimeout(r, 40));
    expect(await c.get('ad', 'timeless', count, { lasting: true })).toBe(1);
    expect(await c.get('ad', 'by the clock', count)).toBe(3);
  });

  it('are bounded: the oldest pages go when the kept rows pass their budget, the totals stay', async () => {
    const c = new CountCache(s.db, 5000, 1000, 10);
    let counts = 0;
    const count = async () => ++counts;
    await c.get('ad', 'total', count);
    let reads = 0;
    const rows = (n: number) => async () => {
      reads += 1;
      return Array.from({ length: n }, (_, i) => i);
    };
    await c.get('ad', 'a', rows(6), { weigh: (r) => r.length });
    await c.get('ad', 'a', rows(6), { weigh: (r) => r.length });
    expect(reads).toBe(1);
    await c.get('ad', 'b', rows(6), { weigh: (r) => r.length }); // 12 > 10: a goes
    await c.get('ad', 'b', rows(6), { weigh: (r) => r.length });
    expect(reads).toBe(2);
    await c.get('ad', 'a', rows(6), { weigh: (r) => r.length });
    expect(reads).toBe(3);
    // b went for a (one page fits), and the total was kept throughout.
    await c.get('ad', 'b', rows(6), { weigh: (r) => r.length });
    expect(reads).toBe(4);
    expect(await c.get('ad', 'total', count)).toBe(1);
  });

  it('keep no page with a budget of 0 rows (LIST_PAGE_CACHE_ROWS=0), but still the totals', async () => {
    const c = new CountCache(s.db, 5000, 1000, 0);
    let counts = 0;
    let reads = 0;
    const page = async () => {
      reads += 1;
      return [1, 2];
    };
    for (let i = 0; i < 3; i++) {
      await c.get('ad', 'total', async () => ++counts);
      await c.get('ad', 'page', page, { weigh: (r) => r.length });
    }
    expect([counts, reads]).toEqual([1, 3]);
  });
});
