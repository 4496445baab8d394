/** The real start command as a child process: an acknowledged write survives kill -9; SIGTERM closes cleanly. */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from './test/databases';
import { startServerProcess, type RunningServer } from './test/process';

const H = { 'AUTH-SYS': 'admin', 'content-type': 'application/json' };

/** One request on its own connection (no keep-alive socket outlives the test). */
function api(base: string, method: string, url: string, token?: string, body?: unknown) {
  return new Promise<{ code: number; data: Record<string, unknown> & { token?: string } }>((resolve, reject) => {
    const req = http.request(`${base}/admin_api/v1${url}`, { method, agent: false, headers: { ...H, ...(token ? { token } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const login = async (base: string) =>
  (await api(base, 'POST', '/account/auth/token/create', undefined, { username: 'admin', password: 'demo123456' })).data.token!;

let dir: string;
let running: RunningServer | null = null;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-durability-'));
});
afterAll(() => {
  if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('keeps an acknowledged write across kill -9 and restart', async () => {
  running = await startServerProcess(await serverEnv(dir));
  expect(running.output()).toContain('Demo mode: accounts admin, ads, abroad, viewer, nobody, password demo123456');
  let token = await login(running.base);
  const created = await api(running.base, 'POST', '/base/ads/launch', token, {
    title: '断电也不丢',
    image: 'https://img.example.com/a.png',
    platforms: [2, 3],
    start_at: '2026-12-01T00:00:00+08:00',
    end_at: '2027-01-01T00:00:00+08:00',
  });
  expect(created.code).toBe(20000);
  const patched = await api(running.base, 'PATCH', `/base/ads/launch/${created.data.id}`, token, { title: '改过也不丢', version: created.data.version });
  expect(patched.code).toBe(20000);

  const pid = running.child.pid!;
  running.child.kill('SIGKILL');
  expect((await running.exited).signal).toBe('SIGKILL');
  // The server process itself is gone (not only a wrapper around it).
  expect(() => process.kill(pid, 0)).toThrow();

  running = await startServerProcess(await serverEnv(dir));
  // Not a new database: no demo seeding again.
  expect(running.output()).not.toContain('(new)');
  token = await login(running.base);
  const read = await api(running.base, 'GET', `/base/ads/launch/${created.data.id}`, token);
  expect(read.data).toEqual(expect.objectContaining({ title: '改过也不丢', version: Number(created.data.version) + 1 }));

  running.child.kill('SIGTERM');
  expect(await running.exited).toEqual({ code: 0, signal: null });
}, 120_000);
