import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync, statSync } from 'node:fs';

export interface HeaderOptions {
  /** runtime-config.json: its `remoteOrigins` may serve remote code, so the CSP allows them. */
  runtimeConfigFile: string;
  /** Strict-Transport-Security max-age in seconds, when the console is served over TLS. */
  hstsMaxAge?: number;
}

/** `remoteOrigins` of runtime-config.json as origins (re-read when the file changes). */
function remoteOriginsReader(file: string): () => string[] {
  let seen = '';
  let origins: string[] = [];
  return () => {
    let stamp = '';
    try {
      const st = statSync(file);
      stamp = `${st.mtimeMs}:${st.size}`;
    } catch {
      return [];
    }
    if (stamp !== seen) {
      seen = stamp;
      try {
        const list = (JSON.parse(readFileSync(file, 'utf8')) as { remoteOrigins?: unknown }).remoteOrigins;
        origins = (Array.isArray(list) ? list : []).flatMap((o) => {
          try {
            const u = new URL(String(o));
            return u.protocol === 'https:' || u.protocol === 'http:' ? [u.origin] : [];
          } catch {
            return [];
          }
        });
      } catch {
        origins = [];
      }
    }
    return origins;
  };
}

/** Inline scripts a page sent by this reply may run, as CSP sources ('sha256-…'). */
const inlineScripts = new WeakMap<FastifyReply, readonly string[]>();

/**
 * Lets the HTML of this reply run its own inline scripts, each named by its hash (the sign-in
 * page's hold script, static.ts): no other inline script runs.
 */
export function allowInlineScripts(reply: FastifyReply, sources: readonly string[]): void {
  inlineScripts.set(reply, sources);
}

/**
 * The page policy: scripts, styles, fonts and requests only from this origin and the remote
 * origins of the runtime configuration, no inline script but those named by hash, never framed. Inline styles are
 * allowed because antd writes its CSS-in-JS into <style> elements at run time; images may come
 * from any https host because ads and covers point at CDNs.
 */
export function pageCsp(remoteOrigins: readonly string[], scriptHashes: readonly string[] = []): string {
  const src = ["'self'", ...remoteOrigins].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${[src, ...scriptHashes.map((h) => `'${h}'`)].join(' ')}`,
    `style-src ${src} 'unsafe-inline'`,
    `font-src ${src} data:`,
    `connect-src ${src}`,
    `img-src 'self' data: blob: https:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Device features no screen of the console uses, refused to the page and anything it embeds;
 * fullscreen stays for this origin's video previews.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

/**
 * Production headers: every HTML page gets the CSP above (unless it set a stricter one) and is
 * never framed; every response a Referrer-Policy, `nosniff` (the SSO form and the text 404s as
 * much as the API), a Permissions-Policy and Cross-Origin-Opener-Policy (a page another site
 * opened keeps no handle on the console's window), and HSTS when configured; API answers are
 * never stored by a cache.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: HeaderOptions): void {
  const origins = remoteOriginsReader(opts.runtimeConfigFile);
  const hsts = opts.hstsMaxAge ? `max-age=${opts.hstsMaxAge}; includeSubDomains` : null;
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('referrer-policy', 'same-origin');
    // API answers carry user text (feedback, notes), 404s echo the path: never sniffed into a page.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (hsts) reply.header('strict-transport-security', hsts);
    if (req.url.startsWith('/admin_api')) reply.header('cache-control', 'no-store');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      // A page with a stricter policy of its own (the SSO form: no script at all) keeps it.
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', pageCsp(origins(), inlineScripts.get(reply)));
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
