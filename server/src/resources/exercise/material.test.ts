/** Study materials (/exercise/materialManage): the category tree, materials with uploaded files, the download log. */
import { simplePdf } from '../../uploads/pdf-writer';
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

type Node = { id: number; name: string; parent_id: number | null; version: number; material_count: number; children: Node[] };
type Material = {
  id: number;
  title: string;
  classify_id: number;
  version: number;
  download_count: number;
  page_count: number | null;
  file: { url: string; name: string; size: number };
};
const call = async (method: string, url: string, body?: unknown, token = admin): Promise<Envelope> => (await s.call(method, url, { token, body })).body;
const tree = async (): Promise<Node[]> => (await call('GET', '/practice/material/classify/tree/')).data;
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const find = async (name: string) => flat(await tree()).find((n) => n.name === name)!;
const materials = async (query = ''): Promise<{ items: Material[]; total: number }> => (await call('GET', `/practice/material/item/?limit=100${query}`)).data;

const BOUNDARY = '----material-test';
const upload = (bytes: Buffer, filename: string, token = admin) =>
  s.app.inject({
    method: 'POST',
    url: '/admin_api/v1/base/upload/document',
    headers: { 'AUTH-SYS': 'admin', token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

describe('material categories', () => {
  it('reads the demo tree with each category’s materials counted', async () => {
    const t = await tree();
    expect(t.map((n) => n.name)).toEqual(['政治', '英语', '数学', '专业课', '复试']);
    expect((await find('数学')).children.map((n) => n.name)).toEqual(['数学一', '数学二', '数学三']);
    expect(flat(t).reduce((a, n) => a + n.material_count, 0)).toBe(30);
  });

  it('moves a category under another parent in one versioned batch, and refuses the same request again', async () => {
    const interview = await find('复试');
    const english = await find('英语');
    const items = [...english.children.map((n) => ({ id: n.id, version: n.version })), { id: interview.id, version: interview.version }];
    const r = await call('PUT', '/practice/material/classify/move/', { parent_id: english.id, items });
    expect(r.code).toBe(20000);
    expect((await find('英语')).children.map((n) => n.name)).toEqual(['英语一', '英语二', '复试']);
    expect((await call('PUT', '/practice/material/classify/move/', { parent_id: english.id, items })).code).toBe(40900);
    const back = await find('复试');
    const roots = (await tree()).map((n) => ({ id: n.id, version: n.version }));
    expect((await call('PUT', '/practice/material/classify/move/', { parent_id: null, items: [...roots, { id: back.id, version: back.version }] })).code).toBe(
      20000,
    );
  });

  it('refuses to delete a category that holds materials until they are moved, then moves them in the same transaction', async () => {
    const maths2 = await find('数学二');
    expect(maths2.material_count).toBeGreaterThan(0);
    const before = (await materials(`&classify_id=${maths2.id}`)).total;
    const refused = await call('DELETE', `/practice/material/classify/${maths2.id}/`, { version: maths2.version });
    expect(refused.code).toBe(40000);
    expect(refused.data.errors[0].field).toBe('move_to');
    expect((await find('数学二')).material_count).toBe(maths2.material_count);
    const into = await call('DELETE', `/practice/material/classify/${maths2.id}/`, { version: maths2.version, move_to: maths2.id });
    expect(into.code).toBe(40000);
    const maths1 = await find('数学一');
    const ok = await call('DELETE', `/practice/material/classify/${maths2.id}/`, { version: maths2.version, move_to: maths1.id });
    expect(ok.code).toBe(20000);
    expect(flat(await tree()).some((n) => n.name === '数学二')).toBe(false);
    expect((await find('数学一')).material_count).toBe(maths1.material_count + before);
  });

  it('refuses a branch with children unless confirmed', async () => {
    const politics = await find('政治');
    const r = await call('DELETE', `/practice/material/classify/${politics.id}/`, { version: politics.version });
    expect(r.code).toBe(40000);
    expect(r.data.errors[0].field).toBe('with_children');
  });
});

describe('materials', () => {
  it('lists the demo materials with their PDFs’ page counts and download counts, and a category’s list takes in its subcategories', async () => {
    const all = await materials();
    expect(all.total).toBe(30);
    expect(all.items.every((m) => typeof m.page_count === 'number' && m.page_count > 0)).toBe(true);
    expect(all.items.some((m) => m.download_count > 0)).toBe(true);
    const english = await find('英语');
    const branch = await materials(`&classify_id=${english.id}`);
    const own = flat([english]).reduce((a, n) => a + n.material_count, 0);
    expect(branch.total).toBe(own);
    const file = await s.app.inject({ url: all.items[0].file.url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('stores an uploaded PDF once, says so on a second upload, and gives its page count', async () => {
    const pdf = simplePdf('Material upload test', 7);
    const first = await upload(pdf, 'notes.pdf');
    expect(first.statusCode).toBe(200);
    const a = first.json().data;
    expect(a).toMatchObject({ type: 'application/pdf', size: pdf.length, page_count: 7, duplicate: false });
    expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
    const again = (await upload(pdf, 'renamed-copy.pdf')).json().data;
    expect(again).toMatchObject({ url: a.url, duplicate: true, page_count: 7, sha256: a.sha256 });
    const served = await s.app.inject({ url: a.url });
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const classify = await find('英语一');
    const made = await call('POST', '/practice/material/item/', {
      title: '上传测试资料',
      classify_id: classify.id,
      file: { url: a.url, name: 'notes.pdf', size: a.size },
    });
    expect(made.code).toBe(20000);
    expect(made.data).toMatchObject({ page_count: 7, download_count: 0, access: 'free' });
  });

  it.each([
    ['a file that was never uploaded', { file: { url: '/uploads/0123456789abcdef0123456789abcdef.pdf', name: 'x.pdf', size: 10 } }, 'file'],
    ['a category that does not exist', { classify_id: 999999 }, 'classify_id'],
    ['a bought-only material without a course product', { access: 'purchased' }, 'product_ids'],
    ['an end before its start', { start_at: '2027-02-01T00:00:00Z', end_at: '2027-01-01T00:00:00Z' }, 'end_at'],
  ])('refuses %s and writes nothing', async (_what, change, field) => {
    const [any] = (await materials()).items;
    const before = (await materials()).total;
    const r = await call('POST', '/practice/material/item/', { title: '坏资料', classify_id: any.classify_id, file: any.file, ...change });
    expect(r.code).toBe(40000);
    expect(r.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await materials()).total).toBe(before);
  });

  it('logs downloads and counts them per day, with every day of the window', async () => {
    const [m] = (await materials('&ordering=id')).items;
    const log = await call('GET', `/practice/material/download/?material_id=${m.id}&limit=100`);
    expect(log.code).toBe(20000);
    expect(log.data.total).toBe(m.download_count);
    const daily = await call('GET', `/practice/material/download/daily/?material_id=${m.id}&days=30`);
    expect(daily.data).toHaveLength(30);
    expect(daily.data.reduce((a: number, d: { count: number }) => a + d.count, 0)).toBe(m.download_count);
    const days = daily.data.map((d: { day: string }) => Date.parse(`${d.day}T00:00:00Z`));
    days.slice(1).forEach((t: number, i: number) => expect(t - days[i]).toBe(86_400_000));
  });

  it('lets the viewer read and refuses the viewer every write', async () => {
    expect((await call('GET', '/practice/material/item/', undefined, viewer)).code).toBe(20000);
    expect((await call('GET', '/practice/material/classify/tree/', undefined, viewer)).code).toBe(20000);
    expect((await call('GET', '/practice/material/download/daily/', undefined, viewer)).code).toBe(20000);
    const [m] = (await materials()).items;
    const post = await call('POST', '/practice/material/item/', { title: '观察者', classify_id: m.classify_id, file: m.file }, viewer);
    expect(post.code).toBe(40300);
    expect(post.msg).toContain('auth.resource_add');
    expect((await call('PATCH', `/practice/material/item/${m.id}/`, { title: 'x', version: m.version }, viewer)).msg).toContain('auth.resource_change');
    expect((await call('POST', '/practice/material/classify/', { name: '观察者分类' }, viewer)).code).toBe(40300);
    expect((await upload(simplePdf('viewer', 1), 'v.pdf', viewer)).statusCode).toBe(403);
  });
});
