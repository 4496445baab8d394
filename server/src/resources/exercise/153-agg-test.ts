import type { Db } from '../../db/database';
import { bool, collectionTable, int, optInt, optTime, text, time } from '../../db/migrations/helpers';

/** Aggregated tests (/exercise/agg-pkg) and their contents: quiz packages in order. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'agg_test', [
    text('name'),
    optInt('subject_id'),
    optInt('year'),
    (t) => t.addColumn('exam', 'text'),
    time('start_at'),
    time('end_at'),
    optTime('publish_at'),
    int('attempt_limit', 1),
    text('unlock_mode', 'sequential'),
    bool('ranking', 1),
    optInt('report_ad_id'),
    text('description'),
    int('sort'),
    bool('is_enable', 1),
  ]);
  await collectionTable(db, 'agg_content', [int('agg_test_id'), int('quiz_package_id'), text('title'), int('sort')]);
  await db.schema.createIndex('agg_content_test_idx').on('agg_content').columns(['agg_test_id', 'sort']).execute();
}
