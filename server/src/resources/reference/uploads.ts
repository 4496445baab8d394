import { Code } from '@admin/shared/contract';
import {
  DOCUMENT_MAX_BYTES,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  VIDEO_MAX_BYTES,
  fileUploadResultSchema,
  uploadResultSchema,
} from '@admin/shared/contract/resources';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { storeAudited } from '../../audit/upload';
import { ApiError, invalid } from '../../http/api-error';
import type { Ctx } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { sniffDocument, sniffVideo, type Sniffed } from '../../uploads/sniff';
import { pdfPageCount } from '../../uploads/pdf';
import type { Db } from '../../db/database';

/** Image types recognised by their first bytes (never by file name or the client's content type). */
export const IMAGE_TYPES = [
  { ext: 'png', type: 'image/png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', type: 'image/jpeg', test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', type: 'image/gif', test: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const sniffImage = (b: Buffer) => IMAGE_TYPES.find((t) => t.test(b));
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
export const UPLOAD_NAME_RE = /^[a-f0-9]{32}\.(png|jpg|gif|webp|pdf|docx|xlsx|pptx|doc|xls|ppt|zip|mp4|webm)$/;
/** Stored files a browser must download, never display. */
export const ATTACHMENT_EXTS: readonly string[] = ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'zip'];

const fileError = (message: string) => invalid([{ field: UPLOAD_FIELD, message }]);
const mb = (bytes: number) => bytes / 1024 / 1024;

interface UploadKind {
  /** 图片 / 文档 / 视频: how messages name the file. */
  noun: string;
  max: number;
  sniff: (b: Buffer) => Sniffed | null | undefined;
  wrongType: string;
}

/** Reads the one file of a multipart upload and checks its size and content. */
async function receive(c: Ctx, kind: UploadKind): Promise<{ buf: Buffer; found: Sniffed }> {
  if (!c.req.isMultipart()) throw fileError('请以 multipart/form-data 上传，文件字段名为 file');
  const tooLarge = `${kind.noun}不能超过 ${mb(kind.max)} MB`;
  let buf: Buffer | undefined;
  let field = UPLOAD_FIELD;
  try {
    // Every part is read before anything is stored: a second file or any field is refused by the
    // limits (the iterator throws), so a body with two files is never half-stored.
    for await (const part of c.req.parts({ limits: { fileSize: kind.max, files: 1, fields: 0 } })) {
      if (part.type !== 'file') throw fileError('一次只能上传一个文件，且不要附带其他字段');
      field = part.fieldname;
      buf = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(Code.TOO_LARGE, tooLarge, { errors: [{ field: UPLOAD_FIELD, message: tooLarge }] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw fileError('一次只能上传一个文件，且不要附带其他字段');
    throw err;
  }
  if (!buf) throw fileError(`请选择要上传的${kind.noun}`);
  if (field !== UPLOAD_FIELD) throw invalid([{ field, message: `文件字段名应为 ${UPLOAD_FIELD}` }]);
  if (buf.length === 0) throw fileError('文件是空的');
  const found = kind.sniff(buf);
  if (!found) throw fileError(kind.wrongType);
  return { buf, found };
}

const randomName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** Checks an upload, stores it under a random name. */
async function receiveAndStore(c: Ctx, kind: UploadKind, put: (name: string, type: string, b: Buffer) => Promise<void>) {
  const { buf, found } = await receive(c, kind);
  const name = randomName(found.ext);
  await put(name, found.type, buf);
  return { url: `/uploads/${name}`, type: found.type, size: buf.length };
}

/**
 * A checked document, stored once per content: its SHA-256 names a file stored before (the answer
 * points at it, `duplicate: true`), else it is stored with its digest and page count.
 */
export async function storeDocument(db: Db, bytes: Buffer, found: Sniffed, now: Date, put: (name: string) => Promise<void>, fixedName?: string) {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const known = await db.selectFrom('upload_document').select(['name', 'content_type', 'size', 'page_count']).where('sha256', '=', sha256).executeTakeFirst();
  if (known) {
    const pages = known.page_count === null ? null : Number(known.page_count);
    return { url: `/uploads/${known.name}`, type: String(known.content_type), size: Number(known.size), sha256, page_count: pages, duplicate: true };
  }
  const name = fixedName ?? randomName(found.ext);
  const page_count = found.ext === 'pdf' ? pdfPageCount(bytes) : null;
  // A write request is one transaction (the row and the file stand or fall together); the demo seed
  // runs on the startup connection, where a transaction of its own would wait for itself.
  await db
    .insertInto('upload_document')
    .values({ name, sha256, content_type: found.type, size: bytes.length, page_count, created_at: now.toISOString() })
    .execute();
  await put(name);
  return { url: `/uploads/${name}`, type: found.type, size: bytes.length, sha256, page_count, duplicate: false };
}

const IMAGE: UploadKind = {
  noun: '图片',
  max: UPLOAD_MAX_BYTES,
  sniff: sniffImage,
  wrongType: '只支持 PNG、JPEG、GIF、WebP 图片（按文件内容识别，不看扩展名）',
};
/** Reads and checks one image of a multipart body without storing it (a record keeps its bytes itself). */
export const receiveImage = (c: Ctx) => receive(c, IMAGE);

const DOCUMENT: UploadKind = {
  noun: '文档',
  max: DOCUMENT_MAX_BYTES,
  sniff: sniffDocument,
  wrongType: '只支持 PDF、Word、Excel、PowerPoint（含 doc/xls/ppt）和 zip 文件（按文件内容识别，不看扩展名）',
};
const VIDEO: UploadKind = { noun: '视频', max: VIDEO_MAX_BYTES, sniff: sniffVideo, wrongType: '只支持 MP4 和 WebM 视频（按文件内容识别，不看扩展名）' };

/** POST base/upload/image, document and video (DESIGN 5): sniffed type, size limit, random name. */
export function uploadFamily(reg: Registry): void {
  reg.add('upload', 'image', (_e, deps) => ({
    body: 'multipart',
    response: uploadResultSchema,
    summary: '上传图片（multipart 字段 file；PNG、JPEG、GIF、WebP，≤ 5 MB）',
    handle: async (c) => ({ url: (await receiveAndStore(c, IMAGE, (n, t, b) => storeAudited(deps, c, n, () => deps.uploads.put(n, t, b)))).url }),
  }));
  reg.add('upload', 'document', (_e, deps) => ({
    body: 'multipart',
    response: fileUploadResultSchema,
    summary:
      '上传文档（multipart 字段 file；PDF、docx/xlsx/pptx、doc/xls/ppt、zip，≤ 20 MB；以附件下载；同一内容只存一份，重复上传指向已有文件并标明 duplicate；PDF 给出页数）',
    handle: async (c) => {
      const { buf, found } = await receive(c, DOCUMENT);
      return storeDocument(deps.db, buf, found, c.now, (n) => storeAudited(deps, c, n, () => deps.uploads.put(n, found.type, buf)));
    },
  }));
  reg.add('upload', 'video', (_e, deps) => ({
    body: 'multipart',
    response: fileUploadResultSchema,
    summary: '上传视频（multipart 字段 file；MP4、WebM，≤ 100 MB）',
    handle: (c) => receiveAndStore(c, VIDEO, (n, t, b) => storeAudited(deps, c, n, () => deps.uploads.put(n, t, b))),
  }));
}
