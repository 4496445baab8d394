import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { bool, collectionTable, int, text } from '../../db/migrations/helpers';

/**
 * Ad places per level-one category and kaoyan year (/homemanage/assetList), deleted with their
 * category. The categories are the level-1 rows of `classify`, now a list staff edit: their codes
 * are unique per level.
 */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'home_ad_place', [
    (t) => t.addColumn('category_id', 'integer', (c) => c.notNull().references('classify.id').onDelete('cascade')),
    int('kaoyan_year'),
    text('name'),
    text('code'),
    int('width'),
    int('height'),
    text('ad_kind'),
    int('sort'),
    bool('is_enable', 1),
  ]);
  await db.schema.createIndex('home_ad_place_scope_idx').on('home_ad_place').columns(['category_id', 'kaoyan_year', 'sort', 'id']).execute();
  await db.schema.createIndex('home_ad_place_code_uq').on('home_ad_place').columns(['category_id', 'kaoyan_year', 'code']).unique().execute();
  const dup = await sql`select 1 as x from classify group by level, code having count(*) > 1 limit 1`.execute(db);
  if (!dup.rows.length) await db.schema.createIndex('classify_level_code_uq').on('classify').columns(['level', 'code']).unique().execute();
}
