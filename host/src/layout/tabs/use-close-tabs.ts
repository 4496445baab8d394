import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { closingPaths, type TabCloseState } from './tab-blockers';
import { useTabsStore, type OpenTab } from './tabs-store';

/** The tab to show when the current one closes: the nearest one to its right, else to its left. */
export function neighbour(tabs: readonly OpenTab[], current: string, closing: readonly string[]): OpenTab {
  const at = tabs.findIndex((t) => t.path === current);
  const stays = (t: OpenTab) => !closing.includes(t.path);
  return tabs.slice(at + 1).find(stays) ?? tabs.slice(0, Math.max(at, 0)).reverse().find(stays) ?? tabs[0];
}

/**
 * Closing tabs. Hidden pages with unsaved changes are confirmed here (their own leave guard is
 * asleep while hidden); the shown page is closed by navigating away with TabCloseState, so its
 * leave guard asks as for any departure, and the tabs go only once that navigation happens.
 */
export function useCloseTabs(current: string | null, confirmUnsaved: (paths: string[]) => Promise<boolean>): (paths: string[]) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useTabsStore((s) => s.remove);
  const done = useRef(new Set<string>());

  useEffect(() => {
    const paths = closingPaths(location);
    if (!paths.length || done.current.has(location.key)) return;
    done.current.add(location.key);
    remove(paths);
  }, [location, remove]);

  return useCallback(
    async (paths: string[]) => {
      if (!paths.length) return;
      const before = useTabsStore.getState();
      const hiddenUnsaved = paths.filter((p) => p !== current && before.unsaved.includes(p) && before.alive.includes(p));
      if (hiddenUnsaved.length && !(await confirmUnsaved(hiddenUnsaved))) return;
      // The tabs as they are once the dialog is answered.
      const { tabs } = useTabsStore.getState();
      if (!current || !paths.includes(current)) {
        remove(paths);
        return;
      }
      const next = neighbour(tabs, current, paths);
      const state: TabCloseState = { tabClose: { paths } };
      navigate(`${next.path}${next.search}`, { state });
    },
    [current, confirmUnsaved, navigate, remove],
  );
}
