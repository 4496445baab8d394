import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_EXTS, UPLOAD_NAME_RE } from '../resources/reference/uploads';
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
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('404: 图片不存在 / image not found\n');
    if (!UPLOAD_NAME_RE.test(name)) return notFound();
    // Streamed from the store (a folder's file, or the database's chunks): videos are up to 2 GB.
    const stored = await store.stat(name);
    if (!stored) return notFound();
    const { size } = stored;
    const ext = name.slice(name.lastIndexOf('.') + 1);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    // Documents are downloaded, never opened in the console's origin (a PDF viewer runs script).
    reply.header('content-disposition', ATTACHMENT_EXTS.includes(ext) ? `attachment; filename="${name}"` : 'inline');
    reply.type(stored.type);
    reply.header('accept-ranges', 'bytes');
    const range = byteRange(req.headers.range, size);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send('');
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    reply.header('content-length', end - start + 1);
    return reply.send(size === 0 ? '' : store.stream(name, start, end));
  });
}
