import { controlCharacterProblem } from '@admin/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { actorOf, appendAudit } from './audit-log';

/** Where failed sign-ins under a name that is no account are kept (migration 104). */
export const UNKNOWN_SIGN_IN_TABLE = 'unknown_sign_in';
/** Rows that table keeps: the newest ones; anonymous noise cannot grow it (or the audit log) without end. */
export const UNKNOWN_SIGN_IN_KEEP = 10_000;

/** What an account name may be (auth/users.ts USERNAME_RE), without importing the account code. */
const NAME_CHARS = /^[A-Za-z0-9_.-]{2,64}$/;

/**
 * Whether a name typed into the sign-in form is more likely a password than a name: characters
 * no account name has (`!`, a space, CJK), lower and upper case letters with digits (`Passw0rd`),
 * or letters and digits together over 7 characters (`demo123456`). Names that fail this are masked; a real
 * account's name is never looked at, since it is recorded as the account.
 */
export function looksLikePassword(typed: string): boolean {
  if (!NAME_CHARS.test(typed)) return true;
  if (/[a-z]/.test(typed) && /[A-Z]/.test(typed) && /[0-9]/.test(typed)) return true;
  return typed.length >= 8 && /[A-Za-z]/.test(typed) && /[0-9]/.test(typed);
}

/** The typed name as it may be stored: as typed, or only its length when it looks like a password. */
export const maskTypedName = (typed: string): string => (looksLikePassword(typed) ? `***（已隐去 ${[...typed].length} 个字符）` : typed);

interface UnknownSignIn {
  username: string;
  ip: string;
  user_agent: string;
  request_id: string;
  outcome: number;
  message: string;
}

/** Appends one row (the name masked) and drops all but the newest `keep`. */
export async function recordUnknownSignIn(db: Db, row: UnknownSignIn, at: Date, keep = UNKNOWN_SIGN_IN_KEEP): Promise<void> {
  await db
    .insertInto(UNKNOWN_SIGN_IN_TABLE)
    .values({ ...row, username: maskTypedName(row.username).slice(0, 64), message: row.message.slice(0, 500), created_at: at.toISOString() })
    .execute();
  const edge = await db.selectFrom(UNKNOWN_SIGN_IN_TABLE).select('id').orderBy('id', 'desc').offset(keep).limit(1).executeTakeFirst();
  if (edge) await db.deleteFrom(UNKNOWN_SIGN_IN_TABLE).where('id', '<=', edge.id).execute();
}

/**
 * Records a refused sign-in (the API's password form or the SSO stub's form). Under an account's
 * name it is an audit row of that account, as the operation log shows it; under any other name
 * it goes to the bounded table above with the name masked when it looks like a password (a
 * password typed into the name field must not be kept), never into the audit log. A name with a
 * control character is no account's and is not looked up (PostgreSQL cannot even compare U+0000);
 * the mask keeps only its length.
 */
export async function recordSignInRefusal(db: Db, req: FastifyRequest, typed: string, at: Date, refused: { code: number; message: string }): Promise<void> {
  const user =
    typed && !controlCharacterProblem(typed)
      ? await db.selectFrom('admin_user').select(['id', 'username']).where('username', '=', typed).executeTakeFirst()
      : undefined;
  if (user) {
    const account = { id: Number(user.id), username: String(user.username) };
    await appendAudit(db, actorOf(req, account), at, [
      { resource: 'account', record_id: String(user.id), action: 'login', outcome: refused.code, message: refused.message },
    ]);
    return;
  }
  const actor = actorOf(req, null);
  await recordUnknownSignIn(
    db,
    { username: typed, ip: actor.ip, user_agent: actor.user_agent, request_id: actor.request_id, outcome: refused.code, message: refused.message },
    at,
  );
}
