import type { ConsoleRoute } from '@admin/shared/contract';

/*
 * The 'group open' prefetch (boot/prefetch.ts): a menu group clicked open means one of its screens
 * is picked next, a second or more later (the time to read the items and move the pointer).
 * Besides the code of its screens (remotes-store prefetchGroup), the first reads of its first
 * screens start then, so the pick finds its rows read: opening a list from the sidebar then costs
 * the drawing only, not a round trip as well (a round trip is ~350 ms on Fast 3G).
 *
 * Bounded so a pick is never queued behind reads it did not need: at most FIRST_SCREENS
 * screens, two reads each (rows and column settings), keeps two of the browser's six connections
 * per host free for a screen further down. Answers are used once, and only within the preload
 * store's TTL (@admin/shared/resource), so a row shown is never older than a reload's would be. Screens kept
 * alive in a tab read nothing (showing them again reads nothing either).
 */

export const FIRST_SCREENS = 2;

/**
 * Paths of the screens under the group at `groupPath` of `menu` (the routes the sidebar shows) whose
 * first reads start when it opens: its shown screens in menu order, less those `skip` says are
 * already on hand, at most `max`.
 */
export function firstScreensOf(menu: readonly ConsoleRoute[], groupPath: string, skip: (path: string) => boolean, max = FIRST_SCREENS): string[] {
  const find = (rs: readonly ConsoleRoute[]): ConsoleRoute | undefined =>
    rs.reduce<ConsoleRoute | undefined>((hit, r) => hit ?? (r.path === groupPath ? r : find(r.children ?? [])), undefined);
  const group = find(menu);
  if (!group || group.component) return [];
  const shown = (rs: readonly ConsoleRoute[]): string[] => rs.filter((r) => !r.hidden).flatMap((r) => (r.component ? [r.path] : shown(r.children ?? [])));
  return shown(group.children ?? [])
    .filter((p) => !skip(p))
    .slice(0, max);
}
