import type { Db } from '../../db/database';
import { bool, collectionTable, int, intId, meta, optInt, optTime, text, trackWrites, uuidId } from '../../db/migrations/helpers';

/**
 * School-picking pages (/pick-school/app-page): one page per discipline category and kaoyan year,
 * its floors (keyed by uuid, deleted with the page) and each floor's items (deleted with it).
 */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'school_app_page', [
    text('name'),
    int('major_category'),
    int('kaoyan_year'),
    text('description'),
    int('sort'),
    bool('is_enable', 1),
  ]);
  await db.schema.createIndex('school_app_page_category_year_uq').on('school_app_page').columns(['kaoyan_year', 'major_category']).unique().execute();

  await db.schema
    .createTable('school_floor')
    .$call(uuidId)
    .addColumn('page_id', 'integer', (c) => c.notNull().references('school_app_page.id').onDelete('cascade'))
    .$call(text('name'))
    .$call(text('floor_type'))
    .$call(text('title'))
    .$call(text('subtitle'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
  await db.schema.createIndex('school_floor_page_idx').on('school_floor').columns(['page_id', 'sort']).execute();
  await trackWrites(db, 'school_floor');

  await db.schema
    .createTable('school_floor_content')
    .$call(intId(db))
    .addColumn('floor_uuid', 'varchar(36)', (c) => c.notNull().references('school_floor.uuid').onDelete('cascade'))
    .$call(text('title'))
    .$call(text('subtitle'))
    .$call(text('image'))
    .$call(text('link_type', 'none'))
    .$call(text('link_value'))
    .$call(optInt('product_id'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(optTime('start_at'))
    .$call(optTime('end_at'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('school_floor_content_floor_idx').on('school_floor_content').columns(['floor_uuid', 'sort']).execute();
  await trackWrites(db, 'school_floor_content');
}
