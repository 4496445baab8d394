import type { Db } from '../../db/database';
import { bcRef, bool, docData, int, intId, meta, optInt, optTime, text, time, uuidId } from '../../db/migrations/helpers';

/** Business courses and their per-year content, product classifications, special-topic pages. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('business_course')
    .$call(uuidId)
    .$call(text('name'))
    .$call(text('code'))
    .$call(int('mold'))
    .$call(optInt('subject_id'))
    .$call(text('major_ids', '[]'))
    .$call(int('business_line', 1))
    .$call(text('cover'))
    .$call(text('intro'))
    .$call(text('mini_program_app_id'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
  await db.schema.createIndex('business_course_sort_idx').on('business_course').columns(['sort', 'created_at']).execute();

  await db.schema
    .createTable('bc_year_config')
    .$call(intId(db))
    .addColumn('bc_uuid', 'varchar(36)', (c) => c.notNull().unique().references('business_course.uuid').onDelete('cascade'))
    .$call(docData)
    .$call(meta)
    .execute();

  // Documents per course and year.
  for (const name of ['bc_cs_entrance', 'bc_living', 'bc_knowledge']) {
    await db.schema.createTable(name).$call(intId(db)).$call(bcRef).$call(int('year')).$call(docData).$call(meta).execute();
    await db.schema.createIndex(`${name}_scope_idx`).on(name).columns(['bc_uuid', 'year']).unique().execute();
  }

  await db.schema
    .createTable('bc_floor')
    .$call(uuidId)
    .$call(bcRef)
    .$call(int('year'))
    .$call(text('name'))
    .$call(text('floor_type'))
    .$call(text('title'))
    .$call(text('subtitle'))
    .$call(text('platforms'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(text('more_link_type', 'none'))
    .$call(text('more_link_value'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('bc_floor_scope_idx').on('bc_floor').columns(['bc_uuid', 'year', 'sort']).execute();

  await db.schema
    .createTable('bc_floor_content')
    .$call(intId(db))
    .$call(bcRef)
    .$call(int('year'))
    .addColumn('floor_uuid', 'varchar(36)', (c) => c.notNull().references('bc_floor.uuid').onDelete('cascade'))
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
  await db.schema.createIndex('bc_floor_content_floor_idx').on('bc_floor_content').columns(['floor_uuid', 'sort']).execute();

  await db.schema
    .createTable('bc_english_word_model')
    .$call(intId(db))
    .addColumn('floor_uuid', 'varchar(36)', (c) => c.notNull().unique().references('bc_floor.uuid').onDelete('cascade'))
    .$call(docData)
    .$call(meta)
    .execute();

  await db.schema
    .createTable('bc_clock_in_activity')
    .$call(intId(db))
    .$call(bcRef)
    .$call(int('year'))
    .$call(text('title'))
    .$call(text('cover'))
    .$call(optInt('package_id'))
    .$call(time('start_at'))
    .$call(time('end_at'))
    .$call(int('total_days', 1))
    .$call(text('daily_task'))
    .$call(text('rules'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
  await db.schema.createIndex('bc_clock_in_scope_idx').on('bc_clock_in_activity').columns(['bc_uuid', 'year', 'sort']).execute();
  for (const name of ['bc_clock_in_sign_up', 'bc_clock_in_course']) {
    await db.schema
      .createTable(name)
      .$call(intId(db))
      .addColumn('activity_id', 'integer', (c) => c.notNull().unique().references('bc_clock_in_activity.id').onDelete('cascade'))
      .$call(docData)
      .$call(meta)
      .execute();
  }

  await db.schema
    .createTable('bc_banner')
    .$call(intId(db))
    .$call(bcRef)
    .$call(int('year'))
    .$call(text('title'))
    .$call(text('image'))
    .$call(text('link_type', 'none'))
    .$call(text('link_value'))
    .$call(text('platforms'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(optTime('start_at'))
    .$call(optTime('end_at'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('bc_banner_scope_idx').on('bc_banner').columns(['bc_uuid', 'year', 'sort']).execute();

  await db.schema
    .createTable('product_classify')
    .$call(intId(db))
    .$call(text('name'))
    .$call(text('icon'))
    .$call(int('business_line', 1))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();

  await db.schema
    .createTable('bc_product')
    .$call(intId(db))
    .$call(bcRef)
    .$call(int('year'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('course_product.id'))
    .$call(text('label'))
    .addColumn('classify_id', 'integer', (c) => c.references('product_classify.id').onDelete('set null'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
  await db.schema.createIndex('bc_product_scope_idx').on('bc_product').columns(['bc_uuid', 'year', 'sort']).execute();

  await db.schema
    .createTable('special_topic_page')
    .$call(intId(db))
    .$call(text('title'))
    .addColumn('bc_uuid', 'varchar(36)', (c) => c.references('business_course.uuid').onDelete('set null'))
    .$call(optInt('year'))
    .$call(text('cover'))
    .$call(text('background_color', '#ffffff'))
    .$call(text('share_title'))
    .$call(text('share_desc'))
    .$call(text('floor_uuids', '[]'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
}
