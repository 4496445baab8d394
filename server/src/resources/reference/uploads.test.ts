import { readdirSync } from 'node:fs';
import path from 'node:path';
import { dbFingerprint, startTestServer, type TestServer } from '../../test/harness';
import { placeholderPng } from '../../seed/png';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('ads');
}, 60_000);
afterAll(async () => s.close());

function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----admin-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (field: string, filename: string, content: Buffer, type?: string, tok = token) => {
  const m = multipart(field, filename, content, type);
  return s.app.inject({
    method: 'POST',
    url: '/admin_api/v1/base/upload/image',
    headers: { 'AUTH-SYS': 'admin', token: tok, 'content-type': m.contentType },
    payload: m.body,
  });
};

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);

describe('image upload', () => {
  it.each([
    ['png', placeholderPng(4, 4, [1, 2, 3], [4, 5, 6]), 'image/png'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
    ['jpg', JPEG, 'image/jpeg'],
  ])('stores a %s by its content under a random name and serves it safely', async (ext, content, type) => {
    // The client's file name and type are ignored: only the bytes count.
    const res = await upload('file', 'photo.exe', content as Buffer, 'text/html');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
    const got = await s.app.inject({ url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe(type);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toContain("default-src 'none'");
    expect(got.rawPayload.equals(content as Buffer)).toBe(true);
  });

  it.each([
    ['an SVG (can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png'],
    ['an empty file', Buffer.alloc(0), 'x.png'],
  ])('refuses %s with 40000 and stores nothing', async (_n, content, name) => {
    const res = await upload('file', name, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40000);
    expect(res.json().data.errors[0].field).toBe('file');
  });

  it('refuses more than 5 MB with 41300', async () => {
    const big = Buffer.concat([placeholderPng(2, 2, [0, 0, 0], [1, 1, 1]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('file', 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(expect.objectContaining({ code: 41300, msg: '图片不能超过 5 MB' }));
  });

  it('refuses a wrong field name and a non-multipart body', async () => {
    const res = await upload('image', 'a.png', placeholderPng(2, 2, [0, 0, 0], [1, 1, 1]));
    expect(res.json()).toEqual(expect.objectContaining({ code: 40000 }));
    expect(res.json().data.errors[0].message).toContain('file');
    const json = await s.call('POST', '/base/upload/image', { token, body: { file: 'x' } });
    expect(json.body.code).toBe(40000);
  });

  it('refuses a body with a second file or another field and stores neither file', async () => {
    const boundary = '----admin-test-two';
    const part = (name: string, filename: string, content: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/gif\r\n\r\n`),
        content,
        Buffer.from('\r\n'),
      ]);
    const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`);
    const stored = () => {
      try {
        return readdirSync(path.join(s.dir, 'uploads')).length;
      } catch {
        return 0;
      }
    };
    for (const body of [
      [part('file', 'a.gif', GIF), part('file', 'b.gif', GIF)],
      [part('file', 'a.gif', GIF), part('other', 'b.gif', GIF)],
      [part('file', 'a.gif', GIF), field],
    ]) {
      const files = stored();
      const before = await dbFingerprint(s.db);
      const res = await s.app.inject({
        method: 'POST',
        url: '/admin_api/v1/base/upload/image',
        headers: { 'AUTH-SYS': 'admin', token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([...body, Buffer.from(`--${boundary}--\r\n`)]),
      });
      expect(res.json()).toEqual({
        code: 40000,
        msg: expect.any(String),
        data: { errors: [{ field: 'file', message: '一次只能上传一个文件，且不要附带其他字段' }] },
      });
      expect(await dbFingerprint(s.db)).toBe(before);
      expect(stored()).toBe(files);
    }
  });

  it('serves nothing for names it did not make', async () => {
    for (const url of ['/uploads/../admin.sqlite', '/uploads/admin.sqlite', '/uploads/abc.png', '/uploads/%2e%2e%2fadmin.sqlite']) {
      expect((await s.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('needs an add or change permission', async () => {
    const viewer = await s.login('viewer');
    const res = await upload('file', 'a.png', placeholderPng(2, 2, [0, 0, 0], [1, 1, 1]), 'image/png', viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(40300);
  });
});
