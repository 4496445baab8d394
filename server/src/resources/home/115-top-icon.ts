import type { Db } from '../../db/database';
import { bool, collectionTable, int, optTime, text } from '../../db/migrations/helpers';

/** Icons at the top of the app (/homemanage/app-top-content). */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'home_top_icon', [
    text('name'),
    text('icon'),
    text('link_type', 'none'),
    text('link_value'),
    text('platforms'),
    int('business_line', 1),
    optTime('start_at'),
    optTime('end_at'),
    int('sort'),
    bool('is_enable', 1),
  ]);
}
