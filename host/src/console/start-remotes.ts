import { useAuthStore } from '@admin/shared/auth';
import { FIRST_READS_TTL_MS } from '@admin/shared/contract/constants';
import { prefetch } from '../boot/prefetch';
import { installPrefetch, loadRemotes, prefetchGroupScreens, prefetchScreen, useRemotesStore } from '../federation';
import { useAppStore } from '../layout/app-store';
import { menuRoutes } from '../layout/menu/visible-routes';
import { useDrawnAhead } from '../layout/tabs/drawn-ahead';
import { useTabsStore } from '../layout/tabs/tabs-store';
import { startFirstReads } from './first-reads';
import { firstScreensOf } from './group-prefetch';
import { consoleRoutes } from './host-screens';
import { prefetchScreenKit } from './screen-kit';

let remotesStarted = false;

/**
 * remotes.json is taken in once per page load, once someone is signed in (the sign-in form may
 * have read it already: early-remote-list.ts). Started as the sign-in call is answered
 * (router/console-sign-in.ts) or as a signed-in page enters the console (boot/enter-console.tsx),
 * not only once the console is drawn: with the list taken in by then, the console's first drawing
 * has its menus, instead of a second drawing of the whole layout ~100 ms later. The guard starts
 * it too, for any other way in. Also listens for the 'hover' and 'group open' prefetch triggers.
 */
export function startRemotes(): void {
  if (remotesStarted) return;
  remotesStarted = true;
  void loadRemotes();
  installPrefetch(
    (path) =>
      void prefetch('hover', {
        'screen code, then its first reads': () => prefetchScreenAndReads(path),
        'screen kit': () => prefetchScreenKit(),
      }).catch(() => undefined), // the click loads it again and reports
    {
      opened: (path) =>
        void prefetch('group open', {
          'first screens: code and first reads; the first drawn hidden': () => prefetchFirstScreens(path),
          "the group's other screens' code": () => prefetchGroupScreens(path),
        }).catch(() => undefined),
    },
  );
}

/**
 * The code and first reads of the first screens the sidebar shows in the group at `path`, and the
 * first of them drawn hidden while its reads are fresh (group-prefetch.ts, drawn-ahead.ts). One
 * screen only: hidden pages are drawn in one low-priority pass, which a click before its end
 * throws away, and the first drawing costs ~100 ms of script at full speed.
 */
function prefetchFirstScreens(path: string): void {
  const { roles } = useAuthStore.getState();
  const menu = menuRoutes(consoleRoutes(useRemotesStore.getState().groups), roles, useAppStore.getState().businessLine);
  const alive = new Set(useTabsStore.getState().alive);
  const screens = firstScreensOf(menu, path, (p) => alive.has(p));
  screens.forEach((p) => void prefetchScreenAndReads(p));
  useDrawnAhead.getState().drawAhead(screens.slice(0, 1), FIRST_READS_TTL_MS);
}

/** The screen's code, then its first reads from a menu link (no query). */
function prefetchScreenAndReads(path: string): Promise<void> {
  return prefetchScreen(path).then((mod) => mod && startFirstReads(mod, ''));
}
