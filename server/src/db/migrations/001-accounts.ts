import type { Db } from '../database';
import { bool, int, intId, meta, text, time, optTime } from './helpers';

/** Staff accounts, their permissions, sessions (opaque tokens), login throttling, sibling sites. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('admin_user')
    .$call(intId(db))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .$call(text('name'))
    .$call(text('avatar'))
    .$call(text('password_hash'))
    .$call(bool('is_active', 1))
    .$call(meta)
    .execute();

  await db.schema
    .createTable('user_permission')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('permission', 'varchar(128)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_permission_pk', ['user_id', 'permission'])
    .execute();

  await db.schema
    .createTable('session')
    .$call(intId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .$call(time('created_at'))
    .$call(time('expires_at'))
    .$call(optTime('revoked_at'))
    .addColumn('revoked_reason', 'varchar(16)')
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').columns(['user_id', 'revoked_at']).execute();

  await db.schema
    .createTable('login_failure')
    .$call(intId(db))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .$call(time('created_at'))
    .execute();
  await db.schema.createIndex('login_failure_idx').on('login_failure').columns(['username', 'ip', 'created_at']).execute();

  await db.schema
    .createTable('site')
    .$call(intId(db))
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull().unique())
    .$call(text('name'))
    .$call(text('get_host'))
    .$call(bool('is_open_new_win'))
    .$call(int('sort'))
    .$call(meta)
    .execute();
}
