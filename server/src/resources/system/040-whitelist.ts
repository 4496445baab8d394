import type { Db } from '../../db/database';
import { collectionTable, optTime, text } from '../../db/migrations/helpers';

/** The whitelist (/whiteList/index): one entry per account, so the unique index backs the server's check under concurrent writes. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'whitelist_whitelist', [text('account'), text('type', 'tester'), text('note'), optTime('expires_at')]);
  await db.schema.createIndex('whitelist_whitelist_account_uq').on('whitelist_whitelist').column('account').unique().execute();
}
