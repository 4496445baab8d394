import { Code } from '@admin/shared/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { inTransaction } from '../db/request-transaction';

/** Tokens live 12 hours. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** …and end sooner when unused this long (SESSION_IDLE_MINUTES). */
export const DEFAULT_IDLE_MS = 2 * 60 * 60 * 1000;
/** The last use is written at most this often per session (or a tenth of the idle timeout, if shorter): not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/** SESSION_IDLE_MINUTES: a whole number of minutes from 1 to 720 (the lifetime); anything else stops the start. */
export function idleMinutesOf(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > TOKEN_TTL_MS / 60_000)
    throw new Error(`SESSION_IDLE_MINUTES must be a whole number of minutes from 1 to 720, got "${v}"`);
  return n;
}

export type SessionSource = 'password' | 'sso';
/** Why a session ended: each maps to the code the client reacts to (spec 8). */
export type RevokeReason = 'logout' | 'replaced' | 'sso_ended' | 'disabled';

const REVOKE_CODE: Record<RevokeReason, number> = {
  logout: Code.TOKEN_INVALID,
  replaced: Code.TOKEN_REVOKED,
  sso_ended: Code.SSO_ENDED,
  disabled: Code.TOKEN_INVALID,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new opaque token for the user. Only its SHA-256 is stored. The user's older sessions are
 * revoked as `replaced`, so their next call gets 50021 (signed in elsewhere).
 */
export async function createSession(db: Db, userId: number, source: SessionSource, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('session')
      .set({ revoked_at: at, revoked_reason: 'replaced' })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('session')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        source,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
  });
  return token;
}

export interface SessionUser {
  sessionId: number;
  userId: number;
  username: string;
  name: string;
  avatar: string;
}

export type Resolved = { ok: true; user: SessionUser; allowed: boolean } | { ok: false; code: number };

interface TokenRow {
  session_id: number;
  created_at: string;
  last_seen_at: string | null;
  expires_at: string;
  revoked_reason: string | null;
  user_id: number;
  username: string;
  name: string;
  avatar: string;
  is_active: number;
  allowed?: number | boolean;
}

/** The token lookup of one permission set, compiled once (it runs on every request). */
function tokenQuery(db: Db, required: readonly string[]) {
  return prepared<TokenRow>(db, 1, (tokenHash) =>
    db
      .selectFrom('session as s')
      .innerJoin('admin_user as u', 'u.id', 's.user_id')
      .select([
        's.id as session_id',
        's.created_at',
        's.last_seen_at',
        's.expires_at',
        's.revoked_reason',
        'u.id as user_id',
        'u.username',
        'u.name',
        'u.avatar',
        'u.is_active',
      ])
      .$if(required.length > 0, (q) =>
        q.select((eb) =>
          eb
            .exists(eb.selectFrom('user_permission as p').select('p.permission').whereRef('p.user_id', '=', 'u.id').where('p.permission', 'in', required))
            .as('allowed'),
        ),
      )
      .where('s.token_hash', '=', tokenHash),
  );
}

const tokenQueries = new WeakMap<Db, Map<string, ReturnType<typeof tokenQuery>>>();

/**
 * The account behind a token (or the envelope code that tells the client why there is none),
 * and whether it holds any of `required`: one query per request, plus a write of the last use
 * once a minute. A session unused for `idleMs` is over (50022) like an expired one.
 */
export async function resolveToken(db: Db, token: string, now: Date, required: readonly string[] = [], idleMs = DEFAULT_IDLE_MS): Promise<Resolved> {
  let perDb = tokenQueries.get(db);
  if (!perDb) tokenQueries.set(db, (perDb = new Map()));
  const key = required.join(',');
  let query = perDb.get(key);
  if (!query) perDb.set(key, (query = tokenQuery(db, required)));
  const [row] = await query(hashToken(token));
  if (!row) return { ok: false, code: Code.TOKEN_INVALID };
  if (row.revoked_reason) return { ok: false, code: REVOKE_CODE[row.revoked_reason as RevokeReason] ?? Code.TOKEN_INVALID };
  if (!Number(row.is_active) || Date.parse(row.expires_at) <= now.getTime()) return { ok: false, code: Code.TOKEN_INVALID };
  const seen = Date.parse(row.last_seen_at ?? row.created_at);
  if (now.getTime() - seen > idleMs) return { ok: false, code: Code.TOKEN_INVALID };
  const touch = Math.min(TOUCH_EVERY_MS, idleMs / 10);
  if (now.getTime() - seen >= touch) {
    // Only a later time is written: concurrent requests of one session write once.
    const stale = new Date(now.getTime() - touch).toISOString();
    await db
      .updateTable('session')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.session_id)
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', stale)]))
      .execute();
  }
  return {
    ok: true,
    user: { sessionId: row.session_id, userId: row.user_id, username: row.username, name: row.name, avatar: row.avatar },
    allowed: Boolean(Number(row.allowed ?? 0)),
  };
}

export async function revokeSession(db: Db, sessionId: number, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now.toISOString(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends the user's single-sign-on sessions (their next call gets 61000). Returns how many ended. */
export async function endSsoSessions(db: Db, username: string, now: Date): Promise<number> {
  const r = await db
    .updateTable('session')
    .set({ revoked_at: now.toISOString(), revoked_reason: 'sso_ended' })
    .where('source', '=', 'sso')
    .where('revoked_at', 'is', null)
    .where('user_id', 'in', db.selectFrom('admin_user').select('id').where('username', '=', username))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function permissionsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_permission').select('permission').where('user_id', '=', userId).orderBy('permission').execute();
  return rows.map((r) => r.permission as string);
}

/**
 * Gives the live session stored under `tokenHash` a new token, which only the caller learns (the
 * SSO stub's code exchange: the token made at sign-in never left the server). Null when that
 * session has ended or expired meanwhile.
 */
export async function rekeySession(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const r = await db
    .updateTable('session')
    .set({ token_hash: hashToken(token) })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? token : null;
}
