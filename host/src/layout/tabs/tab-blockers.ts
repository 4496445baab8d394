import type { Blocker, BlockerFunction, DataRouter, Location } from 'react-router-dom';
import { BASENAME, PUBLIC_PATHS } from '../../router/public-paths';
import { useTabsStore } from './tabs-store';

/** Navigation state of a close command: the tabs it takes away once the navigation happens. */
export interface TabCloseState {
  tabClose: { paths: string[] };
}

export const closingPaths = (location: Pick<Location, 'state'>): string[] => (location.state as Partial<TabCloseState> | null)?.tabClose?.paths ?? [];

const strip = (pathname: string): string => (pathname === BASENAME ? '/' : pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname);

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * Teaches the router's leave guards (useBlocker, used by the kit's unsaved-form guard) about tabs:
 *
 * - Leaving a page whose tab stays open for another console page loses nothing (the page is kept
 *   alive, hidden): not held. Whether it had unsaved changes is remembered instead, so closing its
 *   tab later can ask.
 * - Closing a tab (a navigation carrying TabCloseState), leaving the console (sign-in page) or
 *   changing the query of the same page asks as before.
 * - A hidden page's useBlocker re-registers, when shown again, under the key it had before it was
 *   hidden and that its hiding deleted (React re-runs both of its effects with the old state),
 *   then under a fresh key: the stale registration would outlive the form and hold every later
 *   navigation, so a deleted key is never registered again.
 */
export function tabAwareBlockers(router: DataRouter): DataRouter {
  const getBlocker = router.getBlocker.bind(router);
  const deleteBlocker = router.deleteBlocker.bind(router);
  const deleted = new Set<string>();
  router.deleteBlocker = (key) => {
    deleted.add(key);
    deleteBlocker(key);
  };
  router.getBlocker = (key, fn) => {
    if (deleted.has(key)) return router.state.blockers.get(key) ?? IDLE;
    const wrapped: BlockerFunction = (args) => {
      const from = strip(args.currentLocation.pathname);
      const to = strip(args.nextLocation.pathname);
      const keptOpen =
        from !== to &&
        !PUBLIC_PATHS.includes(to) &&
        !closingPaths(args.nextLocation).includes(from) &&
        useTabsStore.getState().tabs.some((t) => t.path === from);
      if (!keptOpen) return fn(args);
      useTabsStore.getState().markUnsaved(from, fn(args));
      return false;
    };
    return getBlocker(key, wrapped);
  };
  return router;
}
