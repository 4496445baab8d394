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
 * Kysely prepares every query anew; preparing is a large share of a small query's cost. The same
 * SQL text (parameters are bound separately) reuses its prepared statement.
 */
function withStatementCache(sqlite: Database.Database, max = 500) {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let st = cache.get(sql);
      if (!st) {
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        st = sqlite.prepare(sql);
        cache.set(sql, st);
      }
      return st;
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
