import type { Db } from '../../db/database';
import { bool, collectionTable, int, text, type Tb } from '../../db/migrations/helpers';

/** A course category reference: a recommendation goes with its category. */
const classifyRef = (t: Tb): Tb => t.addColumn('classify_id', 'integer', (c) => c.notNull().references('course_classify.id').onDelete('cascade'));

/**
 * The course screens: categories become switchable (/course/navigation), and
 * recommendations, groups, aggregate products and FAQs get their tables.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('course_classify')
    .addColumn('is_enable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('course_classify_parent_idx').on('course_classify').columns(['parent_id', 'sort']).execute();

  await collectionTable(db, 'course_recommend', [classifyRef, int('product_id'), text('reason'), int('sort'), bool('is_enable', 1)]);
  await db.schema.createIndex('course_recommend_classify_idx').on('course_recommend').columns(['classify_id', 'sort']).execute();

  await collectionTable(db, 'course_group', [text('name'), text('description'), text('members', '[]'), int('sort'), bool('is_enable', 1)]);
  await collectionTable(db, 'course_aggregation', [
    text('name'),
    text('cover'),
    text('skus', '[]'),
    int('default_product_id'),
    int('sort'),
    bool('is_enable', 1),
  ]);
  await collectionTable(db, 'course_faq_alloc', [text('question'), text('answer'), text('product_ids', '[]'), int('sort'), bool('is_enable', 1)]);
}
