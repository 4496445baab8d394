import { createHash, randomBytes } from 'node:crypto';
import { hashToken, rekeySession } from '../auth/sessions';
import type { Db } from '../db/database';

/** A code must be exchanged within a minute of the sign-in. */
export const SSO_CODE_TTL_MS = 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A one-time code for the session of `token`, bound to the browser's `state`: what the SSO
 * callback carries instead of the token. Expired codes are dropped on the way.
 */
export async function issueSsoCode(db: Db, token: string, state: string, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.deleteFrom('sso_code').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('sso_code')
    .values({
      code_hash: sha256(code),
      token_hash: hashToken(token),
      state_hash: sha256(state),
      expires_at: new Date(now.getTime() + SSO_CODE_TTL_MS).toISOString(),
    })
    .execute();
  return code;
}

/**
 * The token for a code, once: the code is deleted as it is read (so two exchanges of one code
 * get one token between them, on both engines), then must be unexpired and bound to `state`.
 * Null for an unknown, used, expired or foreign code, or a session that ended meanwhile.
 */
export async function exchangeSsoCode(db: Db, code: string, state: string, now: Date): Promise<string | null> {
  const row = await db.deleteFrom('sso_code').where('code_hash', '=', sha256(code)).returning(['token_hash', 'state_hash', 'expires_at']).executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString() || row.state_hash !== sha256(state)) return null;
  return rekeySession(db, row.token_hash as string, now);
}
