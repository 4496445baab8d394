/** Book-and-course packages (/exercise/book-delivery) and the simple list every package picker reads. */
import { startTestServer, type Envelope, type TestServer } from '../../test/harness';

let s: TestServer;
let admin = '';
let viewer = '';
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  viewer = await s.login('viewer');
}, 60_000);
afterAll(async () => s.close());

const BASE = '/practice/book/course/package/';
const call = async (method: string, url: string, body?: unknown, token = admin): Promise<Envelope> => (await s.call(method, url, { token, body })).body;
const count = async () => (await call('GET', `${BASE}?limit=1`)).data.total as number;
const valid = {
  name: '接口测试礼包',
  books: [{ isbn: '9787040506617', title: '高等数学（第七版）上册', edition: '第七版', quantity: 2 }],
  product_ids: [1, 2],
  price: 12990,
  stock: 10,
};

describe('book-and-course packages', () => {
  it('lists the eight demo packages with books, courses and prices in cents', async () => {
    const r = await call('GET', `${BASE}?limit=100`);
    expect(r.code).toBe(20000);
    expect(r.data.total).toBe(8);
    const maths = r.data.items.find((p: { name: string }) => p.name === '考研数学复习全书 + 全程班');
    expect(maths).toMatchObject({ price: 39800, status: 'on_sale', is_enable: true });
    expect(maths.books).toHaveLength(2);
    expect(maths.product_ids).toHaveLength(2);
  });

  it('creates a package and the simple list (the pickers) names it at once', async () => {
    const r = await call('POST', BASE, valid);
    expect(r.code).toBe(20000);
    expect(r.data).toMatchObject({ price: 12990, stock_alert: 50, status: 'draft', ship_start_at: null });
    const simple = await call('GET', '/practice/book/course/package/list/simple');
    expect(simple.code).toBe(20000);
    expect(simple.data).toContainEqual({ id: r.data.id, name: '接口测试礼包' });
    const named = await call('GET', `/practice/book/course/package/list/simple?name=${encodeURIComponent('接口测试')}`);
    expect(named.data).toEqual([{ id: r.data.id, name: '接口测试礼包' }]);
  });

  it.each([
    ['a wrong ISBN check digit', { books: [{ ...valid.books[0], isbn: '9787040506619' }] }, 'books.0.isbn'],
    ['an ISBN of the wrong length', { books: [{ ...valid.books[0], isbn: '97870405' }] }, 'books.0.isbn'],
    ['the same book twice', { books: [valid.books[0], { ...valid.books[0], isbn: '978-7-04-050661-7' }] }, 'books'],
    ['no book', { books: [] }, 'books'],
    ['a price with fractions of a cent', { price: 19.9 }, 'price'],
    ['a negative price', { price: -1 }, 'price'],
    ['a course product that does not exist', { product_ids: [999999] }, 'product_ids'],
    ['a negative stock', { stock: -3 }, 'stock'],
  ])('refuses %s and writes nothing', async (_what, change, field) => {
    const before = await count();
    const r = await call('POST', BASE, { ...valid, name: `坏包 ${field}`, ...change });
    expect(r.code).toBe(40000);
    expect(r.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('accepts an ISBN-10 with an X check digit', async () => {
    const r = await call('POST', BASE, { ...valid, name: 'ISBN-10 礼包', books: [{ isbn: '0-8044-2957-X', title: 'Test', edition: '', quantity: 1 }] });
    expect(r.code).toBe(20000);
  });

  it('refuses a second package of the same name', async () => {
    const r = await call('POST', BASE, { ...valid, name: '政治精讲精练 + 冲刺课' });
    expect(r.code).toBe(40000);
    expect(r.data.errors[0].field).toBe('name');
  });

  it('lists the packages whose stock is at or below their alert level', async () => {
    const low = await call('GET', `${BASE}?low_stock=1&limit=100`);
    expect(low.code).toBe(20000);
    const names = low.data.items.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['英语真题黄皮书 + 精讲课', '政治精讲精练 + 冲刺课', '复试礼包：面试手册']));
    for (const p of low.data.items) expect(p.stock).toBeLessThanOrEqual(p.stock_alert);
    const rest = await call('GET', `${BASE}?low_stock=0&limit=100`);
    for (const p of rest.data.items) expect(p.stock).toBeGreaterThan(p.stock_alert);
    expect(low.data.total + rest.data.total).toBe(await count());
  });

  it('lets the viewer read and refuses the viewer every write', async () => {
    const list = await call('GET', BASE, undefined, viewer);
    expect(list.code).toBe(20000);
    const id = list.data.items[0].id;
    expect((await call('GET', '/practice/book/course/package/list/simple', undefined, viewer)).code).toBe(20000);
    const post = await call('POST', BASE, { ...valid, name: '观察者的包' }, viewer);
    expect(post.code).toBe(40300);
    expect(post.msg).toContain('auth.add_book_course_package');
    expect((await call('PATCH', `${BASE}${id}/`, { stock: 1, version: list.data.items[0].version }, viewer)).msg).toContain('auth.change_book_course_package');
    expect((await call('DELETE', `${BASE}${id}/`, undefined, viewer)).msg).toContain('auth.delete_book_course_package');
  });
});
