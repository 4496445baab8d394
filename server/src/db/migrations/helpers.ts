import { PostgresAdapter, sql, type CreateTableBuilder } from 'kysely';
import type { Db } from '../database';

/**
 * Column helpers (used with `.$call(...)`) that render for SQLite and PostgreSQL alike. Booleans
 * are integers 0/1, times are ISO-8601 UTC text, lists and documents are JSON text: the same on
 * both engines, so repositories stay portable.
 */
export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tb = CreateTableBuilder<any, any>;
type Col = (t: Tb) => Tb;

export const intId =
  (db: Db): Col =>
  (t) =>
    isPostgres(db) ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

export const uuidId: Col = (t) => t.addColumn('uuid', 'varchar(36)', (c) => c.primaryKey());

/** created_at, updated_at, version: every record has them (DESIGN 5). */
export const meta: Col = (t) =>
  t
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));

export const bool =
  (name: string, dflt = 0): Col =>
  (t) =>
    t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(dflt));
export const text =
  (name: string, dflt = ''): Col =>
  (t) =>
    t.addColumn(name, 'text', (c) => c.notNull().defaultTo(dflt));
export const int =
  (name: string, dflt = 0): Col =>
  (t) =>
    t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(dflt));
export const optInt =
  (name: string): Col =>
  (t) =>
    t.addColumn(name, 'integer');
export const optText =
  (name: string): Col =>
  (t) =>
    t.addColumn(name, 'text');
export const time =
  (name: string): Col =>
  (t) =>
    t.addColumn(name, 'varchar(32)', (c) => c.notNull());
export const optTime =
  (name: string): Col =>
  (t) =>
    t.addColumn(name, 'varchar(32)');
/** A business-course reference, deleted with the course. */
export const bcRef: Col = (t) => t.addColumn('bc_uuid', 'varchar(36)', (c) => c.notNull().references('business_course.uuid').onDelete('cascade'));

/** A document resource: one JSON record per scope (the scope columns are added by the caller). */
export const docData: Col = (t) => t.addColumn('data', 'text', (c) => c.notNull());

/** Binary content (uploaded files): BLOB on SQLite, BYTEA on PostgreSQL. */
export const bytes =
  (db: Db, name: string): Col =>
  (t) =>
    t.addColumn(name, isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull());

/**
 * Counts every committed write to `table` in `table_generation` (a trigger, so writes by any
 * instance, the CLI or a seed count alike). List totals are cached per generation: a total is
 * reused only while its table's generation is unchanged. Call it in the migration that creates
 * a table a list endpoint reads; a table without it is simply counted on every request.
 */
export async function trackWrites(db: Db, table: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`trackWrites: bad table name ${table}`);
  await db
    .insertInto('table_generation')
    .values({ name: table, gen: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  if (isPostgres(db)) {
    // One bump per statement (a 100 000-row insert is one write).
    await sql
      .raw(
        `create trigger "${table}_generation" after insert or update or delete or truncate on "${table}" for each statement execute function bump_table_generation()`,
      )
      .execute(db);
    return;
  }
  for (const op of ['insert', 'update', 'delete']) {
    await sql
      .raw(`create trigger "${table}_generation_${op}" after ${op} on "${table}" begin update table_generation set gen = gen + 1 where name = '${table}'; end`)
      .execute(db);
  }
}

/**
 * The table of a collection (DESIGN 5): an integer id, `columns`, created_at / updated_at /
 * version, an index on (sort, id) for the default order when it has `sort`, and write tracking.
 */
export async function collectionTable(db: Db, table: string, columns: readonly Col[]): Promise<void> {
  let t = db.schema.createTable(table).$call(intId(db));
  for (const col of columns) t = t.$call(col);
  await t.$call(meta).execute();
  const names = (await db.introspection.getTables()).find((x) => x.name === table)?.columns.map((c) => c.name) ?? [];
  if (names.includes('sort')) await db.schema.createIndex(`${table}_sort_idx`).on(table).columns(['sort', 'id']).execute();
  await trackWrites(db, table);
}
