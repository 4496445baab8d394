import type { Db } from '../database';

/**
 * When each session was last used (auth/sessions.ts): a session unused for longer than the idle
 * timeout ends although its 12 hours are not over. Sessions opened before this have none; their
 * creation time stands in.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('session').addColumn('last_seen_at', 'varchar(32)').execute();
}
