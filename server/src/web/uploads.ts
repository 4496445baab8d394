import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_EXTS, UPLOAD_NAME_RE } from '../families/upload';
import { byteRange } from '../uploads/range';
import type { UploadStore } from '../uploads/store';

/**
 * Serves uploaded images, documents and videos from /uploads/<random>.<ext> with the sniffed type only, never as
 * anything a browser would render as a document or run (nosniff, CSP default-src 'none'). The
 * bytes come from the upload store, so every instance of a fleet serves every upload.
 */
export function registerUploads(app: FastifyInstance, store: UploadStore): void {
  const schema = {
    tags: ['uploads'],
    summary: 'An uploaded file (sniffed type, nosniff, CSP default-src none; documents as attachments)',
    params: { type: 'object', properties: { name: { type: 'string', pattern: UPLOAD_NAME_RE.source } }, required: ['name'] },
  };
  app.get('/uploads/:name', { schema }, async (req, reply) => {
    const { name } = req.params as { name: string };
    const file = UPLOAD_NAME_RE.test(name) ? await store.get(name) : null;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('404: 图片不存在 / image not found\n');
    const ext = name.slice(name.lastIndexOf('.') + 1);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    // Documents are downloaded, never opened in the console's origin (a PDF viewer runs script).
    reply.header('content-disposition', ATTACHMENT_EXTS.includes(ext) ? `attachment; filename="${name}"` : 'inline');
    reply.type(file.type);
    reply.header('accept-ranges', 'bytes');
    const range = byteRange(req.headers.range, file.bytes.length);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.bytes.length}`).send('');
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.bytes.length}`);
      return reply.send(file.bytes.subarray(range.start, range.end + 1));
    }
    return reply.send(file.bytes);
  });
}
