import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { useRemotesStore } from '../federation';
import { FullPageLoading, reloadableLazy } from '../gate/reloadable-lazy';
import { ConsoleLayout } from '../layout/console-layout';
import { decide } from '../router/guard';
import { flattenRoutes, lookupRoute, type RemoteStatus } from '../router/route-lookup';
import { useAppStore } from '../layout/app-store';
import { allowedRoutes, effectiveLine } from '../layout/menu/visible-routes';
import { TabPanes } from '../layout/tabs/tab-panes';
import { normalisePath } from '../layout/tabs/tab-bar';
import { useTabsStore } from '../layout/tabs/tabs-store';
import { consoleRoutes } from './host-screens';
import { RouteView } from './route-view';
import { ScreenLoading } from './screen-loading';
import { startRemotes } from './start-remotes';
import { useLoadInfo } from './use-load-info';
import { WithAntd } from './with-antd';

/** Rare, and drawn with antd: its own lazy chunk, inside the antd provider. */
const RemoteUnavailable = reloadableLazy<{ names: string[] }>(
  async () => ({ default: (await import(/* webpackChunkName: "remote-unavailable" */ './remote-unavailable')).RemoteUnavailable }),
  { fallback: <ScreenLoading />, inline: true },
);

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
  const statuses = useMemo<RemoteStatus[]>(() => (listed || groups.length > 0 ? groups : [MANIFEST_PENDING]), [groups, listed]);
  const rolesLoaded = roles.length > 0 ? roles : null;
  const lookup = useMemo(() => lookupRoute(routes, statuses, pathname), [routes, statuses, pathname]);
  const businessLine = useAppStore((s) => s.businessLine);
  const line = effectiveLine(businessLine, roles);
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
