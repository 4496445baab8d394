/*
 * A screen's first reads, started before it renders: when the screen's code has arrived (the host
 * asks `screen.preload(search)` before drawing it) or when the pointer rests on a link to it. They
 * go into the page's query cache (api/query-client.ts), where the screen's hooks find them at
 * their first render and draw the rows in the same pass as the frame, instead of rendering the
 * frame, committing, asking, and rendering again.
 *
 * An answer counts as fresh for PRELOAD_TTL_MS, so it is never older than a reload would be. A
 * read ahead is silent; when it fails it is forgotten and whatever shows it asks again, the usual
 * way, which reports the error.
 */

import { hashKey, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '@admin/shared/api';
import { FIRST_READS_TTL_MS } from '@admin/shared/contract';

export const PRELOAD_TTL_MS = FIRST_READS_TTL_MS;

const fresh = (key: QueryKey, now: number) => {
  const state = queryClient.getQueryState(key);
  return state !== undefined && state.status === 'success' && now - state.dataUpdatedAt < PRELOAD_TTL_MS;
};

/*
 * Reads made for a screen before it draws them (read ahead, or sent in the click that changes the
 * list). Their answer is fresh for the first render that shows it, however young: that render must
 * not ask again. Once drawn (`taken`), what shows it asks again whenever it is shown anew, as a
 * read made by the screen itself does.
 */
const aheadOfScreen = new Set<string>();
/** `key` is read for a screen that has not drawn it yet. */
export const markReadAhead = (key: QueryKey) => void aheadOfScreen.add(hashKey(key));
/** Whether the query of this hash was read ahead and not drawn yet. */
export const isReadAhead = (queryHash: string) => aheadOfScreen.has(queryHash);
/** The screen has drawn the query of this hash. */
export const takeReadAhead = (queryHash: string) => void aheadOfScreen.delete(queryHash);

/** Whether a screen on show reads `key` itself (an observer subscribed to it). */
const shown = (key: QueryKey) => queryClient.getQueryCache().findAll({ queryKey: key, exact: true, type: 'active' }).length > 0;

/**
 * Starts `read` under `key` unless a fresh answer is there, a read is under way, or a screen on
 * show reads it itself; resolves when it settles. The screen on show has read the key and reported
 * how that went: the pointer or focus coming back to its own link (focus returns there when a
 * dialog closes) asks nothing, and a read that failed is not read again behind it, since a failed
 * read ahead makes the screen ask again and report the error a second time (for a lost session,
 * a second re-login dialog).
 */
export function preload<T>(key: QueryKey, read: () => Promise<T>): Promise<void> {
  if (shown(key)) return Promise.resolve();
  markReadAhead(key);
  return queryClient.fetchQuery({ queryKey: key, queryFn: read, staleTime: PRELOAD_TTL_MS }).then(
    () => undefined,
    // Forgotten, and read again at once by the screens showing it (with their own, reporting read).
    () => {
      aheadOfScreen.delete(hashKey(key));
      return queryClient.resetQueries({ queryKey: key, exact: true });
    },
  );
}

/** The answer under `key` if it has arrived and is fresh. */
export function peekPreloaded<T>(key: QueryKey, now: number = Date.now()): { value: T } | undefined {
  return fresh(key, now) ? { value: queryClient.getQueryData<T>(key) as T } : undefined;
}

/** The fresh answer under `key`, or the read of it under way; undefined when neither is there. */
export function takePreloaded<T>(key: QueryKey, now: number = Date.now()): Promise<T> | undefined {
  const state = queryClient.getQueryState(key);
  if (!state || !(fresh(key, now) || state.fetchStatus === 'fetching')) return undefined;
  return queryClient.fetchQuery<T>({ queryKey: key, staleTime: PRELOAD_TTL_MS });
}

/** Forgets every answer kept (tests; sign-out clears the whole cache). */
export function forgetPreloaded(): void {
  aheadOfScreen.clear();
  queryClient.clear();
}
