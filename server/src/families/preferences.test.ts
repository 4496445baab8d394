/** Per-user preferences: each user reads and writes only their own, versioned. */
import { startTestServer, type Envelope, type TestServer } from '../test/harness';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'viewer', 'nobody']) tokens[u] = await s.login(u);
}, 60_000);
afterAll(async () => s.close());

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
});
