// Resumable uploads (tus): resumed at the server's offset, checked by content and size, owned by
// their account, permission-checked, and stored like any upload. Spoken over real HTTP, as a
// browser's tus client does.
import { API_PREFIX, Code, HEADER } from '@admin/shared/contract';
import { RESUMABLE_MAX_BYTES, RESUMABLE_UPLOAD_PATH } from '@admin/shared/contract/resources';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MP4, PDF } from '../test/files';
import { useTestServer } from '../test/use-test-server';

const s = useTestServer(['ads', 'viewer', 'admin']);
let base = '';
beforeAll(async () => {
  base = await s.app.listen({ port: 0, host: '127.0.0.1' });
});

const TUS = { 'Tus-Resumable': '1.0.0' };
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
const headers = (who: string | null, extra: Record<string, string> = {}) => ({
  ...TUS,
  [HEADER.system]: HEADER.systemValue,
  ...(who ? { [HEADER.token]: s.tokens[who] } : {}),
  ...extra,
});

async function create(who: string | null, size: number, kind = 'video', name = 'clip.mp4') {
  return fetch(`${base}${API_PREFIX}${RESUMABLE_UPLOAD_PATH}`, {
    method: 'POST',
    headers: headers(who, { 'Upload-Length': String(size), 'Upload-Metadata': meta({ kind, filename: name }) }),
  });
}
const send = (who: string, location: string, offset: number, bytes: Buffer) =>
  fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: headers(who, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
    body: new Uint8Array(bytes),
  });
const offsetOf = async (who: string, location: string) => {
  const r = await fetch(`${base}${location}`, { method: 'HEAD', headers: headers(who) });
  return r.status === 200 ? Number(r.headers.get('upload-offset')) : r.status;
};
/** A video of `size` bytes: an MP4 header, then a pattern (so a wrong offset shows in the bytes). */
const video = (size: number) => {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 7) % 251;
  MP4.copy(b, 0);
  return b;
};
const partsDir = () => path.join(s.dir, 'resumable');
const uploadAudits = async (name: string) =>
  s.db.selectFrom('audit_log').select(['username', 'action']).where('resource', '=', 'upload').where('record_id', '=', name).execute();

describe('a resumable upload', () => {
  it('resumes at the offset the server has: only the missing bytes are sent again, and the stored file is whole', async () => {
    const bytes = video(3 * 1024 * 1024 + 17);
    const created = await create('ads', bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location.startsWith(`${API_PREFIX}${RESUMABLE_UPLOAD_PATH}/`)).toBe(true);

    // The first part arrives; the connection drops before the rest (a new request resumes it).
    const first = await send('ads', location, 0, bytes.subarray(0, 1024 * 1024));
    expect(first.status).toBe(204);
    const resumeAt = await offsetOf('ads', location);
    expect(resumeAt).toBe(1024 * 1024);
    // A part sent at a stale offset is refused and changes nothing.
    expect((await send('ads', location, 0, bytes.subarray(0, 10))).status).toBe(409);

    const last = await send('ads', location, resumeAt, bytes.subarray(resumeAt));
    expect(last.status).toBe(200);
    const answer = (await last.json()) as { code: number; data: { url: string; type: string; size: number; sha256: string } };
    expect(answer.code).toBe(20000);
    expect(answer.data).toEqual({
      url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.mp4$/),
      type: 'video/mp4',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const served = await fetch(`${base}${answer.data.url}`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const ranged = await fetch(`${base}${answer.data.url}`, { headers: { range: 'bytes=1048576-1048585' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(1048576, 1048586))).toBe(true);
    // Stored with its audit row; the part is gone.
    expect(await uploadAudits(answer.data.url.slice('/uploads/'.length))).toEqual([{ username: 'ads', action: 'video' }]);
    expect(readdirSync(partsDir()).filter((f) => location.endsWith(f.replace(/\.json$/, '')))).toEqual([]);
  });

  it('stores a document once by its content, with its page count, and points a second upload at it', async () => {
    const up = async () => {
      const c = await create('ads', PDF.length, 'document', 'notes.pdf');
      const r = await send('ads', c.headers.get('location')!, 0, PDF);
      return ((await r.json()) as { data: { url: string; duplicate: boolean; page_count: number | null } }).data;
    };
    const a = await up();
    const b = await up();
    expect(a.duplicate).toBe(false);
    expect(b).toEqual({ ...a, duplicate: true });
    const served = await fetch(`${base}${a.url}`);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses a file whose content is not of its kind, by content not name, and keeps nothing', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>'.padEnd(2000, ' '));
    const c = await create('ads', html.length, 'video', 'clip.mp4');
    const location = c.headers.get('location')!;
    const r = await send('ads', location, 0, html);
    expect(r.status).toBe(400);
    expect(((await r.json()) as { msg: string }).msg).toBe('只支持 MP4 和 WebM 视频（按文件内容识别，不看扩展名）');
    expect(await offsetOf('ads', location)).toBe(404);
    expect(existsSync(path.join(partsDir(), location.split('/').pop()!))).toBe(false);
  });

  it('checks the kind and the declared size before a byte is sent', async () => {
    const tooBig = await create('ads', RESUMABLE_MAX_BYTES.video + 1);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { msg: string }).msg).toBe('视频不能超过 2048 MB');
    const docTooBig = await create('ads', RESUMABLE_MAX_BYTES.document + 1, 'document', 'a.pdf');
    expect(((await docTooBig.json()) as { msg: string }).msg).toBe('文档不能超过 200 MB');
    const noKind = await create('ads', 10, 'image');
    expect(noKind.status).toBe(400);
    expect(((await noKind.json()) as { msg: string }).msg).toBe('上传的元数据 kind 应为 video 或 document');
    expect(readdirSync(partsDir(), { withFileTypes: true }).filter((f) => f.isFile())).toEqual([]);
  });

  it('is refused without a session or an upload permission, and belongs to the account that created it', async () => {
    const anonymous = await create(null, 10);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: number }).code).toBe(Code.TOKEN_INVALID);
    const viewer = await create('viewer', 10);
    expect(viewer.status).toBe(403);
    expect(((await viewer.json()) as { msg: string }).msg).toMatch(/^缺少权限/);

    const c = await create('ads', MP4.length);
    const location = c.headers.get('location')!;
    // Another account with the permission can neither see, continue nor cancel it.
    expect(await offsetOf('admin', location)).toBe(404);
    expect((await send('admin', location, 0, MP4)).status).toBe(404);
    expect((await fetch(`${base}${location}`, { method: 'DELETE', headers: headers('admin') })).status).toBe(404);
    // Its owner cancels it: the part is gone.
    expect((await fetch(`${base}${location}`, { method: 'DELETE', headers: headers('ads') })).status).toBe(204);
    expect(await offsetOf('ads', location)).toBe(404);
  });
});
