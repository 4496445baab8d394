/** The course screens: the category tree (move, delete), recommendations, groups, aggregate products, FAQs. */
import { startTestServer, type Envelope, type TestServer } from '../../test/harness';
import { up as renameToNavigation } from './173-course-navigation';

let s: TestServer;
let admin = '';
let viewer = '';
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  viewer = await s.login('viewer');
}, 60_000);
afterAll(async () => s.close());

type Node = {
  id: number;
  name: string;
  parent_id: number | null;
  version: number;
  is_enable: boolean;
  product_count: number;
  recommend_count: number;
  children: Node[];
};
const call = async (method: string, url: string, body?: unknown, token = admin): Promise<Envelope> => (await s.call(method, url, { token, body })).body;
const tree = async (): Promise<Node[]> => (await call('GET', '/course/classify/tree/')).data;
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const find = async (name: string) => flat(await tree()).find((n) => n.name === name)!;
const refs = (nodes: Node[]) => nodes.map((n) => ({ id: n.id, version: n.version }));

describe('course category tree', () => {
  it('reads three levels with versions and counts, the same categories course/classify/full gives pickers', async () => {
    const t = await tree();
    expect(t.map((n) => n.name)).toEqual(['公共课', '专业课', '图书', '留学']);
    const maths = await find('数学');
    expect(maths.children.map((n) => n.name)).toEqual(['数学一', '数学二', '数学三']);
    expect(flat(t).some((n) => n.product_count > 0)).toBe(true);
    expect(flat(t).some((n) => n.recommend_count > 0)).toBe(true);
    expect((await find('笔记')).is_enable).toBe(false);
    const full = (await call('GET', '/course/classify/full')).data as Node[];
    expect(
      flat(full)
        .map((n) => n.id)
        .sort(),
    ).toEqual(
      flat(t)
        .map((n) => n.id)
        .sort(),
    );
  });

  it('adds a child last among its siblings, and refuses a fourth level', async () => {
    const english = await find('英语');
    const r = await call('POST', '/course/classify/', { name: '英语（非统考）', parent_id: english.id });
    expect(r.code).toBe(20000);
    expect((await find('英语')).children.map((n) => n.name)).toEqual(['英语一', '英语二', '英语（非统考）']);
    const deep = await call('POST', '/course/classify/', { name: '第四级', parent_id: (await find('英语一')).id });
    expect(deep.code).toBe(40000);
    expect(deep.data.errors[0].field).toBe('parent_id');
    const same = await call('POST', '/course/classify/', { name: '英语一', parent_id: english.id });
    expect(same.code).toBe(40000);
  });

  it('moves a category under another parent in one versioned batch, and refuses a stale one', async () => {
    const politics = await find('政治');
    const professional = (await tree()).find((n) => n.name === '专业课')!;
    const items = [{ id: politics.id, version: politics.version }, ...refs(professional.children)];
    const r = await call('PUT', '/course/classify/move/', { parent_id: professional.id, items });
    expect(r.code).toBe(20000);
    const after = (await tree()).find((n) => n.name === '专业课')!;
    expect(after.children[0]).toMatchObject({ name: '政治', parent_id: professional.id, version: politics.version + 1 });
    expect((await tree()).find((n) => n.name === '公共课')!.children.map((n) => n.name)).not.toContain('政治');

    // The same request again: every version it names is now old.
    const stale = await call('PUT', '/course/classify/move/', { parent_id: professional.id, items });
    expect(stale.code).toBe(40900);
    // A sibling left out (someone added it meanwhile) makes the order stale too.
    const partial = await call('PUT', '/course/classify/move/', { parent_id: professional.id, items: refs(after.children).slice(0, 2) });
    expect(partial.code).toBe(40900);
    expect((await tree()).find((n) => n.name === '专业课')!.children.map((n) => n.id)).toEqual(after.children.map((n) => n.id));
  });

  it('refuses a move under the category itself or below three levels', async () => {
    const maths = await find('数学');
    const mathsOne = await find('数学一');
    const cycle = await call('PUT', '/course/classify/move/', { parent_id: mathsOne.id, items: [{ id: maths.id, version: maths.version }] });
    expect(cycle.code).toBe(40000);
    expect(cycle.data.errors[0].message).toMatch(/子分类下/);
    const books = await find('真题');
    const tooDeep = await call('PUT', '/course/classify/move/', { parent_id: books.id, items: [{ id: maths.id, version: maths.version }] });
    expect(tooDeep.code).toBe(40000);
    expect((await find('数学')).version).toBe(maths.version);
  });

  it('renames and switches off with the version read', async () => {
    const toefl = await find('托福');
    const r = await call('PATCH', `/course/classify/${toefl.id}/`, { name: '托福 TOEFL', is_enable: false, version: toefl.version });
    expect(r.data).toMatchObject({ name: '托福 TOEFL', is_enable: false, version: toefl.version + 1 });
    expect((await call('PATCH', `/course/classify/${toefl.id}/`, { name: '托福', version: toefl.version })).code).toBe(40900);
    expect((await call('PATCH', `/course/classify/${toefl.id}/`, { parent_id: 1, version: toefl.version + 1 })).code).toBe(40000);
  });

  it('deletes an empty category; one with children only with with_children, products then unclassified', async () => {
    const cs = await find('计算机');
    const refused = await call('DELETE', `/course/classify/${cs.id}/`, { version: cs.version });
    expect(refused.code).toBe(40000);
    expect(refused.data.errors[0]).toMatchObject({ field: 'with_children', message: expect.stringContaining('2 个子分类') });
    const branch = [cs.id, ...cs.children.map((n) => n.id)];
    const products = await s.db.selectFrom('course_product').select('id').where('classify_id', 'in', branch).execute();
    expect(products.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/course/classify/${cs.id}/`, { version: cs.version, with_children: true })).code).toBe(20000);
    expect(flat(await tree()).some((n) => branch.includes(n.id))).toBe(false);
    expect(await s.db.selectFrom('course_product').select('id').where('classify_id', 'in', branch).execute()).toEqual([]);
    expect(await s.db.selectFrom('course_recommend').select('id').where('classify_id', 'in', branch).execute()).toEqual([]);
    const leaf = await find('408 统考');
    expect(leaf).toBeUndefined();
    const mba = await find('MBA');
    expect((await call('DELETE', `/course/classify/${mba.id}/`, { version: mba.version })).code).toBe(20000);
  });
});

describe('recommendations, groups, aggregate products', () => {
  it('keeps one recommendation of a course per category, in a category that exists', async () => {
    const [first] = (await call('GET', '/course/recommend/?limit=1')).data.items;
    const dup = await call('POST', '/course/recommend/', { classify_id: first.classify_id, product_id: first.product_id });
    expect(dup.code).toBe(40000);
    expect(dup.data.errors[0].field).toBe('product_id');
    // The refusal names the course as the picker shows it, not its id.
    const course = await s.db.selectFrom('course_product').select('name').where('id', '=', first.product_id).executeTakeFirstOrThrow();
    expect(dup.data.errors[0].message).toBe(`推荐课程「${course.name}」已存在`);
    const nowhere = await call('POST', '/course/recommend/', { classify_id: 99999, product_id: first.product_id });
    expect(nowhere.code).toBe(40000);
    expect(nowhere.data.errors[0].field).toBe('classify_id');
    const mine = (await call('GET', `/course/recommend/?classify_id=${first.classify_id}`)).data.items as { classify_id: number }[];
    expect(mine.every((x) => x.classify_id === first.classify_id)).toBe(true);
  });

  it('seeds each recommendation in the category its course is sold under', async () => {
    const recs = (await call('GET', '/course/recommend/?limit=100')).data.items as { classify_id: number; product_id: number }[];
    expect(recs.length).toBeGreaterThan(10);
    const categories = new Map(flat(await tree()).map((n) => [n.id, n.name]));
    const products = await s.db.selectFrom('course_product').select(['id', 'name', 'classify_id']).execute();
    const byId = new Map(products.map((p) => [Number(p.id), p]));
    const misplaced = recs
      .map((r) => ({ category: categories.get(r.classify_id)!, product: byId.get(r.product_id)! }))
      .filter(({ category, product }) => !String(product.name).includes(category))
      .map(({ category, product }) => `${String(product.name)} under ${category}`);
    expect(misplaced).toEqual([]);
    expect(recs.every((r) => Number(byId.get(r.product_id)!.classify_id) === r.classify_id)).toBe(true);
  });

  it('refuses a group naming a course twice or one that does not exist', async () => {
    const twice = await call('POST', '/course/group/', { name: '重复', members: [{ product_id: 1 }, { product_id: 1 }] });
    expect(twice.data.errors).toEqual([expect.objectContaining({ field: 'members' })]);
    const missing = await call('POST', '/course/group/', { name: '不存在', members: [{ product_id: 999999 }] });
    expect(missing.data.errors).toEqual([expect.objectContaining({ field: 'members.product_id' })]);
  });

  it('derives the price range in cents and wants the default SKU among the SKUs', async () => {
    const { items } = (await call('GET', '/course/aggregation/')).data;
    expect(items.length).toBeGreaterThan(3);
    const a = items[0];
    const prices = await s.db
      .selectFrom('course_product')
      .select('price')
      .where(
        'id',
        'in',
        a.skus.map((x: { product_id: number }) => x.product_id),
      )
      .execute();
    expect(a.price_min).toBe(Math.min(...prices.map((p) => Number(p.price))));
    expect(a.price_max).toBe(Math.max(...prices.map((p) => Number(p.price))));
    const bad = await call('PUT', `/course/aggregation/${a.id}/`, { ...a, default_product_id: 999, version: a.version });
    expect(bad.code).toBe(40000);
    expect(bad.data.errors[0].field).toBe('default_product_id');
  });
});

describe('FAQ allocation', () => {
  it('attaches and detaches courses in bulk, all or nothing', async () => {
    const faqs = (await call('GET', '/course/faq-alloc/?limit=3')).data.items as { id: number; version: number; product_ids: number[] }[];
    const items = faqs.map((f) => ({ id: f.id, version: f.version }));
    const r = await call('POST', '/course/faq-alloc/attach/', { items, product_ids: [3, 4] });
    expect(r.code).toBe(20000);
    for (const f of r.data.items) expect(f.product_ids).toEqual(expect.arrayContaining([3, 4]));
    const attached = (await call('GET', '/course/faq-alloc/?product_id=4&limit=100')).data.items.map((f: { id: number }) => f.id);
    expect(attached).toEqual(expect.arrayContaining(faqs.map((f) => f.id)));

    // The versions read before the attach are old now: nothing is detached.
    expect((await call('POST', '/course/faq-alloc/detach/', { items, product_ids: [3] })).code).toBe(40900);
    const fresh = r.data.items.map((f: { id: number; version: number }) => ({ id: f.id, version: f.version }));
    expect((await call('POST', '/course/faq-alloc/attach/', { items: fresh, product_ids: [999999] })).code).toBe(40000);
    const d = await call('POST', '/course/faq-alloc/detach/', { items: fresh, product_ids: [3] });
    expect(d.code).toBe(20000);
    for (const f of d.data.items) expect(f.product_ids).not.toContain(3);
  });

  it('keeps only allowed HTML in the answer', async () => {
    const r = await call('POST', '/course/faq-alloc/', { question: '安全吗？', answer: '<p onclick="x()">是<script>alert(1)</script></p>' });
    expect(r.code).toBe(20000);
    expect(r.data.answer).toBe('<p>是</p>');
  });
});

describe('viewer', () => {
  it.each([
    ['POST', '/course/classify/', { name: '只读', parent_id: null }],
    ['PUT', '/course/classify/move/', { parent_id: null, items: [{ id: 1, version: 1 }] }],
    ['POST', '/course/recommend/', { classify_id: 1, product_id: 1 }],
    ['POST', '/course/group/', { name: '只读', members: [{ product_id: 1 }] }],
    ['POST', '/course/aggregation/', { name: '只读', skus: [], default_product_id: 1 }],
    ['POST', '/course/faq-alloc/attach/', { items: [{ id: 1, version: 1 }], product_ids: [1] }],
  ])('is refused %s %s', async (method, url, body) => {
    const r = await call(method, url, body, viewer);
    expect(r.code).toBe(40300);
  });

  it('reads the tree', async () => {
    expect((await call('GET', '/course/classify/tree/', undefined, viewer)).code).toBe(20000);
  });
});

describe('the resource renamed course.navigation', () => {
  it('gets what a database kept under course.classify: history, deleted records, staged imports, column settings', async () => {
    const at = s.clock.now.toISOString();
    const owner = Number((await s.db.selectFrom('admin_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id);
    const old = { resource: 'course.classify', created_at: at, updated_at: at };
    await s.db
      .insertInto('audit_log')
      .values({ ...old, record_id: '1', action: 'update' })
      .execute();
    await s.db
      .insertInto('recycle_bin')
      .values({ ...old, record_id: '999', name: '旧分类', action: 'delete', snapshot: '{}', username: 'admin', deleted_at: at })
      .execute();
    await s.db
      .insertInto('import_batch')
      .values({ ...old, owner_id: owner, file_name: 'categories.csv' })
      .execute();
    await s.db
      .insertInto('account_preference')
      .values({ user_id: owner, key: 'columns:course.classify', value: '{"hidden":["sort"]}', updated_at: at })
      .execute();
    const named = async (resource: string) =>
      Promise.all(
        ['audit_log', 'recycle_bin', 'import_batch'].map(
          async (t) => (await s.db.selectFrom(t).select('id').where('resource', '=', resource).execute()).length,
        ),
      );

    await renameToNavigation(s.db);
    expect(await named('course.classify')).toEqual([0, 0, 0]);
    expect((await named('course.navigation')).every((n) => n > 0)).toBe(true);
    const prefs = await s.db.selectFrom('account_preference').select('key').where('user_id', '=', owner).where('key', 'like', 'columns:course.%').execute();
    expect(prefs.map((p) => p.key)).toEqual(['columns:course.navigation']);
    // The server answers to the new name: the column settings are read under it.
    expect((await call('GET', '/account/preferences/columns:course.navigation/')).data.value).toEqual({ hidden: ['sort'] });
  });
});
