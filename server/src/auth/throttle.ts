import type { Db } from '../db/database';

/** At most 5 failed sign-ins per username and address in 10 minutes; then 42900 until they age out. */
export const THROTTLE_MAX_FAILURES = 5;
export const THROTTLE_WINDOW_MS = 10 * 60 * 1000;

const norm = (username: string) => username.trim().toLowerCase().slice(0, 64);

export async function isThrottled(db: Db, username: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const r = await db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('username', '=', norm(username))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n) >= THROTTLE_MAX_FAILURES;
}

export async function recordFailure(db: Db, username: string, ip: string, now: Date): Promise<void> {
  await db.insertInto('login_failure').values({ username: norm(username), ip, created_at: now.toISOString() }).execute();
  // Old rows are useless: keep the table small.
  const before = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  await db.deleteFrom('login_failure').where('created_at', '<', before).execute();
}

export async function clearFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failure').where('username', '=', norm(username)).where('ip', '=', ip).execute();
}
