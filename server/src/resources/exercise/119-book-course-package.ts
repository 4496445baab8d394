import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Book-and-course packages (/exercise/book-delivery): the table the clock-in pickers already read
 * (name, stock, enabled) gets the rest of a package. Existing rows keep their name and stock and
 * start as empty on-sale packages, so a linked sign-up keeps working.
 */
export async function up(db: Db): Promise<void> {
  const add = (name: string, type: 'text' | 'integer' | 'varchar(32)', dflt?: string | number) =>
    db.schema
      .alterTable('book_course_package')
      .addColumn(name, type, (c) => (dflt === undefined ? c : c.notNull().defaultTo(dflt)))
      .execute();
  await add('cover', 'text', '');
  await add('books', 'text', '[]');
  await add('product_ids', 'text', '[]');
  await add('price', 'integer', 0);
  await add('stock_alert', 'integer', 50);
  await add('ship_start_at', 'varchar(32)');
  await add('ship_note', 'text', '');
  await add('status', 'text', 'on_sale');
  await add('sort', 'integer', 0);
  await db.schema.createIndex('book_course_package_sort_idx').on('book_course_package').columns(['sort', 'id']).execute();
  // Names are unique (the contract's `unique`); a database already holding duplicates keeps the check in the server only.
  const dup = await sql`select 1 as x from book_course_package group by name having count(*) > 1 limit 1`.execute(db);
  if (!dup.rows.length) await db.schema.createIndex('book_course_package_name_uq').on('book_course_package').columns(['name']).unique().execute();
}
