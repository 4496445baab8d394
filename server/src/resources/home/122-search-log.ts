import type { Db } from '../../db/database';
import { collectionTable, int, text, time } from '../../db/migrations/helpers';

/** What students searched in the apps (the panel of /homemanage/search-mgt/…): counted by query and period. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'home_search_log', [text('query'), int('result_count'), int('platform'), int('business_line', 1), time('searched_at')]);
  await db.schema.createIndex('home_search_log_line_at_idx').on('home_search_log').columns(['business_line', 'searched_at']).execute();
  await db.schema.createIndex('home_search_log_query_idx').on('home_search_log').columns(['query', 'searched_at']).execute();
}
