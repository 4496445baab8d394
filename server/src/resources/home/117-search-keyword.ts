import type { Db } from '../../db/database';
import { bool, collectionTable, int, text } from '../../db/migrations/helpers';

/** Search keywords (/homemanage/search-mgt/keyword); `synonyms` is a JSON list of terms. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'home_search_keyword', [
    text('keyword'),
    text('synonyms', '[]'),
    text('match_mode', 'exact'),
    text('link_type', 'none'),
    text('link_value'),
    int('priority'),
    bool('is_enable', 1),
  ]);
  await db.schema.createIndex('home_search_keyword_keyword_uq').on('home_search_keyword').column('keyword').unique().execute();
}
