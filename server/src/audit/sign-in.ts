import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { actorOf, appendAudit } from './audit-log';

/**
 * The audit row of a sign-in (the password form of the API or the SSO stub's form): the account
 * when the name is one, the name as typed otherwise; `outcome` is the refusal's code when it failed.
 */
export async function auditSignIn(db: Db, req: FastifyRequest, username: string, at: Date, refused?: { code: number; message: string }): Promise<void> {
  const user = await db.selectFrom('admin_user').select(['id', 'username']).where('username', '=', username).executeTakeFirst();
  const actor = actorOf(req, user ? { id: Number(user.id), username: String(user.username) } : null, username);
  await appendAudit(db, actor, at, [
    { resource: 'account', record_id: user ? String(user.id) : null, action: 'login', outcome: refused?.code, message: refused?.message },
  ]);
}
