import type { Db } from '../database';
import { time } from './helpers';

/** Bookkeeping of single sign-on: no list reads it, so its writes bump no generation. */
export const SSO_TABLES = ['sso_code'];

/**
 * One-time codes of the SSO stub (web/sso.ts): the callback carries a code, never a token, and
 * the console exchanges it once, within a minute, from the browser that started the sign-in
 * (`state_hash`). `token_hash` is the session the code hands out a token for. Only hashes are kept.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sso_code')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('state_hash', 'varchar(64)', (c) => c.notNull())
    .$call(time('expires_at'))
    .execute();
}
