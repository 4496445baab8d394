/**
 * The input rules every call obeys (shared/src/contract/input-rules.ts), through the real server
 * and database: a control character anywhere in the path, the query or the body is 40000 on its
 * field, on both databases, before any query runs.
 */
import { dbFingerprint } from '../test/harness';
import { useTestServer } from '../test/use-test-server';

const s = useTestServer(['admin']);

const NUL_AT = (n: number) => `第 ${n} 个字符是不可见的控制字符 U+0000，请删除后再提交`;

describe('control characters', () => {
  it('are refused in sign-in, before the account is looked up', async () => {
    const r = await s.call('POST', '/account/auth/token/create', { body: { username: 'admin\u0000', password: 'demo123456' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors).toEqual([{ field: 'username', message: NUL_AT(6) }]);
    const pw = await s.call('POST', '/account/auth/token/create', { body: { username: 'admin', password: '\u0000demo123456' } });
    expect(pw.body.data.errors).toEqual([{ field: 'password', message: NUL_AT(1) }]);
  });

  it('are refused in any text field of a write, naming the field, and nothing is written', async () => {
    const before = await dbFingerprint(s.db);
    const tag = await s.call('POST', '/course/tag/', { token: s.tokens.admin, body: { name: '热\u0000卖' } });
    expect(tag.body.code).toBe(40000);
    expect(tag.body.data.errors).toEqual([{ field: 'name', message: NUL_AT(2) }]);
    const news = await s.call('POST', '/article/news/', {
      token: s.tokens.admin,
      body: { title: '标题', category: 'policy', summary: 'a\u001bb', body: '<p>x\u007f</p>' },
    });
    expect(news.body.data.errors).toEqual([
      { field: 'summary', message: '第 2 个字符是不可见的控制字符 U+001B，请删除后再提交' },
      { field: 'body', message: '第 5 个字符是不可见的控制字符 U+007F，请删除后再提交' },
    ]);
    const c1 = await s.call('POST', '/course/tag/', { token: s.tokens.admin, body: { name: '热卖\u0085' } });
    expect(c1.body.data.errors).toEqual([{ field: 'name', message: '第 3 个字符是不可见的控制字符 U+0085，请删除后再提交' }]);
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('are refused inside batches and JSON values, keys included', async () => {
    const before = await dbFingerprint(s.db);
    const tags = (await s.call('GET', '/course/tag/?limit=1', { token: s.tokens.admin })).body.data.items as { id: number; version: number }[];
    const bulk = await s.call('PATCH', '/course/tag/bulk/', {
      token: s.tokens.admin,
      body: { items: tags.map(({ id, version }) => ({ id, version })), changes: { name: 'x\u0001' } },
    });
    expect(bulk.body.data.errors).toEqual([{ field: 'changes.name', message: '第 2 个字符是不可见的控制字符 U+0001，请删除后再提交' }]);
    const pref = await s.call('PUT', '/account/preferences/columns:test/', {
      token: s.tokens.admin,
      body: { value: { ok: ['a', 'b\u0000'], 'k\u0000': 1 }, version: 0 },
    });
    expect(pref.body.data.errors).toEqual([
      { field: 'value.ok.1', message: NUL_AT(2) },
      { field: 'value.k<U+0000>', message: `字段名中${NUL_AT(2)}` },
    ]);
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('are refused in the query and the path', async () => {
    const q = await s.call('GET', '/article/news/?title=%00', { token: s.tokens.admin });
    expect(q.body.code).toBe(40000);
    expect(q.body.data.errors).toEqual([{ field: 'query.title', message: NUL_AT(1) }]);
    const p = await s.call('GET', '/account/preferences/a%00b/', { token: s.tokens.admin });
    expect(p.body.data.errors).toEqual([{ field: 'path.key', message: NUL_AT(2) }]);
  });

  it('lets tab, line feed and carriage return through, and stores them', async () => {
    const summary = '第一行\r\n第二行\t尾';
    const r = await s.call('POST', '/article/news/', {
      token: s.tokens.admin,
      body: { title: '多行摘要', category: 'policy', summary, body: '<p>a</p>\n<p>b</p>' },
    });
    expect(r.body.code).toBe(20000);
    const read = await s.call('GET', `/article/news/${r.body.data.id}/`, { token: s.tokens.admin });
    expect(read.body.data.summary).toBe(summary);
  });
});
