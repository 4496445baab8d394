/** A user's purchases (the 购买记录 tab of /user/index/:id): read-only, scoped by the user, with product names. */
import { useTestServer } from '../../test/use-test-server';
import type { Envelope } from '../../test/harness';

const s = useTestServer(['admin', 'viewer', 'nobody']);
const { tokens } = s;

const call = async (method: string, url: string, who = 'admin'): Promise<Envelope> => (await s.call(method, url, { token: tokens[who] })).body;
type Purchase = { user_id?: number; product_id: number; product_name: string | null; amount: number; status: string; paid_at: string };

it("lists one user's purchases, newest first, with the product's name", async () => {
  const rows = await s.db.selectFrom('app_user_purchase').select(['user_id', 'product_id']).where('user_id', '=', 2).execute();
  expect(rows.length).toBeGreaterThan(0);
  const list = (await call('GET', '/account/user/2/purchases/')).data;
  expect(list.total).toBe(rows.length);
  const items = list.items as Purchase[];
  expect(items.map((p) => p.paid_at)).toEqual([...items.map((p) => p.paid_at)].sort().reverse());
  const product = await s.db.selectFrom('course_product').select('name').where('id', '=', items[0].product_id).executeTakeFirstOrThrow();
  expect(items[0].product_name).toBe(product.name);
  expect((await call('GET', '/account/user/2/purchases/?status=refunded')).data.items.every((p: Purchase) => p.status === 'refunded')).toBe(true);
});

it('answers 40400 for a user that does not exist, and only to holders of account.view_user', async () => {
  expect((await call('GET', '/account/user/999999/purchases/')).code).toBe(40400);
  expect((await call('GET', '/account/user/2/purchases/', 'viewer')).code).toBe(20000);
  expect((await call('GET', '/account/user/2/purchases/', 'nobody')).code).toBe(40300);
  expect((await s.call('POST', '/account/user/2/purchases/', { token: tokens.admin, body: {} })).status).toBe(404);
});
