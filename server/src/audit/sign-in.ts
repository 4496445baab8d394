import type { FastifyRequest } from 'fastify';
import { checkCredentials, openSession } from '../auth/login';
import type { SessionSource } from '../auth/sessions';
import type { Db } from '../db/database';
import { actorOf, appendAudit } from './audit-log';
import { inTransaction } from '../db/request-transaction';

/** The audit row of a sign-in that succeeded (refusals: sign-in-refusal.ts). */
async function auditSignIn(db: Db, req: FastifyRequest, user: { id: number }, username: string, at: Date): Promise<void> {
  await appendAudit(db, actorOf(req, { id: user.id, username }), at, [{ resource: 'account', record_id: String(user.id), action: 'login' }]);
}

/**
 * Signs in (the API's password form and the SSO stub's form) with its audit row: the credentials
 * are checked first, outside any transaction, so a refusal keeps its failure count for the
 * throttle (the caller records the refusal: recordSignInRefusal); then the audit row and the
 * session are written in one transaction, so neither exists without the other. `db` is the request-scoped database (deps.db).
 */
export async function signInAudited(db: Db, req: FastifyRequest, username: string, password: string, source: SessionSource, at: Date): Promise<string> {
  const user = await checkCredentials(db, username, password, req.ip, at);
  return inTransaction(db, async () => {
    await auditSignIn(db, req, user, username, at);
    return openSession(db, user, username, req.ip, source, at);
  });
}
