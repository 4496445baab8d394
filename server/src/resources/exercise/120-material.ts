import type { Db } from '../../db/database';
import { bool, collectionTable, int, optInt, optTime, text } from '../../db/migrations/helpers';

/** Study materials (/exercise/materialManage): the category tree, the materials and their download log. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'material_classify', [text('name'), optInt('parent_id'), int('sort'), bool('is_enable', 1)]);
  await db.schema.createIndex('material_classify_parent_idx').on('material_classify').columns(['parent_id', 'sort']).execute();
  await db.schema.createIndex('material_classify_parent_name_uq').on('material_classify').columns(['parent_id', 'name']).unique().execute();

  await collectionTable(db, 'material_item', [
    text('title'),
    int('classify_id'),
    optInt('subject_id'),
    optInt('kaoyan_year'),
    text('description'),
    text('file', '{}'),
    text('access', 'free'),
    text('product_ids', '[]'),
    bool('watermark'),
    optTime('start_at'),
    optTime('end_at'),
    text('platforms'),
    int('sort'),
    bool('is_enable', 1),
  ]);
  await db.schema.createIndex('material_item_classify_idx').on('material_item').columns(['classify_id', 'sort', 'id']).execute();

  await collectionTable(db, 'material_download', [int('material_id'), text('user_name'), int('platform')]);
  await db.schema.createIndex('material_download_material_idx').on('material_download').columns(['material_id', 'created_at']).execute();
  await db.schema.createIndex('material_download_created_idx').on('material_download').columns(['created_at']).execute();
}
