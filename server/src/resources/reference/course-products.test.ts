// Course products looked up by id in one call (the reference pickers show names, not ids).
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('viewer');
}, 60_000);
afterAll(async () => s.close());

it('returns only the products named by ids', async () => {
  const page = (await s.call('GET', '/course/products/direct/new?limit=5', { token })).body.data.items as { id: number; name: string }[];
  const wanted = [page[0].id, page[3].id];
  const r = await s.call('GET', `/course/products/direct/new?ids=${wanted.join(',')}&limit=100`, { token });
  expect(r.body.code).toBe(20000);
  expect((r.body.data.items as { id: number }[]).map((p) => p.id).sort()).toEqual([...wanted].sort());
  expect(r.body.data.total).toBe(2);
});

it.each(['abc', '1,,2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])('refuses ids=%s with 40000 at the ids field', async (ids) => {
  const r = await s.call('GET', `/course/products/direct/new?ids=${ids}`, { token });
  expect(r.body.code).toBe(40000);
  expect(r.body.data.errors[0].field).toMatch(/ids/);
});
