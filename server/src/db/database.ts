import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The one place that knows the database engine. Repositories get a `Kysely<any>` and write only
 * SQL that Kysely can also render for PostgreSQL (no SQLite-only functions or pragmas outside
 * this file and the migration helpers).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export interface DbHandle {
  db: Db;
  dialect: 'sqlite';
  /** Where the data lives (for messages). */
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

export function openSqlite(file: string): DbHandle {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // FULL: an acknowledged write is on disk before the response leaves, even on power loss.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    location: file,
    close: () => db.destroy(),
  };
}
