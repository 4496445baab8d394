/**
 * A database made by the previous release migrates to this build, on the project's engine. The
 * release's demo database is in test/previous-release/ (SQL dumps made by its make.ts on that
 * release): this build starts on it, applies only what is new, keeps every recorded migration
 * where it was (Kysely knows them by name and refuses a list whose order changed), ends with the
 * schema a new database gets, and serves the old records.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { createTestDatabase, onPostgres } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import type { Db } from './database';
import { MIGRATIONS } from './migrations';

const dump = (name: string) => gunzipSync(readFileSync(path.join(__dirname, '../test/previous-release', name))).toString();

/**
 * What staff of the previous release leave under a resource name this build renames
 * (`course.classify` → `course.navigation`): a history entry and their column settings.
 */
const LEFT_UNDER_OLD_NAMES = [
  "insert into audit_log (username, resource, record_id, action, created_at, updated_at) values ('admin', 'course.classify', '2', 'update', '2026-12-01T09:00:00.000Z', '2026-12-01T09:00:00.000Z')",
  `insert into account_preference (user_id, key, value, updated_at) values ((select id from admin_user where username = 'admin'), 'columns:course.classify', '{"hidden":["sort"]}', '2026-12-01T09:00:00.000Z')`,
];

type Recorded = { name: string; timestamp: string }[];
const RECORDED = 'select name, timestamp from schema_migration order by name';

/** A data folder (and, on PostgreSQL, its database) holding the previous release's database, and the migrations it recorded. */
async function previousRelease(): Promise<{ dir: string; recorded: Recorded; files: Map<string, Buffer> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-previous-release-'));
  if (onPostgres()) {
    const c = new pg.Client({ connectionString: (await createTestDatabase(dir)).url });
    await c.connect();
    try {
      await c.query(dump('postgres.sql.gz'));
      // The dump empties search_path for its session.
      await c.query('set search_path = public');
      // Uploads live in the database on PostgreSQL (in the folder on SQLite, which the dump has not).
      const files = new Map((await c.query('select name, data from upload')).rows.map((r: { name: string; data: Buffer }) => [r.name, r.data]));
      for (const sql of LEFT_UNDER_OLD_NAMES) await c.query(sql);
      return { dir, recorded: (await c.query(RECORDED)).rows as Recorded, files };
    } finally {
      await c.end();
    }
  }
  const db = new Database(path.join(dir, 'admin.sqlite'));
  try {
    db.exec(dump('sqlite.sql.gz'));
    for (const sql of LEFT_UNDER_OLD_NAMES) db.exec(sql);
    return { dir, recorded: db.prepare(RECORDED).all() as Recorded, files: new Map() };
  } finally {
    db.close();
  }
}

type Column = { table: string; name: string; type: string; nullable: boolean; default: boolean };
async function schemaOf(db: Db): Promise<Column[]> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.name.startsWith('schema_migration'));
  return tables
    .flatMap((t) => t.columns.map((c) => ({ table: t.name, name: c.name, type: c.dataType, nullable: c.isNullable, default: c.hasDefaultValue })))
    .sort((a, b) => `${a.table}.${a.name}`.localeCompare(`${b.table}.${b.name}`));
}
const recorded = async (db: Db) => (await db.selectFrom('schema_migration').select(['name', 'timestamp']).orderBy('name').execute()) as Recorded;

let dir: string;
let old: TestServer;
let fresh: TestServer;
let before: Recorded;
let files: Map<string, Buffer>;
beforeAll(async () => {
  ({ dir, recorded: before, files } = await previousRelease());
  old = await startTestServer({ dataDir: dir, demo: false });
  fresh = await startTestServer({ demo: false });
}, 120_000);
afterAll(async () => {
  await old?.close();
  await fresh?.close();
  rmSync(dir, { recursive: true, force: true });
});

it("keeps the previous release's migrations recorded as they were and applies the rest after them", async () => {
  const now = await recorded(old.db);
  expect(now.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
  expect(before.length).toBeGreaterThan(30);
  expect(now.slice(0, before.length)).toEqual(before);
  expect(old.app.info.created).toBe(false);
  const health = await old.app.inject({ url: '/admin_api/health' });
  expect(health.json()).toMatchObject({ code: 20000, data: { database: 'ok' } });
});

it('ends with the schema a new database of this build gets', async () => {
  expect(await schemaOf(old.db)).toEqual(await schemaOf(fresh.db));
});

it("serves the previous release's records and accounts, and writes them", async () => {
  const token = await old.login('admin');
  const launch = await old.call('GET', '/base/ads/launch/?limit=1&ordering=id', { token });
  expect(launch.body.code).toBe(20000);
  expect(launch.body.data.total).toBeGreaterThan(0);
  const [first] = launch.body.data.items as { id: number; version: number }[];
  const changed = await old.call('PATCH', `/base/ads/launch/${first.id}`, { token, body: { title: '迁移后修改', version: first.version } });
  expect(changed.body).toMatchObject({ code: 20000, data: { title: '迁移后修改', version: first.version + 1 } });
  const tree = await old.call('GET', '/course/classify/tree/', { token });
  expect(tree.body.code).toBe(20000);
  expect((tree.body.data as unknown[]).length).toBeGreaterThan(0);
  for (const username of ['ads', 'viewer', 'nobody']) await expect(old.login(username)).resolves.toEqual(expect.any(String));
});

(onPostgres() ? it : it.skip)('serves the files the previous release stored in the database, whole and in ranges', async () => {
  expect(files.size).toBeGreaterThan(0);
  for (const [name, bytes] of files) {
    const whole = await old.app.inject({ url: `/uploads/${name}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await old.app.inject({ url: `/uploads/${name}`, headers: { range: 'bytes=1-' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(1))).toBe(true);
  }
});

it('moves what the previous release kept under a renamed resource to its new name', async () => {
  const entries = await old.db.selectFrom('audit_log').select('resource').where('record_id', '=', '2').where('action', '=', 'update').execute();
  expect(entries.map((e) => e.resource)).toEqual(['course.navigation']);
  const token = await old.login('admin');
  const history = await old.call('GET', '/audit/history/?resource=course.navigation&id=2', { token });
  expect(history.body.data.items).toEqual([expect.objectContaining({ action: 'update', username: 'admin' })]);
  expect((await old.call('GET', '/account/preferences/columns:course.navigation/', { token })).body.data.value).toEqual({ hidden: ['sort'] });
  expect((await old.call('GET', '/account/preferences/columns:course.classify/', { token })).body.data.value).toBeNull();
});
