import { useCallback, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ConsoleRoute } from '@admin/shared/contract';
import { ABROAD_PERMISSION } from '../contract-values';
import { useI18n } from '@admin/shared/i18n';
import type { RemoteGroup } from '../federation';
import { pageTitle } from '../pages/shared/use-document-title';
import { ProgressBar } from '../progress/progress-bar';
import { useProgressStore } from '../progress/progress-store';
import { matchRoute } from '../router/route-lookup';
import { useAppStore } from './app-store';
import { breadcrumbItems } from './breadcrumb-items';
import { buildMenu, menuSelection } from './menu/build-menu';
import type { RemoteEntry } from './menu/side-menu';
import { effectiveLine } from './menu/visible-routes';
import { filterRoutesByLine } from '@admin/shared/auth';
import { useRemotesStore } from '../federation';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TabBar } from './tabs/tab-bar';
import { useResponsive } from './use-responsive';
import './console-layout.css';

interface Props {
  /** Every route (host + remotes), for titles and breadcrumbs. */
  routes: ConsoleRoute[];
  /** The routes this user may open. */
  allowed: ConsoleRoute[];
  groups: RemoteGroup[];
  roles: readonly string[];
  children: ReactNode;
}

/** Collapsible sidebar with logo and menu, top bar, content (spec 2). */
export function ConsoleLayout({ routes, allowed, groups, roles, children }: Props) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const businessLine = useAppStore((s) => s.businessLine);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const opened = useAppStore((s) => s.sidebarOpened);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const retry = useRemotesStore((s) => s.retry);
  const startProgress = useProgressStore((s) => s.start);
  useResponsive();
  const onRetry = useCallback((name: string) => void retry(name), [retry]);

  const line = effectiveLine(businessLine, roles);
  const menuRoutes = useMemo(() => filterRoutesByLine(allowed, line), [allowed, line]);
  const menu = useMemo(() => buildMenu(menuRoutes), [menuRoutes]);
  const remoteEntries = useMemo<RemoteEntry[]>(
    () =>
      groups
        .filter((g) => g.status !== 'ready')
        .map((g) => ({
          name: g.name,
          title: t(g.title ?? g.name),
          status: g.status as RemoteEntry['status'],
          message: g.error?.message,
        })),
    [groups, t],
  );
  const selection = useMemo(() => menuSelection(routes, pathname), [routes, pathname]);
  const crumbs = useMemo(() => breadcrumbItems(routes, pathname, t), [routes, pathname, t]);
  const chain = matchRoute(routes, pathname);
  const title = chain?.[chain.length - 1].title;

  // A layout effect so it runs before the screen's passive ProgressDone of the same commit.
  useLayoutEffect(() => {
    startProgress();
  }, [pathname, startProgress]);

  useEffect(() => {
    document.title = pageTitle(title ? t(title) : null);
  }, [title, t]);

  useEffect(() => {
    if (!(mobile && opened)) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeSidebar();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobile, opened, closeSidebar]);

  return (
    <div className={`hl-root${mobile ? ' hl-root--mobile' : ''}`}>
      <SkipLink target="main-content" />
      <ProgressBar />
      <Sidebar menu={menu} remotes={remoteEntries} selection={selection} onRetry={onRetry} />
      {mobile && opened && <div className="hl-drawer-bg" data-testid="sidebar-overlay" aria-hidden="true" onClick={() => closeSidebar()} />}
      <div className="hl-main">
        <Navbar crumbs={crumbs} showLineSwitch={roles.includes(ABROAD_PERMISSION)} searchRoutes={menuRoutes} />
        <TabBar routes={allowed} />
        {/* ant-layout-content: the class the browser tests look for the routed screen in. */}
        <main className="ant-layout-content hl-content" id="main-content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
