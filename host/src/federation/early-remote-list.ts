import { LOAD_TIMEOUT_MS } from './load-timeout';
import { fetchRemoteList } from './remote-list';

/*
 * remotes.json prefetched while someone fills in the sign-in form (the 'sign-in typing' row of
 * boot/prefetch.ts), so that after the sign-in call the menus wait only for the user's roles
 * (throttled, this read came one round trip after the console's code). The remotes store takes
 * it once, and only while fresh, so a deploy is never older than a reload would see; a failed read
 * is forgotten and the store reads again the usual way, which reports the error.
 */

export const EARLY_LIST_TTL_MS = 30_000;

interface Early {
  at: number;
  read: Promise<unknown>;
  failed: boolean;
}

let early: Early | null = null;

const usable = (entry: Early | null, now: number): entry is Early => entry !== null && !entry.failed && now - entry.at < EARLY_LIST_TTL_MS;

/** Starts the read unless a usable one is under way or waiting. */
export function readRemoteListEarly(now: number = Date.now(), read: () => Promise<unknown> = () => fetchRemoteList(LOAD_TIMEOUT_MS)): void {
  if (usable(early, now)) return;
  const entry: Early = { at: now, read: read(), failed: false };
  entry.read.catch(() => {
    entry.failed = true;
  });
  early = entry;
}

/** The early read, arrived or under way, if usable; nobody else gets it. */
export function takeEarlyRemoteList(now: number = Date.now()): Promise<unknown> | undefined {
  const entry = early;
  early = null;
  return usable(entry, now) ? entry.read : undefined;
}
