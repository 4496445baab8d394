import { Code } from '@admin/shared/contract';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { verifyPassword } from './passwords';
import { createSession, type SessionSource } from './sessions';
import { clearFailures, isThrottled, recordFailure, THROTTLE_WINDOW_MS } from './throttle';
import { findUser } from './users';

export const BAD_CREDENTIALS = '用户名或密码错误';
export const TOO_MANY_ATTEMPTS = `登录失败次数过多，请 ${THROTTLE_WINDOW_MS / 60000} 分钟后再试`;

/**
 * Checks a username and password: the account, or a refusal. Throws 42900 when the
 * username+address is throttled (checked first, so a correct password does not get through
 * either) and 40000 for wrong credentials, after counting the failure: call it outside any
 * transaction, so the count survives the refusal.
 */
export async function checkCredentials(db: Db, username: string, password: string, ip: string, now: Date): Promise<{ id: number }> {
  if (await isThrottled(db, username, ip, now)) throw new ApiError(Code.TOO_MANY, TOO_MANY_ATTEMPTS);
  const user = await findUser(db, username);
  const ok = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !ok || !user.is_active) {
    await recordFailure(db, username, ip, now);
    throw new ApiError(Code.INVALID, BAD_CREDENTIALS, { errors: [{ field: 'password', message: BAD_CREDENTIALS }] });
  }
  return { id: Number(user.id) };
}

/** Opens a session for an account whose credentials were checked (revoking its older ones); its token. */
export async function openSession(db: Db, user: { id: number }, username: string, ip: string, source: SessionSource, now: Date): Promise<string> {
  await clearFailures(db, username, ip);
  return createSession(db, user.id, source, now);
}
