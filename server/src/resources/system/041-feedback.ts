import type { Db } from '../../db/database';
import { collectionTable, int, optInt, optTime, text } from '../../db/migrations/helpers';

/** User feedback (/feedback/index): what students send from the apps, and its triage. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'base_feedback', [
    int('user_id'),
    text('content'),
    // JSON list of image URLs.
    text('images', '[]'),
    int('platform'),
    text('app_version'),
    text('status', 'new'),
    optInt('assignee_id'),
    text('reply'),
    optTime('replied_at'),
  ]);
  // The triage view: one status, newest first (and the counts per status).
  await db.schema.createIndex('base_feedback_status_idx').on('base_feedback').columns(['status', 'id desc']).execute();
}
