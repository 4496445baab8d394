import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The one place that knows the database engine. Repositories get a `Kysely<any>` and write only
 * SQL that Kysely can also render for PostgreSQL (no SQLite-only functions or pragmas outside
 * this file and the migration helpers).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export interface DbHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** Where the data lives (for messages; a URL's password is masked). */
  location: string;
  close(): Promise<void>;
}

/**
 * Rows as objects from better-sqlite3's array ("raw") rows: it builds an object column by column,
 * about twice the cost of an array plus one object literal compiled per statement (a list page
 * reads 20 rows of 20 columns on every request). Same keys, same values, same last-wins rule
 * for a repeated column name.
 */
function objectRows(st: Database.Statement) {
  const names = st.columns().map((c) => c.name);
  const make = new Function('r', `return { ${names.map((n, i) => `${JSON.stringify(n)}: r[${i}]`).join(', ')} };`) as (r: unknown[]) => Record<string, unknown>;
  st.raw(true);
  return {
    reader: true,
    all: (params: unknown[]) => (st.all(...params) as unknown[][]).map(make),
    iterate: function* (params: unknown[]) {
      for (const r of st.iterate(...params) as IterableIterator<unknown[]>) yield make(r);
    },
    run: (params: unknown[]) => st.run(...params),
  };
}

/**
 * Kysely prepares every query anew; preparing is a large share of a small query's cost. The same
 * SQL text (parameters are bound separately) reuses its prepared statement.
 */
function withStatementCache(sqlite: Database.Database, max = 500) {
  type Prepared = Database.Statement | ReturnType<typeof objectRows>;
  const cache = new Map<string, Prepared>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let st = cache.get(sql);
      if (!st) {
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        const raw = sqlite.prepare(sql);
        st = raw.reader ? objectRows(raw) : raw;
        cache.set(sql, st);
      }
      return st as Database.Statement;
    },
  };
}

/**
 * SQLite's DDL is transactional, but Kysely's SQLite adapter says it is not (a pragma such as
 * foreign_keys cannot change inside a transaction, and Kysely cannot know a migration uses none;
 * ours do not: pragmas live in this file only). Saying it is makes the Migrator run the pending
 * migrations in one transaction, as it does on PostgreSQL: a migration that fails half-way leaves
 * no table behind that the next start would trip over, and a fresh database commits (and syncs)
 * once instead of once per statement.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SqliteWithTransactionalDdl extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

export function openSqlite(file: string): DbHandle {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // FULL: an acknowledged write is on disk before the response leaves, even on power loss.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db: Db = new Kysely({ dialect: new SqliteWithTransactionalDdl({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    location: file,
    close: () => db.destroy(),
  };
}

/** `postgres://user:***@host:port/db`: a database URL fit for logs and messages. */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid database URL)';
  }
}

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url);

export interface PostgresOptions {
  /** Connections per process (default 10). */
  max?: number;
  /** Called when an idle pooled connection fails (e.g. the server restarted); never throws. */
  onIdleError?: (err: Error) => void;
}

/**
 * A pool of connections to PostgreSQL. Connecting gives up after 3 s and a query after 30 s, so
 * a database that is down makes requests fail fast (50000) instead of hanging; a broken
 * connection, idle or in use, is dropped from the pool, never crashes the process, and the next
 * query connects anew.
 */
export function openPostgres(url: string, opts: PostgresOptions = {}): DbHandle {
  if (!isPostgresUrl(url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    query_timeout: 30_000,
    application_name: 'admin-server',
  });
  pool.on('error', (err) => opts.onIdleError?.(err));
  // pg-pool listens for a client's errors only while the client is idle; a connection that ends
  // while a request holds it (a restart, a terminated backend) emits 'error' with no listener,
  // which would end the process. Its queries fail on their own (50000, database unavailable) and
  // the pool drops it on release, as it is no longer queryable; this listener only keeps the
  // event from being unhandled.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    location: maskUrl(url),
    close: () => db.destroy(),
  };
}
