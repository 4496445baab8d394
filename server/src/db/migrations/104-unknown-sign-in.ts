import type { Db } from '../database';
import { intId, text, time, trackWrites } from './helpers';

/**
 * Failed sign-ins under a name that is no account (audit/sign-in-refusal.ts): kept apart from the
 * audit log, which keeps a row a year, so anonymous noise neither grows it nor lands in the
 * operation log; the writer keeps only the newest rows and masks a name that looks like a password.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('unknown_sign_in')
    .$call(intId(db))
    .$call(time('created_at'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .$call(text('user_agent'))
    .$call(text('request_id'))
    .addColumn('outcome', 'integer', (c) => c.notNull())
    .$call(text('message'))
    .execute();
  await trackWrites(db, 'unknown_sign_in');
}
