import type { Db } from '../../db/database';
import { collectionTable, optInt, text, time } from '../../db/migrations/helpers';

/**
 * The recycle bin: one row per deleted record still restorable (the latest delete of it), written
 * in the delete's own transaction, removed when the record is restored or after the retention.
 * `created_at` of the kit's columns is when the row was kept; `deleted_at` the delete's time.
 */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'recycle_bin', [
    text('resource'),
    text('record_id'),
    /** What the record is called when it was deleted (its name or title), for lists and messages. */
    text('name'),
    /** The call that deleted it (delete, bulkDelete, …). */
    text('action'),
    /** JSON of the path parameters (a scoped record's parents). */
    text('params', '{}'),
    /** JSON of the row as stored (secrets left out), put back as it is on restore. */
    text('snapshot'),
    optInt('account_id'),
    text('username'),
    time('deleted_at'),
  ]);
  await db.schema.createIndex('recycle_bin_record_idx').on('recycle_bin').columns(['resource', 'record_id']).unique().execute();
  await db.schema.createIndex('recycle_bin_deleted_idx').on('recycle_bin').columns(['deleted_at']).execute();
}
