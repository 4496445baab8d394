// What the server benchmarks share: HTTP requests (one timed to its last byte, or many through a
// keep-alive agent), signing in to the API, and the server process's resident memory.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const API = '/admin_api/v1';

/**
 * One request on its own connection (no keep-alive, so each is timed alone): status, headers,
 * bytes received, ms to the last byte and the body as text. A body that is not a string or a
 * Buffer is sent as JSON. `keepText(res)` false drops the body as it arrives (a large export is
 * counted, not held).
 */
export function request(port, method, url, headers, body, { keepText = () => true } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks = [];
      let bytes = 0;
      const keep = keepText(res);
      res.on('data', (c) => {
        bytes += c.length;
        if (keep) chunks.push(c);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, bytes, ms: performance.now() - t0, text: keep ? Buffer.concat(chunks).toString('utf8') : '' }),
      );
    });
    req.on('error', reject);
    req.end(body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
  });
}

/**
 * One request to the server on loopback through `agent` (keep-alive under load): its status and
 * body text, nothing else, for the load generators whose own loops time it.
 */
export function send(port, method, url, headers, body, agent) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The API's headers for a JSON request (the console's AUTH-SYS), with the token once signed in. */
export const apiHeaders = (token) => ({ 'AUTH-SYS': 'admin', 'content-type': 'application/json', ...(token ? { token } : {}) });

/** Signs in through the API and returns the session token. */
export async function signIn(port, username, password) {
  const r = await request(port, 'POST', `${API}/account/auth/token/create`, apiHeaders(), { username, password });
  const token = JSON.parse(r.text).data?.token;
  if (!token) throw new Error(`sign-in as ${username} failed: ${r.status} ${r.text.slice(0, 200)}`);
  return token;
}

/** The process's resident memory in MB (/proc/<pid>/status VmRSS). */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Runs `fn` while sampling the process's RSS every `everyMs`; returns its result and the peak RSS. */
export async function sampledRss(pid, fn, everyMs = 20) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  try {
    const result = await fn();
    peak = Math.max(peak, rssMb(pid));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
