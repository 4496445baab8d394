/**
 * PostgreSQL goes away under two running instances and comes back: requests fail at once with
 * 50000 and a message that says why, health says so, no process dies; afterwards the same
 * processes serve again and every write they acknowledged before is there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DB_UNAVAILABLE_MSG } from './db/errors';
import { httpCall, httpLogin } from './test/http';
import { startPgCluster, type PgCluster } from './test/pg-cluster';
import { startServerProcess, type RunningServer } from './test/process';

let cluster: PgCluster;
let servers: RunningServer[] = [];
let dirs: string[] = [];

beforeAll(async () => {
  // A cluster of its own (this test stops it), with fsync on like production.
  cluster = await startPgCluster();
  const c = new pg.Client({ connectionString: cluster.url() });
  await c.connect();
  await c.query('create database admin');
  await c.end();
  dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'admin-faults-')));
  servers = [];
  for (const dir of dirs) servers.push(await startServerProcess({ DATA_DIR: dir, DATABASE_URL: cluster.url('admin'), DEMO: '1' }));
}, 120_000);

afterAll(async () => {
  for (const s of servers) {
    if (s.child.exitCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }
  await cluster?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const AD = { image: 'https://img.example.com/a.png', platforms: [2], start_at: '2026-12-01T00:00:00+08:00', end_at: '2027-01-01T00:00:00+08:00' };

/** Health of an instance, polled until `code` (PostgreSQL takes a moment to accept connections). */
async function untilHealth(base: string, code: number) {
  for (;;) {
    const r = await httpCall(base, 'GET', '/admin_api/health');
    if (r.body.code === code) return r;
    await new Promise((res) => setTimeout(res, 100));
  }
}

it('survives PostgreSQL stopping (crash) and starting again, losing no acknowledged write', async () => {
  const [a, b] = servers;
  const token = await httpLogin(a.base, 'admin');
  const acknowledged: number[] = [];
  for (let i = 0; i < 6; i++) {
    const s = servers[i % 2];
    const r = await httpCall(s.base, 'POST', '/base/ads/launch', { token, body: { ...AD, title: `停机前 ${i}` } });
    expect(r.body.code).toBe(20000);
    acknowledged.push(r.body.data.id);
  }

  // An immediate stop is a crash: no shutdown checkpoint, recovery from the WAL on the next start.
  await cluster.stop('immediate');

  for (const s of [a, b]) {
    for (const [method, url, body] of [
      ['GET', '/base/ads/launch', undefined],
      ['POST', '/base/ads/launch', { ...AD, title: '停机时' }],
      ['POST', '/account/auth/token/create', { username: 'admin', password: 'demo123456' }],
    ] as const) {
      const r = await httpCall(s.base, method, url, { token, body });
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ code: 50000, msg: DB_UNAVAILABLE_MSG, data: { database: 'unavailable' } });
    }
    const health = await httpCall(s.base, 'GET', '/admin_api/health');
    expect(health.status).toBe(500);
    expect(health.body).toEqual(expect.objectContaining({ code: 50000, msg: DB_UNAVAILABLE_MSG, data: expect.objectContaining({ database: 'unavailable' }) }));
    expect((await httpCall(s.base, 'GET', '/admin_api/ready')).body.code).toBe(50000);
  }
  // Static pages and uploads' 404s do not need the database; the processes are alive.
  for (const s of [a, b]) expect(s.child.exitCode).toBeNull();

  await cluster.start();
  for (const s of [a, b]) expect((await untilHealth(s.base, 20000)).body.data.database).toBe('ok');

  // The same processes serve again; every acknowledged write is there, the refused one is not.
  for (const s of [a, b]) {
    const list = await httpCall(s.base, 'GET', '/base/ads/launch?page=1&limit=100&title=停机', { token });
    expect(list.body.code).toBe(20000);
    const ids = (list.body.data.items as { id: number; title: string }[]).map((x) => x.id);
    expect(ids.sort()).toEqual([...acknowledged].sort());
    expect((list.body.data.items as { title: string }[]).some((x) => x.title === '停机时')).toBe(false);
    expect(list.body.data.total).toBe(acknowledged.length);
  }
  // Writes work again, seen by the other instance.
  const after = await httpCall(b.base, 'POST', '/base/ads/launch', { token, body: { ...AD, title: '恢复后' } });
  expect(after.body.code).toBe(20000);
  expect((await httpCall(a.base, 'GET', `/base/ads/launch/${after.body.data.id}`, { token })).body.data.title).toBe('恢复后');
  for (const s of [a, b]) expect(s.child.exitCode).toBeNull();
}, 120_000);
