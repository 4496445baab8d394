/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: nothing that
 * matters may live in one process only.
 */
import { Kysely, PostgresDialect } from 'kysely';
import type { Db } from './db/database';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { placeholderPng } from './seed/png';
import { createTestDatabase, type TestDatabase } from './test/databases';
import { httpCall, httpLogin, multipartFile } from './test/http';
import { startServerProcess, type RunningServer } from './test/process';

let database: TestDatabase;
let a: RunningServer;
let b: RunningServer;
let dirs: string[] = [];

const AD = {
  title: '两台实例',
  image: 'https://img.example.com/a.png',
  platforms: [2, 3],
  start_at: '2026-12-01T00:00:00+08:00',
  end_at: '2027-01-01T00:00:00+08:00',
};

beforeAll(async () => {
  database = await createTestDatabase();
  // Each instance its own data folder: nothing may be shared through the local disk.
  dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'admin-fleet-')));
  // Both start at once on an empty database: migrations and demo seeding must happen once.
  [a, b] = await Promise.all(dirs.map((dir) => startServerProcess({ DATA_DIR: dir, DATABASE_URL: database.url, DEMO: '1' })));
}, 120_000);

afterAll(async () => {
  for (const s of [a, b]) {
    if (s && s.child.exitCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }
  await database?.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('a fleet of two instances on one PostgreSQL', () => {
  it('started together, they migrated and seeded the database once', async () => {
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }) });
    try {
      const users = await db.selectFrom('admin_user').select('username').orderBy('username').execute();
      expect(users.map((u) => u.username)).toEqual(['abroad', 'admin', 'ads', 'nobody', 'viewer']);
      const migrations = await db.selectFrom('schema_migration').select('name').execute();
      expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
    } finally {
      await db.destroy();
    }
    expect([a, b].filter((s) => s.output().includes('Demo mode')).length).toBe(1);
    for (const s of [a, b]) expect((await httpCall(s.base, 'GET', '/admin_api/ready')).body.code).toBe(20000);
  });

  it('a token from A works on B; signing in again on B revokes it on both (50021)', async () => {
    const first = await httpLogin(a.base, 'ads');
    expect((await httpCall(b.base, 'GET', '/base/ads/launch', { token: first })).body.code).toBe(20000);
    const second = await httpLogin(b.base, 'ads');
    for (const s of [a, b]) {
      const r = await httpCall(s.base, 'GET', '/base/ads/launch', { token: first });
      expect(r.body.code).toBe(50021);
      expect((await httpCall(s.base, 'GET', '/base/ads/launch', { token: second })).body.code).toBe(20000);
    }
  });

  it('five wrong passwords spread over A and B throttle the account on both (42900)', async () => {
    for (const s of [a, b, a, b, a]) {
      const r = await httpCall(s.base, 'POST', '/account/auth/token/create', { body: { username: 'viewer', password: 'wrong-password' } });
      expect(r.body.code).toBe(40000);
    }
    for (const s of [b, a]) {
      const r = await httpCall(s.base, 'POST', '/account/auth/token/create', { body: { username: 'viewer', password: 'demo123456' } });
      expect(r.status).toBe(429);
      expect(r.body.code).toBe(42900);
    }
  });

  it('concurrent versioned updates of one record on A and B: exactly one wins, the other gets 40900', async () => {
    // One staff token used on both instances, as a browser behind the balancer does.
    const token = await httpLogin(b.base, 'admin');
    const created = await httpCall(a.base, 'POST', '/base/ads/launch', { token, body: AD });
    expect(created.body.code).toBe(20000);
    const id = created.body.data.id as number;
    for (let round = 0; round < 5; round++) {
      const current = await httpCall(b.base, 'GET', `/base/ads/launch/${id}`, { token });
      const version = current.body.data.version as number;
      const results = await Promise.all(
        [a, b].map((s, i) => httpCall(s.base, 'PATCH', `/base/ads/launch/${id}`, { token, body: { title: `第 ${round} 轮 ${i ? 'B' : 'A'}`, version } })),
      );
      const codes = results.map((r) => r.body.code).sort();
      expect(codes).toEqual([20000, 40900]);
      const winner = results.find((r) => r.body.code === 20000)!;
      const after = await httpCall(a.base, 'GET', `/base/ads/launch/${id}`, { token });
      expect(after.body.data).toEqual(expect.objectContaining({ version: version + 1, title: winner.body.data.title }));
    }
  });

  it('an image uploaded through A is served by B', async () => {
    const token = await httpLogin(a.base, 'ads');
    const png = placeholderPng(6, 6, [9, 9, 9], [200, 10, 10]);
    const m = multipartFile('file', 'x.png', png, 'image/png');
    const up = await httpCall(a.base, 'POST', '/base/upload/image', { token, body: m.body, headers: m.headers });
    expect(up.body.code).toBe(20000);
    const got = await httpCall(b.base, 'GET', up.body.data.url);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.bytes.equals(png)).toBe(true);
  });

  it('a list total on B changes right after a create on A', async () => {
    const token = await httpLogin(a.base, 'admin');
    const total = async () => (await httpCall(b.base, 'GET', '/base/ads/launch?page=1&limit=1', { token })).body.data.total as number;
    const before = await total();
    expect(await total()).toBe(before); // now cached on B
    expect((await httpCall(a.base, 'POST', '/base/ads/launch', { token, body: { ...AD, title: '在 A 新增' } })).body.code).toBe(20000);
    expect(await total()).toBe(before + 1);
  });
});
