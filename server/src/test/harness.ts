import { API_PREFIX, DEMO_PASSWORD, HEADER } from '@admin/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CompiledQuery } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildOptions } from '../app';
import type { Db } from '../db/database';
import { createTestDatabase, onPostgres } from './databases';
import { copySqliteTemplate, pgTemplate, templatesOn } from './demo-template';

/** The test servers' clock starts here (tests move it). */
const TEST_START = '2026-11-21T08:00:00.000Z';

export interface Envelope {
  code: number;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as is (for invalid JSON and oversized bodies). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** Leave out the AUTH-SYS header. */
  noSystemHeader?: boolean;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  dir: string;
  /** A mutable clock: tests move it to expire tokens and throttles. */
  clock: { now: Date };
  call(method: string, url: string, opts?: CallOptions): Promise<{ status: number; body: Envelope; res: LightMyRequestResponse }>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real server in-process on a fresh temporary database (demo data unless told otherwise):
 * a SQLite file, or under the `server-pg` jest project a new PostgreSQL database (the one of
 * `opts.dataDir` when given, so a CLI run on that folder and the server share it).
 */
export async function startTestServer(opts: Partial<BuildOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-server-test-'));
  const clock = { now: new Date(TEST_START) };
  // The demo data at the fixed clock in a new database is the same every time: copied from the
  // run's template rather than seeded again (a given database, folder or clock seeds its own).
  const copy = templatesOn() && opts.demo !== false && !opts.dataDir && !opts.databaseUrl && !opts.dbFile && !opts.now;
  if (copy && !onPostgres()) await copySqliteTemplate('harness', dir, clock.now);
  const template = copy && onPostgres() ? await pgTemplate('harness', clock.now) : undefined;
  const pgDb = onPostgres() && !opts.databaseUrl ? await createTestDatabase(opts.dataDir, template) : null;
  const app = await buildApp({
    dataDir: dir,
    demo: true,
    now: () => new Date(clock.now),
    staticRoot: dir,
    ...(pgDb ? { databaseUrl: pgDb.url } : {}),
    ...opts,
    // The copy holds the demo data already.
    ...(copy ? { demo: false } : {}),
  }).catch(async (err) => {
    await pgDb?.drop();
    throw err;
  });
  const db = app.info.deps.db;

  const call: TestServer['call'] = async (method, url, o = {}) => {
    const headers: Record<string, string> = { ...(o.noSystemHeader ? {} : { [HEADER.system]: HEADER.systemValue }), ...(o.headers ?? {}) };
    if (o.token) headers[HEADER.token] = o.token;
    let payload: string | Buffer | undefined;
    if (o.rawBody !== undefined) {
      payload = o.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (o.body !== undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.inject({
      method: method as 'GET',
      url: url.startsWith('/') && !url.startsWith(API_PREFIX) ? `${API_PREFIX}${url}` : url,
      headers,
      payload,
    });
    let body: Envelope;
    try {
      body = res.json();
    } catch {
      body = { code: -1, msg: res.body, data: null };
    }
    return { status: res.statusCode, body, res };
  };

  const login = async (username: string, password = DEMO_PASSWORD) => {
    const r = await call('POST', '/account/auth/token/create', { body: { username, password } });
    if (r.body.code !== 20000) throw new Error(`login ${username}: ${r.body.code} ${r.body.msg}`);
    return r.body.data.token as string;
  };

  return {
    app,
    db,
    dir,
    clock,
    call,
    login,
    close: async () => {
      await app.close();
      await pgDb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A cheap fingerprint of the whole database (row counts, version sums and latest update per
 * table): equal before and after a request means the request wrote nothing.
 */
type FingerprintRow = { t: string; n: number; v: number | null; u: string | null };
/**
 * Its statement, built once per database: the tables do not change after the migrations, and
 * building a union over every table through Kysely cost more than running it on SQLite.
 */
const fingerprintOf = new WeakMap<Db, CompiledQuery<FingerprintRow>>();

async function fingerprintQuery(db: Db): Promise<CompiledQuery<FingerprintRow>> {
  const known = fingerprintOf.get(db);
  if (known) return known;
  const tables = (await db.introspection.getTables())
    .filter((t) => !t.name.startsWith('schema_migration') && t.name !== 'audit_log')
    .sort((a, b) => a.name.localeCompare(b.name));
  // One statement: a row of aggregates per table.
  const selects = tables.map((t) => {
    const cols = new Set(t.columns.map((c) => c.name));
    return db
      .selectFrom(t.name)
      .select((eb) => [
        eb.val(t.name).as('t'),
        eb.fn.countAll<number>().as('n'),
        cols.has('version') ? eb.fn.sum<number>('version').as('v') : eb.val(0).as('v'),
        cols.has('updated_at') ? eb.fn.max<string>('updated_at').as('u') : eb.val('').as('u'),
      ]);
  });
  const [first, ...rest] = selects;
  const query = rest.reduce((q, x) => q.unionAll(x), first).compile() as CompiledQuery<FingerprintRow>;
  fingerprintOf.set(db, query);
  return query;
}

export async function dbFingerprint(db: Db): Promise<string> {
  const { rows } = await db.executeQuery(await fingerprintQuery(db));
  return rows.map((r) => `${r.t}:${r.n}:${r.v ?? ''}:${r.u ?? ''}`).join('|');
}
