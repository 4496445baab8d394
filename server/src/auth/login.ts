import { Code } from '@admin/shared/contract';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { verifyPassword } from './passwords';
import { createSession, type SessionSource } from './sessions';
import { clearFailures, pruneThrottle, reserveAttempt } from './throttle';
import { findUser } from './users';

export const BAD_CREDENTIALS = '用户名或密码错误';

/** 42900 with `Retry-After` (whole seconds, at least 1) and the wait in words. */
export function tooManyAttempts(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
  return new ApiError(Code.TOO_MANY, `登录失败次数过多，请 ${wait}后再试`, null, { 'retry-after': String(seconds) });
}

/**
 * Checks a username and password: the account, or a refusal. Throws 42900 when the
 * username+address or the address is throttled (checked first, so a correct password does not
 * get through either) and 40000 for wrong credentials. The attempt is counted before the
 * password is hashed (auth/throttle.ts): call it outside any transaction, so the count survives
 * the refusal.
 */
export async function checkCredentials(db: Db, username: string, password: string, ip: string, now: Date): Promise<{ id: number }> {
  const attempt = await reserveAttempt(db, username, ip, now);
  if (!attempt.ok) throw tooManyAttempts(attempt.retryAfterMs);
  const user = await findUser(db, username);
  const ok = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !ok || !user.is_active) {
    await pruneThrottle(db, now);
    throw new ApiError(Code.INVALID, BAD_CREDENTIALS, { errors: [{ field: 'password', message: BAD_CREDENTIALS }] });
  }
  return { id: Number(user.id) };
}

/** Opens a session for an account whose credentials were checked (revoking its older ones, clearing its counted failures); its token. */
export async function openSession(db: Db, user: { id: number }, username: string, ip: string, source: SessionSource, now: Date): Promise<string> {
  await clearFailures(db, username, ip);
  return createSession(db, user.id, source, now);
}
