/*
 * A list's first reads, started before its screen renders: when the screen's code has arrived
 * (the host asks `screen.preload(search)` before drawing it) or when the pointer rests on a link to
 * it. The list's hooks then find their data at their first render and draw the rows in the same
 * pass as the frame, instead of rendering the frame, committing, asking, and rendering again
 * (issue 15: open a list → first row; issue 9: rows within 50 ms of their data).
 *
 * An answer is used once and only while fresh, so it is never older than a reload would be; a
 * failed read is forgotten and the screen asks again the usual way, which reports the error.
 */

import { useAuthStore } from '@admin/shared/auth';
import { FIRST_READS_TTL_MS } from '@admin/shared/contract';

export const PRELOAD_TTL_MS = FIRST_READS_TTL_MS;

type Settled<T> = { ok: true; value: T } | { ok: false };

interface Entry {
  at: number;
  promise: Promise<unknown>;
  settled?: Settled<unknown>;
}

const entries = new Map<string, Entry>();
/*
 * When a screen took the answer under a key. An ask for that key within the TTL comes from a
 * hover, focus or click whose promise chain settled after the screen had already drawn (under load
 * the order is not fixed): reading again would only fetch the same page a second time.
 */
const taken = new Map<string, number>();

// What one user's session read is never shown to the next one signed in on this page.
useAuthStore.subscribe((now, before) => {
  if (now.token !== before.token) forgetPreloaded();
});

const fresh = (entry: Entry | undefined, now: number): entry is Entry => entry !== undefined && now - entry.at < PRELOAD_TTL_MS;

/** Starts `read` under `key` unless a fresh one is under way or waiting; resolves when it settles. */
export function preload<T>(key: string, read: () => Promise<T>, now: number = Date.now()): Promise<void> {
  if (now - (taken.get(key) ?? -Infinity) < PRELOAD_TTL_MS) return Promise.resolve();
  const known = entries.get(key);
  if (fresh(known, now)) return known.promise.then(() => undefined, () => undefined);
  const entry: Entry = { at: now, promise: Promise.resolve() };
  entry.promise = read().then(
    (value) => {
      entry.settled = { ok: true, value };
      return value;
    },
    (error: unknown) => {
      entry.settled = { ok: false };
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    },
  );
  entries.set(key, entry);
  return entry.promise.then(() => undefined, () => undefined);
}

/** The answer under `key` if it has arrived and is fresh; leaves it for takePreloaded. */
export function peekPreloaded<T>(key: string, now: number = Date.now()): { value: T } | undefined {
  const entry = entries.get(key);
  return fresh(entry, now) && entry.settled?.ok ? { value: entry.settled.value as T } : undefined;
}

/** The fresh read under `key`, arrived or under way, which no one else will get. */
export function takePreloaded<T>(key: string, now: number = Date.now()): Promise<T> | undefined {
  const entry = entries.get(key);
  entries.delete(key);
  if (!fresh(entry, now)) return undefined;
  taken.set(key, now);
  return entry.promise as Promise<T>;
}

/** Forgets every answer kept (tests; sign-out). */
export function forgetPreloaded(): void {
  entries.clear();
  taken.clear();
}
