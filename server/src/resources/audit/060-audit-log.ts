import type { Db } from '../../db/database';
import { collectionTable, int, optInt, optText, text } from '../../db/migrations/helpers';

/**
 * The audit log (DESIGN 6): one row per write, sign-in, sign-out and refused attempt,
 * appended in the write's own transaction. A collection table so the operation-log screen lists
 * and exports it like any other resource; `created_at` is when it happened and rows never change
 * (no endpoint writes them; retention deletes old ones).
 */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'audit_log', [
    optInt('account_id'),
    text('username'),
    text('ip'),
    text('user_agent'),
    text('request_id'),
    text('resource'),
    optText('record_id'),
    text('action'),
    /** 20000 for a change that happened, else the refusal's code (40000, 40300, 40400, 40900, …). */
    int('outcome', 20000),
    text('message'),
    /** JSON [{ field, before, after }] of the fields that changed (secrets only named). */
    optText('changes'),
    /** JSON of the path parameters (a scoped record's parents), for restoring through its scope. */
    optText('params'),
    /** JSON of a deleted row as stored, so 撤销 can put it back with the same id. */
    optText('snapshot'),
    optInt('record_version'),
  ]);
  await db.schema.createIndex('audit_log_record_idx').on('audit_log').columns(['resource', 'record_id', 'id']).execute();
  await db.schema.createIndex('audit_log_account_idx').on('audit_log').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at']).execute();
}
