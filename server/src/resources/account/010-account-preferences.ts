import type { Db } from '../../db/database';
import { int, text, time, trackWrites } from '../../db/migrations/helpers';

/** Per-user preferences (column settings and later other UI settings): one JSON value per user and key. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('account_preference')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .$call(text('value'))
    .$call(int('version', 1))
    .$call(time('updated_at'))
    .addPrimaryKeyConstraint('account_preference_pk', ['user_id', 'key'])
    .execute();
  await trackWrites(db, 'account_preference');
}
