import { sql } from 'kysely';
import type { Db, DbHandle } from './database';

/** Any constant shared by every instance of this server (not Kysely's migration lock id). */
const STARTUP_LOCK_ID = 7_426_131;

/**
 * Runs `fn` while holding the startup lock. On PostgreSQL that is a session advisory lock on one
 * connection, which `fn` gets: instances starting at once wait for each other, so the schema is
 * migrated and the demo data seeded exactly once (Kysely's own migration lock covers only the
 * migrations, not the "is this database new?" check and the seeding that follow). SQLite is one
 * file on one machine; its write lock serialises writers already.
 */
export async function withStartupLock<T>(handle: DbHandle, fn: (db: Db) => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return fn(handle.db);
  return handle.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_ID)})`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_ID)})`.execute(conn);
    }
  });
}
