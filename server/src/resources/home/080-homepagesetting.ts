import type { Db } from '../../db/database';
import { bool, collectionTable, int, optInt, optTime, text } from '../../db/migrations/helpers';

/**
 * The items of a home-page floor (the study-abroad home's floors are home floors of line 2);
 * deleted with their floor.
 */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'home_floor_content', [
    (t) => t.addColumn('floor_id', 'integer', (c) => c.notNull().references('home_floor.id').onDelete('cascade')),
    text('title'),
    text('subtitle'),
    text('image'),
    text('link_type', 'none'),
    text('link_value'),
    optInt('product_id'),
    int('sort'),
    bool('is_enable', 1),
    optTime('start_at'),
    optTime('end_at'),
  ]);
  await db.schema.createIndex('home_floor_content_floor_idx').on('home_floor_content').columns(['floor_id', 'sort', 'id']).execute();
}
