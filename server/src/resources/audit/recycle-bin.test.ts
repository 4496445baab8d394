/**
 * The recycle bin: every delete (single, bulk) keeps the record restorable for the retention,
 * listed per resource and marked in the operation log; restoring needs the delete permission,
 * puts the record back with its id and history, and refuses (writing nothing) a record whose name
 * is taken or whose reference is gone; after the retention the record is purged.
 */
import { mainCourse } from '../../test/fixtures';
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { binDaysOf } from '../../audit/recycle-bin';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer']);
const call = s.ask;
const RG = '/setting/reference-group/';
const RESOURCE = 'setting.reference_group';
let n = 0;
const create = async (name = `回收站群 ${++n}`): Promise<Rec> => {
  const r = await call('POST', RG, { name, qr_image: '/uploads/x.png', capacity: 100 });
  expect(r.code).toBe(20000);
  return r.data as Rec;
};
const remove = async (g: Rec) => expect((await call('DELETE', `${RG}${String(g.id)}/`, { version: g.version })).code).toBe(20000);
const bin = async (who = 'admin', resource: string | null = RESOURCE) =>
  call('GET', `/audit/recycle-bin/?limit=100${resource ? `&resource=${resource}` : ''}`, undefined, who);
const inBin = async (id: unknown) => ((await bin()).data.items as Rec[]).find((x) => x.record_id === String(id));
const restore = (ids: unknown[], who = 'admin', resource = RESOURCE) => call('POST', '/audit/undelete/', { resource, ids: ids.map(String) }, who);
const history = async (id: unknown) => ((await call('GET', `/audit/history/?resource=${RESOURCE}&id=${String(id)}`)).data.items as Rec[]).map((x) => x.action);

/** Runs `fn` and expects it to leave the whole database (the audit log aside) as it was. */
async function writesNothing(fn: () => Promise<void>): Promise<void> {
  const before = await dbFingerprint(s.db);
  await fn();
  expect(await dbFingerprint(s.db)).toBe(before);
}

it('keeps a deleted record in the bin, named, and restores it with its id and history', async () => {
  const g = await create('回收站单条群');
  await remove(g);
  const entry = await inBin(g.id);
  expect(entry).toMatchObject({ resource: RESOURCE, label: '备考群', name: '回收站单条群', action: 'delete', username: 'admin' });
  expect(entry!.fields).toMatchObject({ name: '回收站单条群', capacity: 100 });
  expect(Date.parse(String(entry!.expires_at)) - Date.parse(String(entry!.deleted_at))).toBe(30 * 86_400_000);
  expect((await bin()).data.retention_days).toBe(30);
  // The operation log marks the delete as restorable from its row.
  const log = async () => (await call('GET', `/audit/operation-log/?resource=${RESOURCE}&record_id=${String(g.id)}`)).data.items as Rec[];
  expect((await log()).find((x) => x.action === 'delete')?.in_bin).toBe(true);

  const r = await restore([g.id]);
  expect(r.code).toBe(20000);
  expect(r.data.count).toBe(1);
  expect((await call('GET', `${RG}${String(g.id)}/`)).data).toMatchObject({ id: g.id, name: '回收站单条群', capacity: 100 });
  expect(await history(g.id)).toEqual(['undelete', 'delete', 'create']);
  expect(await inBin(g.id)).toBeUndefined();
  expect((await log()).find((x) => x.action === 'delete')?.in_bin).toBe(false);
  // Restored once: a second restore says it is no longer in the bin.
  const again = await restore([g.id]);
  expect(again.code).toBe(40000);
  expect(again.msg).toMatch(/不在回收站中/);
});

it('keeps every row of a bulk delete and restores them all in one call', async () => {
  const rows = [await create(), await create(), await create()];
  const del = await call('POST', `${RG}bulk-delete/`, { items: rows.map((g) => ({ id: g.id, version: g.version })) });
  expect(del.code).toBe(20000);
  for (const g of rows) expect(await inBin(g.id)).toMatchObject({ name: g.name, action: 'bulkDelete' });
  const r = await restore(rows.map((g) => g.id));
  expect(r.code).toBe(20000);
  expect(r.data.count).toBe(3);
  for (const g of rows) expect((await call('GET', `${RG}${String(g.id)}/`)).data.name).toBe(g.name);
});

it('lets only holders of the delete permission list or restore, and refuses a viewer', async () => {
  const g = await create();
  await remove(g);
  const list = await bin('viewer');
  expect(list.code).toBe(40300);
  expect(list.msg).toMatch(/base_services\.delete_exampreparationgroup/);
  // Without a resource a viewer sees only what it may delete: nothing.
  const all = await bin('viewer', null);
  expect(all.code).toBe(20000);
  expect(all.data.items).toEqual([]);
  expect(((await bin('admin', null)).data.items as Rec[]).some((x) => x.record_id === String(g.id))).toBe(true);
  await writesNothing(async () => {
    const r = await restore([g.id], 'viewer');
    expect(r.code).toBe(40300);
  });
  expect(await inBin(g.id)).toBeDefined();
});

it('refuses a restore whose name another record now has, naming it, and writes nothing', async () => {
  const g = await create('重名恢复群');
  await remove(g);
  const other = await create('重名恢复群');
  const kept = await create();
  await remove(kept);
  await writesNothing(async () => {
    // One of the two cannot come back: neither does.
    const r = await restore([kept.id, g.id]);
    expect(r.code).toBe(40000);
    expect(r.msg).toContain('「重名恢复群」不能恢复');
    expect(r.msg).toContain('「重名恢复群」已存在');
    expect(r.msg).toContain(`ID ${String(other.id)}`);
    expect(r.data.errors[0].field).toBe('ids.1');
  });
  expect((await call('GET', `${RG}${String(kept.id)}/`)).code).toBe(40400);
  expect(await inBin(g.id)).toBeDefined();
});

it('refuses a restore whose referenced record no longer exists', async () => {
  const course = await mainCourse(s.db);
  const products = `/nav/bc/${course}/year/2027/products/`;
  const classify = (await call('POST', '/nav/bc/product_classify/', { name: '回收站分类' })).data as Rec;
  const taken = new Set(((await call('GET', `${products}?limit=100`)).data.items as Rec[]).map((r) => r.product_id));
  const free = ((await call('GET', '/course/products/direct/new?limit=100')).data.items as Rec[]).find((p) => !taken.has(p.id))!;
  const p = (await call('POST', products, { product_id: free.id, classify_id: classify.id })).data as Rec;
  expect((await call('DELETE', `${products}${String(p.id)}/`, { version: p.version })).code).toBe(20000);
  expect((await call('DELETE', `/nav/bc/product_classify/${String(classify.id)}/`, { version: classify.version })).code).toBe(20000);
  await writesNothing(async () => {
    const r = await restore([p.id], 'admin', 'bc.product');
    expect(r.code).toBe(40000);
    expect(r.msg).toMatch(/不能恢复：商品分类不存在/);
    expect(r.msg).not.toMatch(/下拉/);
  });
  // Put the classification back first, and the product follows.
  expect((await restore([classify.id], 'admin', 'bc.product_classify')).code).toBe(20000);
  expect((await restore([p.id], 'admin', 'bc.product')).code).toBe(20000);
});

it('purges a deleted record after the retention (the clock moved, no wait)', async () => {
  const g = await create();
  await remove(g);
  const start = s.clock.now;
  s.clock.now = new Date(start.getTime() + 29 * 86_400_000);
  s.tokens.admin = await s.login('admin');
  expect(await inBin(g.id)).toBeDefined();
  s.clock.now = new Date(start.getTime() + 30 * 86_400_000 + 1000);
  s.tokens.admin = await s.login('admin');
  expect(await inBin(g.id)).toBeUndefined();
  const r = await restore([g.id]);
  expect(r.code).toBe(40000);
  expect(r.msg).toMatch(/删除已超过 30 天被清除/);
});

it('reads RECYCLE_BIN_DAYS as whole days and stops the start on anything else', () => {
  expect(binDaysOf(undefined)).toBeUndefined();
  expect(binDaysOf('7')).toBe(7);
  expect(() => binDaysOf('0')).toThrow(/RECYCLE_BIN_DAYS/);
  expect(() => binDaysOf('1.5')).toThrow(/RECYCLE_BIN_DAYS/);
});
