/** A business course year's products (nav/bc/{course}/year/{year}/products/): one row per course product. */
import { mainCourse } from '../../test/fixtures';
import { startTestServer, type Envelope, type TestServer } from '../../test/harness';

type Rec = Record<string, unknown>;

let s: TestServer;
let course: string;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('admin');
  course = await mainCourse(s.db);
}, 60_000);
afterAll(async () => s.close());

const call = async (method: string, url: string, body?: unknown): Promise<Envelope> => (await s.call(method, url, { token, body })).body;
const products = (y: number) => `/nav/bc/${course}/year/${y}/products/`;
const rows = async (y: number) => (await call('GET', `${products(y)}?limit=100`)).data.items as Rec[];

describe('the products of a year', () => {
  it('refuses the same course product twice in one year, at the field, and writes nothing', async () => {
    const taken = new Set((await rows(2027)).map((r) => r.product_id));
    const product = (await call('GET', '/course/products/direct/new?limit=100')).data.items.find((p: Rec) => !taken.has(p.id)) as Rec;
    const first = await call('POST', products(2027), { product_id: product.id });
    expect(first.code).toBe(20000);
    const before = (await rows(2027)).length;

    const again = await call('POST', products(2027), { product_id: product.id, label: '热卖' });
    expect(again.code).toBe(40000);
    expect(again.data.errors).toEqual([{ field: 'product_id', message: '该课程商品已在本年商品中，请编辑已有的一条' }]);
    expect((await rows(2027)).length).toBe(before);

    // Moving another row onto it is refused the same way.
    const other = (await rows(2027)).find((r) => r.product_id !== product.id)!;
    const moved = await call('PATCH', `${products(2027)}${String(other.id)}/`, { product_id: product.id, version: other.version });
    expect(moved.code).toBe(40000);
    expect(moved.data.errors[0].field).toBe('product_id');

    // Another year is another page: the same product may be on it.
    expect((await call('POST', products(2028), { product_id: product.id })).code).toBe(20000);
  });
});
