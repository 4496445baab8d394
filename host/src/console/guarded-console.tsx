import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import type { ConsoleRoute } from '@admin/shared/contract';
import { FIRST_READS_TTL_MS } from '@admin/shared/contract/constants';
import { allRemoteRoutes, installPrefetch, loadRemotes, prefetchGroupScreens, prefetchScreen, useRemotesStore } from '../federation';
import { startFirstReads } from './first-reads';
import { readAheadPaths } from './group-read-ahead';
import { warmScreenKit } from './screen-kit';
import { savingData, whenDrawn } from './when-idle';
import { FullPageLoading, reloadableLazy } from '../gate/reloadable-lazy';
import { ConsoleLayout } from '../layout/console-layout';
import { decide } from '../router/guard';
import { HOST_ROUTES } from '../router/host-routes';
import { flattenRoutes, lookupRoute, type RemoteStatus } from '../router/route-lookup';
import { useAppStore } from '../layout/app-store';
import { allowedRoutes, effectiveLine, menuRoutes } from '../layout/menu/visible-routes';
import { TabPanes } from '../layout/tabs/tab-panes';
import { normalisePath } from '../layout/tabs/tab-bar';
import { useTabsStore } from '../layout/tabs/tabs-store';
import { useDrawnAhead } from '../layout/tabs/drawn-ahead';
import { RouteView } from './route-view';
import { ScreenLoading } from './screen-loading';
import { useLoadInfo } from './use-load-info';
import { WithAntd } from './with-antd';

/** Rare, and drawn with antd: its own lazy chunk, inside the antd provider. */
const RemoteUnavailable = reloadableLazy<{ names: string[] }>(
  async () => ({ default: (await import(/* webpackChunkName: "remote-unavailable" */ './remote-unavailable')).RemoteUnavailable }),
  { fallback: <ScreenLoading />, inline: true },
);

let remotesStarted = false;

/**
 * remotes.json is taken in once per page load, once someone is signed in (the sign-in form may
 * have read it already: early-remote-list.ts). Started as the sign-in call is answered
 * (router/console-sign-in.ts) or as a signed-in page loads the console (bootstrap.tsx), not only
 * once the console is drawn: with the list taken in by then, the console's first drawing has its
 * menus, instead of a second drawing of the whole layout ~100 ms later (issue 15: click 登录 →
 * every menu group). The guard starts it too, for any other way in.
 */
export function startRemotes(): void {
  if (remotesStarted) return;
  remotesStarted = true;
  void loadRemotes();
  // A screen link the pointer rests on also starts the screen's first reads (first-reads.ts).
  installPrefetch(
    (path) => {
      readScreenAhead(path);
      void warmScreenKit();
    },
    // A group opened (not when saving data): its first screens' code and reads at once, they are
    // network waits (group-read-ahead.ts); the code of the others once the opening is drawn.
    {
      opened: (path) => {
        if (!savingData()) readAheadGroup(path);
        void whenDrawn(() => prefetchGroupScreens(path));
      },
    },
  );
}

/**
 * Starts the first reads of the first screens the sidebar shows in the group at `path`, and draws
 * the first of them ahead while its reads are fresh (group-read-ahead.ts, drawn-ahead.ts). One
 * screen only: hidden pages are drawn in one low-priority pass, which a click before its end
 * throws away, and the first drawing costs ~100 ms of script at full speed.
 */
function readAheadGroup(path: string): void {
  const { roles } = useAuthStore.getState();
  const menu = menuRoutes(consoleRoutes(useRemotesStore.getState().groups), roles, useAppStore.getState().navBar);
  const alive = new Set(useTabsStore.getState().alive);
  const screens = readAheadPaths(menu, path, (p) => alive.has(p));
  screens.forEach(readScreenAhead);
  useDrawnAhead.getState().drawAhead(screens.slice(0, 1), FIRST_READS_TTL_MS);
}

/** The screen's code, then its first reads from a menu link (no query). */
function readScreenAhead(path: string): void {
  void prefetchScreen(path).then((mod) => mod && startFirstReads(mod, ''));
}

/** The host's routes and every listed remote's. */
const consoleRoutes = (groups: Parameters<typeof allRemoteRoutes>[0]): ConsoleRoute[] => [...HOST_ROUTES, ...allRemoteRoutes(groups)];

/** Before remotes.json has been read, every unknown path may still belong to some remote. */
const MANIFEST_PENDING: RemoteStatus = { name: 'remotes.json', status: 'loading' };

/** The second half of the guard (spec 4), executed with the roles and the merged route table. */
export function GuardedConsole() {
  const { pathname, search } = useLocation();
  const hasToken = useAuthStore((s) => Boolean(s.token));
  const name = useAuthStore((s) => s.name);
  const roles = useAuthStore((s) => s.roles);
  const groups = useRemotesStore((s) => s.groups);
  const listed = useRemotesStore((s) => s.loaded);

  useEffect(startRemotes, []);

  const routes = useMemo(() => consoleRoutes(groups), [groups]);
  const statuses = useMemo<RemoteStatus[]>(
    () => (listed || groups.length > 0 ? groups : [MANIFEST_PENDING]),
    [groups, listed],
  );
  const rolesLoaded = roles.length > 0 ? roles : null;
  const lookup = useMemo(() => lookupRoute(routes, statuses, pathname), [routes, statuses, pathname]);
  const navBar = useAppStore((s) => s.navBar);
  const line = effectiveLine(navBar, roles);
  const decision = decide({ pathname, search, hasToken, roles: rolesLoaded, lookup, line });
  useLoadInfo(decision.type === 'load-info', pathname, search);

  const allowed = useMemo(() => allowedRoutes(routes, roles), [routes, roles]);
  const remoteOf = useMemo(() => {
    const owner = new Map<string, string>();
    for (const g of groups) for (const chain of flattenRoutes(g.routes)) owner.set(chain[chain.length - 1].path, g.name);
    return (path: string) => owner.get(path);
  }, [groups]);

  // A screen the user may open gets a tab (DESIGN: tabs of open pages); a group path or the root
  // only redirects, so it gets none.
  const found = lookup.kind === 'found' ? lookup.chain[lookup.chain.length - 1] : null;
  const tabPath = decision.type === 'allow' && found?.component ? normalisePath(pathname) : null;
  const restoreTabs = useTabsStore((s) => s.restore);
  const showTab = useTabsStore((s) => s.show);
  useEffect(() => {
    if (rolesLoaded) restoreTabs(name || '-');
  }, [rolesLoaded, name, restoreTabs]);
  useEffect(() => {
    if (tabPath) showTab(tabPath, search);
  }, [tabPath, search, showTab]);

  switch (decision.type) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'public':
      return null;
    case 'load-info':
      return <FullPageLoading waitingFor="session" />;
    default:
      return (
        <ConsoleLayout routes={routes} allowed={allowed} groups={groups} roles={roles}>
          <TabPanes active={tabPath} routes={allowed} remoteOf={remoteOf} />
          {decision.type === 'allow' && !tabPath && <RouteView routes={allowed} remoteOf={remoteOf} />}
          {decision.type === 'wait' && <ScreenLoading />}
          {decision.type === 'remote-unavailable' && (
            <WithAntd>
              <RemoteUnavailable names={decision.remotes} />
            </WithAntd>
          )}
        </ConsoleLayout>
      );
  }
}
