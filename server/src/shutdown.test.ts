/** SIGTERM drains: a request already in flight finishes and is kept, new connections are refused, exit 0. */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { placeholderPng } from './seed/png';
import { serverEnv } from './test/databases';
import { startServerProcess, type RunningServer } from './test/process';

let dir: string;
let running: RunningServer | null = null;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-shutdown-'));
});
afterAll(() => {
  if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function request(base: string, method: string, url: string, headers: Record<string, string>, body?: string | Buffer) {
  return new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString('latin1'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Resolves once a new connection is refused: the listener has closed. A probe that lands while
 * the server closes may be reset instead (accepted, then closed as idle): that is no answer yet,
 * so it probes again until the refusal.
 */
async function untilRefused(base: string): Promise<void> {
  for (;;) {
    try {
      await request(base, 'GET', '/admin_api/ready', {});
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ECONNREFUSED') return;
      if (code !== 'ECONNRESET') throw err;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('finishes an upload in flight at SIGTERM, refuses new connections meanwhile, then exits 0 with the upload kept', async () => {
  const env = await serverEnv(dir);
  running = await startServerProcess(env);
  const base = running.base;
  const login = await request(
    base,
    'POST',
    '/admin_api/v1/account/auth/token/create',
    { 'AUTH-SYS': 'admin', 'content-type': 'application/json' },
    JSON.stringify({ username: 'admin', password: 'demo123456' }),
  );
  const token = JSON.parse(login.text).data.token as string;

  const png = placeholderPng(8, 8, [1, 2, 3], [4, 5, 6]);
  const boundary = '----drain-test';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, png, tail]);

  // Headers first (Expect: 100-continue tells us the server has taken the request), body later.
  const req = http.request(`${base}/admin_api/v1/base/upload/image`, {
    method: 'POST',
    agent: false,
    headers: {
      'AUTH-SYS': 'admin',
      token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
  });
  await new Promise<void>((resolve) => req.on('continue', resolve));
  req.write(head);

  running.child.kill('SIGTERM');
  await untilRefused(base);
  expect(running.child.exitCode).toBeNull();

  req.end(Buffer.concat([png, tail]));
  const res = await answered;
  expect(res.status).toBe(200);
  const url = JSON.parse(res.text).data.url as string;
  expect(await running.exited).toEqual({ code: 0, signal: null });

  running = await startServerProcess(env);
  const got = await request(running.base, 'GET', url, {});
  expect(got.status).toBe(200);
  expect(Buffer.from(got.text, 'latin1').equals(png)).toBe(true);
  running.child.kill('SIGTERM');
  expect(await running.exited).toEqual({ code: 0, signal: null });
}, 120_000);
