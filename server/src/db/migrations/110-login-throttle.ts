import type { Db } from '../database';
import { time } from './helpers';

/** Bookkeeping of the sign-in throttle: no list reads it, so its writes bump no generation. */
export const LOGIN_THROTTLE_TABLES = ['login_address'];

/**
 * One row per client address that tried to sign in. A sign-in attempt holds its address's row
 * while it counts the failures and reserves its own (auth/throttle.ts), so attempts from one
 * address are counted one after another on both engines, however many arrive at once. The
 * address index serves the per-address cap across usernames.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('login_address')
    .addColumn('ip', 'varchar(64)', (c) => c.primaryKey())
    .$call(time('touched_at'))
    .execute();
  await db.schema.createIndex('login_failure_ip_idx').on('login_failure').columns(['ip', 'created_at']).execute();
}
