import { sql } from 'kysely';
import type { Db } from '../database';
import { bytes, isPostgres, time, trackWrites } from './helpers';

/** Bookkeeping tables whose writes no list total depends on (they change on every sign-in). */
export const UNTRACKED_TABLES = ['session', 'login_failure', 'upload', 'table_generation'];

/**
 * What several instances must share instead of keeping per process: a write generation per
 * table (list totals cached in one process stay correct when another writes) and the uploaded
 * files themselves.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('table_generation')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('gen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`create function bump_table_generation() returns trigger language plpgsql as $$
      begin
        update table_generation set gen = gen + 1 where name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
  }
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('schema_migration') && !UNTRACKED_TABLES.includes(n));
  for (const t of tables.sort()) await trackWrites(db, t);

  await db.schema
    .createTable('upload')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .$call(bytes(db, 'data'))
    .$call(time('created_at'))
    .execute();
}
