import type { Db } from '../db/database';
import { inTransaction } from '../db/request-transaction';

/** Sign-in failures count for 10 minutes. */
export const THROTTLE_WINDOW_MS = 10 * 60 * 1000;
/** Failures of one username from one address before every further try must wait. */
export const ACCOUNT_FREE_FAILURES = 5;
/** The wait after the 5th of those failures; it doubles with each further one, up to the window. */
export const BACKOFF_FIRST_MS = 30 * 1000;
/** Failures from one address across all usernames (password spraying) before it waits for them to age out. */
export const ADDRESS_MAX_FAILURES = 30;

const norm = (username: string) => username.trim().toLowerCase().slice(0, 64);

/** How long after its latest failure a username may be tried again from the address that failed `failures` times. */
export function accountWaitMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(BACKOFF_FIRST_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES), THROTTLE_WINDOW_MS);
}

export type Attempt = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Counts the failures of `username` from `ip` and of `ip` altogether and, when neither limit
 * holds the attempt back, records it as a failure before the password is checked: a sign-in
 * that then succeeds clears it (clearFailures). Counting and recording happen in one
 * transaction holding the address's `login_address` row, so attempts from one address are
 * counted one after another however many arrive at once (a burst gets the tries a sequence
 * gets, on SQLite and on PostgreSQL); other addresses are not held up. Call it outside any
 * request transaction: the record must survive the refusal.
 */
export async function reserveAttempt(db: Db, username: string, ip: string, now: Date): Promise<Attempt> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const name = norm(username);
  return inTransaction(db, async (trx): Promise<Attempt> => {
    await trx
      .insertInto('login_address')
      .values({ ip, touched_at: at })
      .onConflict((oc) => oc.column('ip').doUpdateSet({ touched_at: at }))
      .execute();
    const fromAddress = await trx
      .selectFrom('login_failure')
      .select('created_at')
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(ADDRESS_MAX_FAILURES)
      .execute();
    if (fromAddress.length >= ADDRESS_MAX_FAILURES) {
      // Free again when the oldest of the latest ADDRESS_MAX_FAILURES ages out.
      return { ok: false, retryAfterMs: Date.parse(fromAddress[ADDRESS_MAX_FAILURES - 1].created_at as string) + THROTTLE_WINDOW_MS - now.getTime() };
    }
    const account = await trx
      .selectFrom('login_failure')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<string>('created_at').as('latest')])
      .where('username', '=', name)
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const wait = accountWaitMs(Number(account.n));
    const retryAfterMs = account.latest ? Date.parse(account.latest) + wait - now.getTime() : 0;
    if (wait > 0 && retryAfterMs > 0) return { ok: false, retryAfterMs };
    await trx.insertInto('login_failure').values({ username: name, ip, created_at: at }).execute();
    return { ok: true };
  });
}

/**
 * Drops failures and addresses older than the window. Housekeeping only: if it fails (two
 * prunes meeting on the same rows), the next failed sign-in prunes again.
 */
export async function pruneThrottle(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  try {
    await db.deleteFrom('login_failure').where('created_at', '<', before).execute();
    await db.deleteFrom('login_address').where('touched_at', '<', before).execute();
  } catch {
    // See above: nothing depends on the old rows being gone now.
  }
}

export async function clearFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failure').where('username', '=', norm(username)).where('ip', '=', ip).execute();
}
