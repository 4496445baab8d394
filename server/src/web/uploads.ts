import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_TYPES, UPLOAD_NAME_RE, uploadsDir } from '../families/upload';

/**
 * Serves uploaded images from /uploads/<random>.<ext> with the sniffed type only, never as
 * anything a browser would render as a document or run (nosniff, CSP default-src 'none').
 */
export function registerUploads(app: FastifyInstance, dataDir: string): void {
  const dir = uploadsDir(dataDir);
  const schema = {
    tags: ['uploads'],
    summary: 'An uploaded image (sniffed type, nosniff, CSP default-src none)',
    params: { type: 'object', properties: { name: { type: 'string', pattern: UPLOAD_NAME_RE.source } }, required: ['name'] },
  };
  app.get('/uploads/:name', { schema }, (req, reply) => {
    const { name } = req.params as { name: string };
    if (!UPLOAD_NAME_RE.test(name) || !existsSync(path.join(dir, name))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('404: 图片不存在 / image not found\n');
    }
    const ext = name.slice(name.lastIndexOf('.') + 1);
    const type = IMAGE_TYPES.find((t) => t.ext === ext)!.type;
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('content-disposition', 'inline');
    reply.type(type);
    return reply.sendFile(name, dir, { cacheControl: false, contentType: false });
  });
}
