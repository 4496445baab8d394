import type { Db } from '../../db/database';
import { bool, int, intId, meta, optInt, text } from '../../db/migrations/helpers';

/** Reference data the dropdowns and trees read (spec 3 "other reference data", spec 7). */
export async function up(db: Db): Promise<void> {
  const table = (name: string) => db.schema.createTable(name).$call(intId(db));

  await table('user_group').$call(text('name')).$call(text('description')).$call(int('user_count')).$call(meta).execute();

  await table('classify')
    .$call(text('name'))
    .$call(text('code'))
    .$call(optInt('parent_id'))
    .$call(int('level', 1))
    .$call(int('business_line', 1))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
  await db.schema.createIndex('classify_parent_idx').on('classify').columns(['parent_id', 'sort']).execute();

  await table('product_system').$call(text('name')).$call(text('code')).$call(int('business_line', 1)).$call(meta).execute();

  await table('subject')
    .$call(text('name'))
    .$call(text('code'))
    .$call(optInt('parent_id'))
    .$call(text('industry', 'graduate_exam'))
    .$call(int('mold'))
    .$call(int('sort'))
    .$call(meta)
    .execute();

  await table('kaoyan_year')
    .addColumn('year', 'integer', (c) => c.notNull().unique())
    .$call(text('name'))
    .$call(bool('is_current'))
    .$call(meta)
    .execute();

  await table('resource_group').$call(text('name')).$call(text('type', 'document')).$call(int('resource_count')).$call(meta).execute();

  // Categories keep their national discipline number as id (1 哲学 … 14 交叉学科).
  await db.schema
    .createTable('major_category')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .$call(text('code'))
    .$call(text('name'))
    .$call(meta)
    .execute();
  await table('major')
    .$call(text('code'))
    .$call(text('name'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('major_category.id'))
    .$call(int('mold', 1))
    .$call(int('sort'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('major_mold_idx').on('major').columns(['mold', 'category_id', 'sort']).execute();

  await table('exam_course').$call(text('code')).$call(text('name')).$call(int('mold')).$call(optInt('parent_id')).$call(int('sort')).$call(meta).execute();

  await table('course_classify').$call(text('name')).$call(optInt('parent_id')).$call(int('sort')).$call(meta).execute();

  await table('course_product')
    .$call(text('name'))
    .$call(int('price'))
    .$call(int('original_price'))
    .$call(optInt('classify_id'))
    .$call(optInt('product_sys_id'))
    .$call(optInt('subject_id'))
    .$call(optInt('year'))
    .$call(text('status', 'on_sale'))
    .$call(int('sales'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('course_product_sys_idx').on('course_product').columns(['product_sys_id', 'id']).execute();
  await db.schema.createIndex('course_product_classify_idx').on('course_product').columns(['classify_id', 'id']).execute();

  await table('clock_in_package').$call(text('name')).$call(int('days')).$call(optInt('subject_id')).$call(meta).execute();

  await table('quiz_package')
    .$call(text('name'))
    .$call(optInt('subject_id'))
    .$call(optInt('year'))
    .$call(int('question_count'))
    .$call(bool('is_free'))
    .$call(int('price'))
    .$call(text('status', 'published'))
    .$call(meta)
    .execute();
  await table('quiz')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('quiz_package.id').onDelete('cascade'))
    .$call(text('title'))
    .$call(int('question_count'))
    .$call(int('duration_minutes'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('quiz_package_idx').on('quiz').columns(['package_id']).execute();

  await table('knowledge_point')
    .$call(text('name'))
    .$call(int('subject_id'))
    .$call(optInt('parent_id'))
    .$call(int('level', 1))
    .$call(int('question_count'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('knowledge_subject_idx').on('knowledge_point').columns(['subject_id', 'id']).execute();

  await table('book_course_package').$call(text('name')).$call(int('stock')).$call(bool('is_enable', 1)).$call(meta).execute();
}
