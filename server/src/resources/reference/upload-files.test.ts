// Document and video uploads: recognised by content, size-limited, served safely, permission-checked.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { DOCX, MKV, MP4, PDF, PPTX, WEBM, XLSX, ZIP, oleWith, zipOf } from '../../test/files';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('ads');
}, 60_000);
afterAll(async () => s.close());

const BOUNDARY = '----admin-test-boundary';
const head = (field: string, filename: string, type: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

const upload = (kind: 'document' | 'video', content: Buffer | Readable, filename = 'x.bin', tok = token, field = 'file') =>
  s.app.inject({
    method: 'POST',
    url: `/admin_api/v1/base/upload/${kind}`,
    headers: { 'AUTH-SYS': 'admin', token: tok, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.isBuffer(content) ? Buffer.concat([head(field, filename, 'application/octet-stream'), content, tail]) : content,
  });

/** A multipart body of `size` zero bytes, streamed so the test never holds it whole. */
function bigBody(size: number): Readable {
  let sent = 0;
  const chunk = Buffer.alloc(1024 * 1024);
  let stage = 0;
  return new Readable({
    read() {
      if (stage === 0) {
        stage = 1;
        this.push(Buffer.concat([head('file', 'big.pdf', 'application/pdf'), Buffer.from('%PDF-1.4\n')]));
      } else if (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        this.push(chunk.subarray(0, n));
      } else if (stage === 1) {
        stage = 2;
        this.push(tail);
      } else this.push(null);
    },
  });
}

describe('document upload', () => {
  it.each([
    ['pdf', PDF, 'application/pdf'],
    ['docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', PPTX, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['doc', oleWith('WordDocument'), 'application/msword'],
    ['xls', oleWith('Workbook'), 'application/vnd.ms-excel'],
    ['ppt', oleWith('PowerPoint Document'), 'application/vnd.ms-powerpoint'],
    ['zip', ZIP, 'application/zip'],
  ])('stores a %s by its content and serves it as an attachment', async (ext, content, type) => {
    // A misleading name: only the bytes count.
    const res = await upload('document', content, 'report.png');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { url: string; type: string; size: number };
    // Stored once per content: the answer names the file's SHA-256 and whether it was there before.
    expect(data).toEqual({
      url: expect.stringMatching(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`)),
      type,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      page_count: null,
      duplicate: false,
    });
    const got = await s.app.inject({ url: data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe(type);
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(content)).toBe(true);
  });

  it.each([
    ['HTML named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.docx'],
    ['an image', Buffer.from('GIF89a\x01\x00\x01\x00'), 'x.doc'],
    ['a compound file that is no Office document', oleWith('SummaryInformation'), 'x.doc'],
    ['a truncated zip', DOCX.subarray(0, 60), 'x.docx'],
    ['an empty file', Buffer.alloc(0), 'x.pdf'],
  ])('refuses %s at the file field with 40000', async (_n, content, name) => {
    const res = await upload('document', content, name);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40000);
    expect(res.json().data.errors).toEqual([{ field: 'file', message: expect.any(String) }]);
  });

  it('tells a zip from an Office file by its entries, not by [Content_Types].xml alone', async () => {
    const res = await upload('document', zipOf({ '[Content_Types].xml': '<Types/>', 'readme.txt': 'x' }));
    expect(res.json().data.url).toMatch(/\.zip$/);
  });

  it('refuses more than 20 MB with 41300 and a message naming the limit', async () => {
    const res = await upload('document', bigBody(20 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(expect.objectContaining({ code: 41300, msg: '文档不能超过 20 MB' }));
    expect(res.json().data.errors).toEqual([{ field: 'file', message: '文档不能超过 20 MB' }]);
  });

  it('needs the image upload permission (an add or change one)', async () => {
    for (const user of ['viewer', 'nobody']) {
      const res = await upload('document', PDF, 'a.pdf', await s.login(user));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(40300);
    }
  });
});

describe('video upload', () => {
  it.each([
    ['mp4', MP4, 'video/mp4'],
    ['webm', WEBM, 'video/webm'],
  ])('stores a %s by its content and serves it inline, nosniff', async (ext, content, type) => {
    const res = await upload('video', content, 'clip.txt');
    expect(res.statusCode).toBe(200);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
    const got = await s.app.inject({ url });
    expect(got.headers['content-type']).toBe(type);
    expect(got.headers['content-disposition']).toBe('inline');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves byte ranges, so a player can seek', async () => {
    const { url } = (await upload('video', MP4)).json().data as { url: string };
    const part = await s.app.inject({ url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await s.app.inject({ url, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(MP4.subarray(MP4.length - 4))).toBe(true);
    const outside = await s.app.inject({ url, headers: { range: `bytes=${MP4.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${MP4.length}`);
    const whole = await s.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(MP4)).toBe(true);
  });

  it.each([
    ['a Matroska file that is not WebM', MKV],
    ['a PDF', PDF],
    ['HTML', Buffer.from('<html><body>video</body></html>')],
  ])('refuses %s with 40000 at the file field', async (_n, content) => {
    const res = await upload('video', content, 'x.mp4');
    expect(res.json()).toEqual(expect.objectContaining({ code: 40000 }));
    expect(res.json().data.errors[0].field).toBe('file');
  });

  it('accepts more than the document limit and refuses more than 100 MB with 41300', async () => {
    const ok = await upload('video', Buffer.concat([MP4, Buffer.alloc(21 * 1024 * 1024)]));
    expect(ok.statusCode).toBe(200);
    const body = bigBody(100 * 1024 * 1024 + 1);
    const res = await upload('video', body);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('视频不能超过 100 MB');
    // ~121 MB through the app's multipart parser: a bound against a hang, not a speed check (it
    // took over jest's default 5 s on a busy 2-core machine, 2026-11-28, with PostgreSQL).
  }, 30_000);

  it('needs an add or change permission', async () => {
    const res = await upload('video', MP4, 'a.mp4', await s.login('viewer'));
    expect(res.statusCode).toBe(403);
  });
});
