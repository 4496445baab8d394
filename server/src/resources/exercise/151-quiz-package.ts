import type { Db } from '../../db/database';
import { collectionTable, int, optInt, text } from '../../db/migrations/helpers';

/**
 * Quiz packages (/exercise/quiz-pkg): the table GET practice/available-quiz-pkg/ reads gets the
 * rest of a package (existing rows become chapter packages on every platform), and packages get
 * sections and ordered items.
 */
export async function up(db: Db): Promise<void> {
  const add = (name: string, type: 'text' | 'integer' | 'real' | 'varchar(32)', dflt?: string | number) =>
    db.schema
      .alterTable('quiz_package')
      .addColumn(name, type, (c) => (dflt === undefined ? c : c.notNull().defaultTo(dflt)))
      .execute();
  await add('kind', 'text', 'chapter');
  await add('free_preview_count', 'integer', 0);
  await add('time_limit_minutes', 'integer', 0);
  await add('analysis_shown', 'text', 'after_submit');
  await add('shuffle_options', 'integer', 0);
  await add('start_at', 'varchar(32)');
  await add('end_at', 'varchar(32)');
  await add('platforms', 'text', ',0,1,2,3,');
  await add('sort', 'integer', 0);
  await add('total_score', 'real', 0);
  await db.schema.createIndex('quiz_package_sort_idx').on('quiz_package').columns(['sort', 'id']).execute();

  await collectionTable(db, 'quiz_section', [int('package_id'), text('title'), text('note'), int('sort')]);
  await db.schema.createIndex('quiz_section_package_idx').on('quiz_section').columns(['package_id', 'sort']).execute();

  await collectionTable(db, 'quiz_item', [
    int('package_id'),
    optInt('section_id'),
    int('question_id'),
    optInt('revision'),
    (t) => t.addColumn('score', 'real'),
    int('sort'),
  ]);
  await db.schema.createIndex('quiz_item_package_idx').on('quiz_item').columns(['package_id', 'sort', 'id']).execute();
  await db.schema.createIndex('quiz_item_question_idx').on('quiz_item').columns(['question_id']).execute();
}
