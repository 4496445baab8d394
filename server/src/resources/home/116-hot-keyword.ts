import type { Db } from '../../db/database';
import { bool, collectionTable, int, optTime, text } from '../../db/migrations/helpers';

/** Hot search terms (/homemanage/search-mgt/index); a term is unique per business line. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'home_hot_keyword', [
    text('word'),
    text('badge', 'none'),
    text('link_type', 'none'),
    text('link_value'),
    bool('is_default', 0),
    text('platforms'),
    int('business_line', 1),
    optTime('start_at'),
    optTime('end_at'),
    int('sort'),
    bool('is_enable', 1),
  ]);
  await db.schema.createIndex('home_hot_keyword_word_uq').on('home_hot_keyword').columns(['business_line', 'word']).unique().execute();
}
