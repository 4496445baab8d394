import type { FastifyRequest } from 'fastify';
import { checkCredentials, openSession } from '../auth/login';
import type { SessionSource } from '../auth/sessions';
import type { Db } from '../db/database';
import { actorOf, appendAudit } from './audit-log';
import { inRequestTransaction } from './request-transaction';

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

/**
 * Signs in (the API's password form and the SSO stub's form) with its audit row: the credentials
 * are checked first, outside any transaction, so a refusal keeps its failure count for the
 * throttle (the caller records the refusal); then the audit row and the session are written in
 * one transaction, so neither exists without the other. `db` is the request-scoped database (deps.db).
 */
export async function signInAudited(db: Db, req: FastifyRequest, username: string, password: string, source: SessionSource, at: Date): Promise<string> {
  const user = await checkCredentials(db, username, password, req.ip, at);
  return inRequestTransaction(db, async () => {
    await auditSignIn(db, req, username, at);
    return openSession(db, user, username, req.ip, source, at);
  });
}
