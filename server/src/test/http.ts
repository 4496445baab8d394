import { API_PREFIX, DEMO_PASSWORD, HEADER } from '@admin/shared/contract';
import http from 'node:http';

export interface HttpResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  bytes: Buffer;
  headers: http.IncomingHttpHeaders;
}

/**
 * One request to a server process on its own connection (no keep-alive socket outlives a test).
 * `url` under /admin_api/v1 may be given without the prefix; JSON bodies are sent as JSON, a
 * Buffer as is (set the content type in `headers`).
 */
export function httpCall(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const full = url.startsWith('/admin_api') || url.startsWith('/uploads') || url.startsWith('/admin') ? url : `${API_PREFIX}${url}`;
  const headers: Record<string, string> = { [HEADER.system]: HEADER.systemValue, ...(opts.token ? { [HEADER.token]: opts.token } : {}), ...opts.headers };
  let payload: Buffer | undefined;
  if (Buffer.isBuffer(opts.body)) payload = opts.body;
  else if (opts.body !== undefined) {
    payload = Buffer.from(JSON.stringify(opts.body));
    headers['content-type'] ??= 'application/json';
  }
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${full}`, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        let body: unknown = null;
        try {
          body = JSON.parse(bytes.toString('utf8'));
        } catch {
          body = null;
        }
        resolve({ status: res.statusCode!, body, bytes, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in and returns the token (throws with the envelope when refused). */
export async function httpLogin(base: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await httpCall(base, 'POST', '/account/auth/token/create', { body: { username, password } });
  if (r.body?.code !== 20000) throw new Error(`login ${username} on ${base}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.token as string;
}

/** A multipart body with one file field. */
export function multipartFile(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----admin-test-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
