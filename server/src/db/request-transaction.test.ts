/**
 * How a family's statements join its request's transaction (db/request-transaction.ts), on the
 * real database: `inTransaction` joins the one that is open (a write request's, with its audit
 * row) or opens one; `deps.db` runs on it inside; `deps.db.transaction()` never silently joins.
 */
import { useTestServer } from '../test/use-test-server';
import { inTransaction, inTransactionNow } from './request-transaction';

const s = useTestServer();

const tagName = async (id: number) => String((await s.db.selectFrom('course_tag').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name);
const firstTag = async () => Number((await s.db.selectFrom('course_tag').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id);

it('runs an inner inTransaction in the open one: its statements roll back with the outer', async () => {
  const id = await firstTag();
  const before = await tagName(id);
  await expect(
    inTransaction(s.db, async () => {
      await inTransaction(s.db, async (trx) => {
        await trx.updateTable('course_tag').set({ name: '内层' }).where('id', '=', id).execute();
      });
      // deps.db reads through the open transaction: the inner write is seen, not yet committed.
      expect(await tagName(id)).toBe('内层');
      throw new Error('the request is refused after the inner write');
    }),
  ).rejects.toThrow('refused');
  expect(await tagName(id)).toBe(before);
  expect(inTransactionNow()).toBe(false);
});

it('refuses deps.db.transaction() inside an open transaction instead of joining it silently', async () => {
  await expect(inTransaction(s.db, async () => s.db.transaction().execute(async () => 'nested'))).rejects.toThrow(/transaction/i);
  // Outside one, it is the database's own transaction.
  expect(await s.db.transaction().execute(async () => 'own')).toBe('own');
});

it('opens a transaction of its own outside a request, committed when fn returns', async () => {
  const id = await firstTag();
  await inTransaction(s.db, async () => {
    expect(inTransactionNow()).toBe(true);
    await s.db.updateTable('course_tag').set({ name: '提交' }).where('id', '=', id).execute();
  });
  expect(await tagName(id)).toBe('提交');
});

it("keeps a write request's own transactions and its audit row together through the API", async () => {
  const token = await s.login('admin');
  const tags = (await s.call('GET', '/course/tag/?limit=2&ordering=id', { token })).body.data.items as { id: number; version: number; name: string }[];
  const last = Number((await s.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst())?.id ?? 0);
  // The bulk change opens its transaction with inTransaction (kit/batch.ts): inside the
  // request's, so the stale second row undoes the first row's change: only the refusal is logged.
  const r = await s.call('PATCH', '/course/tag/bulk/', {
    token,
    body: {
      items: [
        { id: tags[0].id, version: tags[0].version },
        { id: tags[1].id, version: tags[1].version - 1 },
      ],
      changes: { color: '#000000' },
    },
  });
  expect(r.body.code).toBe(40900);
  expect((await s.call('GET', `/course/tag/${tags[0].id}/`, { token })).body.data.version).toBe(tags[0].version);
  const written = await s.call('PATCH', '/course/tag/bulk/', {
    token,
    body: { items: tags.map(({ id, version }) => ({ id, version })), changes: { color: '#000000' } },
  });
  expect(written.body.code).toBe(20000);
  const rows = await s.db.selectFrom('audit_log').select(['record_id', 'outcome']).where('id', '>', last).orderBy('id').execute();
  expect(rows.map((x) => [x.record_id, Number(x.outcome ?? 0)])).toEqual([
    [null, 40900],
    [String(tags[0].id), 20000],
    [String(tags[1].id), 20000],
  ]);
});
