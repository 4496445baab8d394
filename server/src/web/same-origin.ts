import type { FastifyRequest } from 'fastify';

/** `from`'s host is `host` (read with `from`'s scheme, so a default port written out or not compares equal). */
function sameHost(from: string, host: string): boolean {
  try {
    const f = new URL(from);
    return f.host === new URL(`${f.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * True when a browser says the request comes from a page of this site: its `Origin` (sent with
 * every POST by current browsers), else its `Referer`, names the host the request was sent to.
 * Neither (or `Origin: null`) is refused. Only the host is compared: behind a TLS proxy the
 * request may arrive as http while the page was https.
 */
export function fromThisSite(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  const from = typeof origin === 'string' ? origin : typeof req.headers.referer === 'string' ? req.headers.referer : null;
  return from !== null && sameHost(from, req.host);
}
