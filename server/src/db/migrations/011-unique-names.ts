import { sql } from 'kysely';
import type { Db } from '../database';

/**
 * Names staff expect to be unique (contract `unique`): the server refuses a duplicate with a
 * field error, and these indexes make that hold under concurrent writes too. A database that
 * already holds duplicates keeps working without the index (the server's check still applies)
 * until someone renames them.
 */
const UNIQUE: [index: string, table: string, columns: string[]][] = [
  ['course_tag_name_uq', 'course_tag', ['name']],
  ['setting_reference_group_name_uq', 'setting_reference_group', ['name']],
  ['product_classify_line_name_uq', 'product_classify', ['business_line', 'name']],
  ['home_floor_line_name_uq', 'home_floor', ['business_line', 'name']],
];

export async function up(db: Db): Promise<void> {
  for (const [index, table, columns] of UNIQUE) {
    const cols = sql.join(columns.map((c) => sql.ref(c)));
    const dup = await sql`select 1 as x from ${sql.table(table)} group by ${cols} having count(*) > 1 limit 1`.execute(db);
    if (dup.rows.length) continue;
    await db.schema.createIndex(index).on(table).columns(columns).unique().execute();
  }
}
