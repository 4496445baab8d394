import { Code } from '@admin/shared/contract';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, uploadResultSchema } from '@admin/shared/contract/resources';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ApiError, invalid } from '../http/api-error';
import type { Registry } from '../http/registry';

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
export const UPLOAD_NAME_RE = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

const TOO_LARGE = `图片不能超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;
const fileError = (message: string) => invalid([{ field: UPLOAD_FIELD, message }]);

/** POST base/upload/image (DESIGN 5): sniffed type, size limit, random name; returns `{ url }`. */
export function uploadFamily(reg: Registry): void {
  reg.add('upload', 'image', (_e, deps) => ({
    body: 'multipart',
    response: uploadResultSchema,
    summary: '上传图片（multipart 字段 file；PNG、JPEG、GIF、WebP，≤ 5 MB）',
    handle: async (c) => {
      if (!c.req.isMultipart()) throw fileError('请以 multipart/form-data 上传，文件字段名为 file');
      let buf: Buffer;
      let field: string;
      try {
        const part = await c.req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 } });
        if (!part) throw fileError('请选择要上传的图片');
        field = part.fieldname;
        buf = await part.toBuffer();
      } catch (err) {
        if (err instanceof ApiError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(Code.TOO_LARGE, TOO_LARGE, { errors: [{ field: UPLOAD_FIELD, message: TOO_LARGE }] });
        if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw fileError('一次只能上传一个文件，且不要附带其他字段');
        throw err;
      }
      if (field !== UPLOAD_FIELD) throw invalid([{ field, message: `文件字段名应为 ${UPLOAD_FIELD}` }]);
      if (buf.length === 0) throw fileError('文件是空的');
      const kind = sniffImage(buf);
      if (!kind) throw fileError('只支持 PNG、JPEG、GIF、WebP 图片（按文件内容识别，不看扩展名）');
      const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
      await deps.uploads.put(name, kind.type, buf);
      return { url: `/uploads/${name}` };
    },
  }));
}
