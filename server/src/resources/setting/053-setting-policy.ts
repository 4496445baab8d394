import type { Db } from '../../db/database';
import { bool, collectionTable, optTime, text, time } from '../../db/migrations/helpers';

/** Versions of the user agreement and the privacy policy (/setting/policy-management). */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'setting_policy', [
    text('type'),
    text('revision'),
    text('title'),
    text('content'),
    time('effective_at'),
    text('change_note'),
    text('status', 'draft'),
    optTime('published_at'),
    bool('require_consent'),
  ]);
  await db.schema.createIndex('setting_policy_unique').on('setting_policy').columns(['type', 'revision']).unique().execute();
  await db.schema.createIndex('setting_policy_current_idx').on('setting_policy').columns(['type', 'status', 'effective_at']).execute();
}
