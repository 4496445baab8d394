/** Per-user preferences: each user reads and writes only their own, versioned. */
import { PREFERENCE_MAX_KEYS, PREFERENCE_MAX_TOTAL_BYTES } from '@admin/shared/contract/resources';
import { useTestServer } from '../../test/use-test-server';
import { dbFingerprint, startTestServer, type Envelope, type TestServer } from '../../test/harness';

const s = useTestServer(['admin', 'viewer', 'nobody']);
const { tokens } = s;

const call = async (method: string, url: string, who: string | null, body?: unknown): Promise<Envelope> =>
  (await s.call(method, url, { token: who ? tokens[who] : null, body })).body;
const URL = '/account/preferences/columns:ads.popup/';
const COLUMNS = { order: ['id', 'title', 'is_enable'], hidden: ['remark'], density: 'middle' };

describe('preferences', () => {
  it('reads null at version 0 before the first save, then what was saved', async () => {
    expect((await call('GET', URL, 'admin')).data).toEqual({ key: 'columns:ads.popup', value: null, version: 0 });
    const saved = await call('PUT', URL, 'admin', { value: COLUMNS, version: 0 });
    expect(saved).toMatchObject({ code: 20000, data: { key: 'columns:ads.popup', value: COLUMNS, version: 1 } });
    expect((await call('GET', URL, 'admin')).data).toEqual({ key: 'columns:ads.popup', value: COLUMNS, version: 1 });
    const again = await call('PUT', URL, 'admin', { value: { ...COLUMNS, density: 'small' }, version: 1 });
    expect(again.data.version).toBe(2);
  });

  it('keeps each user apart: another user neither sees nor overwrites mine', async () => {
    expect((await call('GET', URL, 'viewer')).data).toEqual({ key: 'columns:ads.popup', value: null, version: 0 });
    expect((await call('PUT', URL, 'nobody', { value: ['mine'], version: 0 })).data.version).toBe(1);
    expect((await call('GET', URL, 'nobody')).data.value).toEqual(['mine']);
    expect((await call('GET', URL, 'admin')).data.value).toEqual({ ...COLUMNS, density: 'small' });
  });

  it('refuses a stale version and writes nothing', async () => {
    const stale = await call('PUT', URL, 'admin', { value: { lost: true }, version: 1 });
    expect(stale.code).toBe(40900);
    const first = await call('PUT', '/account/preferences/columns:new/', 'viewer', { value: 1, version: 0 });
    expect(first.data.version).toBe(1);
    // A second "first save" (another tab) is stale too.
    expect((await call('PUT', '/account/preferences/columns:new/', 'viewer', { value: 2, version: 0 })).code).toBe(40900);
    expect((await call('GET', '/account/preferences/columns:new/', 'viewer')).data.value).toBe(1);
    expect((await call('GET', URL, 'admin')).data.version).toBe(2);
  });

  it('refuses bad keys, oversized values and strangers', async () => {
    expect((await call('GET', '/account/preferences/Columns!/', 'admin')).data.errors[0].field).toBe('path.key');
    const big = await call('PUT', URL, 'admin', { value: 'x'.repeat(17 * 1024), version: 2 });
    expect(big.data.errors).toEqual([{ field: 'value', message: '设置内容过大（上限 16 KB）' }]);
    expect((await call('PUT', URL, 'admin', { value: 1, version: 2, extra: 1 })).code).toBe(40000);
    expect((await call('GET', URL, null)).code).toBe(50022);
  });

  it('refuses a value nested past the input depth with 40000 naming where, before the schema walks it', async () => {
    const before = await dbFingerprint(s.db);
    let deep: unknown = 1;
    for (let i = 0; i < 1500; i++) deep = [deep];
    const r = await s.call('PUT', '/account/preferences/deep/', { token: tokens.nobody, body: { value: deep, version: 0 } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors).toEqual([{ field: `value${'.0'.repeat(31)}`, message: '嵌套层级过深：对象和数组最多嵌套 32 层，请简化内容' }]);
    expect(r.body.msg).not.toMatch(/\bat \w|stack/i);
    // As deep as allowed is fine.
    let ok: unknown = 1;
    for (let i = 0; i < 31; i++) ok = [ok];
    expect(await dbFingerprint(s.db)).toBe(before);
    expect((await call('PUT', '/account/preferences/deep/', 'nobody', { value: ok, version: 0 })).code).toBe(20000);
  });
});

describe('preference quota', () => {
  let q: TestServer;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    q = await startTestServer();
    token = await q.login('nobody');
    userId = Number((await q.db.selectFrom('admin_user').select('id').where('username', '=', 'nobody').executeTakeFirstOrThrow()).id);
  }, 60_000);
  afterAll(async () => q.close());

  const put = async (key: string, value: unknown, version = 0) =>
    (await q.call('PUT', `/account/preferences/${key}/`, { token, body: { value, version } })).body;
  /** Rows stored as the server stores them, without 300 requests. */
  const store = async (keys: string[], value: unknown) => {
    const at = new Date().toISOString();
    await q.db.deleteFrom('account_preference').where('user_id', '=', userId).execute();
    if (keys.length)
      await q.db
        .insertInto('account_preference')
        .values(keys.map((key) => ({ user_id: userId, key, value: JSON.stringify(value), version: 1, updated_at: at })))
        .execute();
  };
  const count = async () =>
    Number(
      (
        await q.db
          .selectFrom('account_preference')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a key past the count with 40000, and still saves the keys it has', async () => {
    await store(
      Array.from({ length: PREFERENCE_MAX_KEYS - 1 }, (_, i) => `k${i}`),
      { a: 1 },
    );
    expect((await put('last', { a: 1 })).code).toBe(20000);
    const r = await put('one-more', { a: 1 });
    expect(r.code).toBe(40000);
    expect(r.data.errors).toEqual([{ field: 'path.key', message: `每个账号最多保存 ${PREFERENCE_MAX_KEYS} 项设置，已达上限，不能再新增；已有的设置仍可修改` }]);
    expect((await put('k0', { a: 2 }, 1)).code).toBe(20000);
    // A stale first save of a key it has is a stale write, not a new key.
    expect((await put('k1', { a: 2 }, 0)).code).toBe(40900);
    expect(await count()).toBe(PREFERENCE_MAX_KEYS);
  });

  it('refuses bytes past the total with 41300 naming the value, counting a changed value at its new size', async () => {
    const chunk = 'x'.repeat(16 * 1024 - 16);
    const perRow = JSON.stringify({ t: chunk }).length;
    const rows = Math.floor(PREFERENCE_MAX_TOTAL_BYTES / perRow);
    await store(
      Array.from({ length: rows }, (_, i) => `b${i}`),
      { t: chunk },
    );
    const before = await dbFingerprint(q.db);
    const r = await put('extra', { t: chunk });
    expect(r.code).toBe(41300);
    expect(r.data.errors).toEqual([
      { field: 'value', message: expect.stringMatching(/^每个账号的设置合计最多 512 KB，其他设置已用 \d+ KB，这一项 16 KB 放不下，请精简后再保存$/) },
    ]);
    expect(r.msg).toBe(r.data.errors[0].message);
    expect(await dbFingerprint(q.db)).toBe(before);
    // The same key rewritten at its size fits (it is counted once); a small new one fits in what is left.
    expect((await put('b0', { t: chunk.replace(/x/g, 'y') }, 1)).code).toBe(20000);
    expect((await put('small', { a: 1 })).code).toBe(20000);
  });

  it('lets exactly as many of simultaneous new keys through as the count leaves room for', async () => {
    await store(
      Array.from({ length: PREFERENCE_MAX_KEYS - 3 }, (_, i) => `k${i}`),
      { a: 1 },
    );
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => put(`race${i}`, { a: i })));
    expect(results.filter((r) => r.code === 20000)).toHaveLength(3);
    expect(results.filter((r) => r.code === 40000)).toHaveLength(5);
    expect(await count()).toBe(PREFERENCE_MAX_KEYS);
  });
});
