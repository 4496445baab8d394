import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings the server sends, best first. */
const CODINGS = ['br', 'gzip'] as const;

/**
 * The content codings an Accept-Encoding header allows, in the client's order of preference
 * (q-values; on a tie, brotli before gzip). `*` stands for any coding not named; `q=0` refuses.
 */
export function acceptedCodings(header: string | string[] | undefined): string[] {
  if (!header) return [];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of text.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qp = params.find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const star = q.get('*');
  return CODINGS.map((coding, i) => ({ coding, q: q.get(coding) ?? star ?? 0, i }))
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((c) => c.coding);
}

/** JSON bodies shorter than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Dynamic compression of JSON responses: brotli at quality 4 (about gzip 6's
 * speed, smaller output) or gzip 6, whichever the client prefers by Accept-Encoding, for bodies
 * of at least COMPRESS_THRESHOLD characters. It runs in zlib's thread pool, off the event loop.
 * Static files are not touched (their payload is a stream; they have precompressed copies).
 */
export function compressJson(threshold = COMPRESS_THRESHOLD) {
  return (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void): void => {
    if (typeof payload !== 'string' || payload.length < threshold || reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const coding = acceptedCodings(req.headers['accept-encoding'])[0];
    if (!coding) return done(null, payload);
    const finish = (err: Error | null, out: Buffer) => {
      if (err) return done(null, payload); // never fail a response over its compression
      reply.header('content-encoding', coding);
      reply.removeHeader('content-length');
      done(null, out);
    };
    if (coding === 'br') {
      brotliCompress(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }, finish);
    } else gzip(payload, { level: 6 }, finish);
  };
}
