// The rich-text allow-list against an XSS corpus, and the registry applying it to every body.
import { crudSchemas, richText } from '@admin/shared/contract/resources';
import Fastify from 'fastify';
import { z } from 'zod';
import { Registry } from '../http/registry';
import type { Deps } from '../types';
import { sanitizeBody, sanitizeRichText } from './rich-text';
import { CORPUS, FORBIDDEN } from './xss-corpus';

describe('sanitizeRichText', () => {
  it.each(CORPUS.map((c) => [c]))('leaves nothing dangerous of %s', (html) => {
    const out = sanitizeRichText(html);
    for (const re of FORBIDDEN) expect(out).not.toMatch(re);
    // Nothing left that a browser would parse as an event handler, whatever the markup.
    expect(out).not.toMatch(/<[^>]*\son[a-z]+=/i);
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong> <em>斜</em> <u>下划线</u> <s>删除</s> <code>x</code></p>' +
      '<ul><li>一</li></ul><ol start="3"><li>二</li></ol><blockquote><p>引用</p></blockquote><pre><code>code</code></pre><hr>' +
      '<p><a href="https://example.com/a?b=1">链接</a> <a href="mailto:a@example.com">mail</a></p>' +
      '<p><img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="图"><img src="https://cdn.example.com/a.png"></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />').replace(/(<img [^>]*?)>/g, '$1 />'));
  });

  it('opens links with a target in a new context without access to the console', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps an image of this origin only when its path, resolved as a browser would, is an upload', () => {
    const img = (src: string) => sanitizeRichText(`<p><img src="${src}" /></p>`);
    for (const src of [
      '/uploads/../admin_api/v1/account/auth/user/logout',
      '/uploads/%2e%2e/admin_api/v1/account/auth/user/logout',
      '/uploads/.%2E/admin_api/docs',
      '/uploads\\..\\admin_api/docs',
      '/uploads/..%2fadmin_api/docs',
      '/uploads/a/../../admin/',
      '/uploads/',
      '/\\evil.example.com/a.png',
      'uploads/a.png',
    ]) {
      expect([src, img(src)]).toEqual([src, '<p></p>']);
    }
    // Kept as the browser will request it.
    expect(img('/uploads/./0123456789abcdef0123456789abcdef.png')).toBe('<p><img src="/uploads/0123456789abcdef0123456789abcdef.png" /></p>');
    expect(img('/uploads/a.png?w=100')).toBe('<p><img src="/uploads/a.png?w=100" /></p>');
  });

  it('keeps text that looks like markup as text', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; a &gt; b</p>')).toBe('<p>1 &lt; 2 &amp;&amp; a &gt; b</p>');
  });
});

describe('sanitizeBody', () => {
  const item = z.strictObject({ title: z.string(), body: richText(500) });
  const schema = z.strictObject({ title: z.string(), content: richText(1000).default(''), items: z.array(item).optional(), note: richText().nullable() });

  it('cleans rich-text fields at any depth and leaves other fields untouched', () => {
    const body = {
      title: '<b>plain text field</b>',
      content: '<p onclick="x()">a</p><script>x()</script>',
      items: [{ title: '<i>t</i>', body: '<img src=x onerror=alert(1)><b>b</b>' }],
      note: null,
    };
    expect(sanitizeBody(schema, body)).toEqual({
      title: '<b>plain text field</b>',
      content: '<p>a</p>',
      items: [{ title: '<i>t</i>', body: '<b>b</b>' }],
      note: null,
    });
  });

  it('returns the same object when nothing changes', () => {
    const body = { title: 'x', content: '<p>a</p>' };
    expect(sanitizeBody(schema, body)).toBe(body);
  });

  it('finds rich text inside the patch schema of crudSchemas (optional, no default)', () => {
    const { patch, update } = crudSchemas({ content: richText(100).default('') });
    expect(sanitizeBody(patch, { content: '<p>x<script>1</script></p>', version: 1 })).toEqual({ content: '<p>x</p>', version: 1 });
    expect(sanitizeBody(update, { content: '<svg onload=1>', version: 1 })).toEqual({ content: '', version: 1 });
  });
});

describe('every endpoint body', () => {
  it('reaches the handler sanitised (the registry cleans before any family writes)', async () => {
    const app = Fastify();
    const reg = new Registry();
    let seen: unknown;
    reg.add('test.article', 'create', () => ({
      body: z.strictObject({ title: z.string(), content: richText(200) }),
      handle: async (c) => (seen = c.body),
    }));
    reg.mount(app, { now: () => new Date() } as Deps, {
      endpoints: [{ method: 'POST', path: '/test/article/', resource: 'test.article', op: 'create', auth: 'public', permissions: [] }],
    });
    const res = await app.inject({
      method: 'POST',
      url: '/admin_api/v1/test/article/',
      payload: { title: 't', content: '<p>ok<img src=x onerror=alert(1)></p>' },
    });
    expect(res.json()).toEqual(expect.objectContaining({ code: 20000 }));
    expect(seen).toEqual({ title: 't', content: '<p>ok</p>' });
    await app.close();
  });
});
