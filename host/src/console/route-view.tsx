import { Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ChunkErrorBoundary, retryableLazy } from '@admin/shared/chunk';
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { ProgressDone } from '../progress/progress-bar';
import { flattenRoutes } from '../router/route-lookup';
import { HOME_PATH, NOT_FOUND_PATH } from '../router/public-paths';
import { ScreenLoading } from './screen-loading';
import { EmptyGroup } from './empty-group';

/** One lazy component per screen factory for the page's lifetime, so revisits do not reload. */
const screens = new WeakMap<LazyScreen, ComponentType>();
function screenOf(factory: LazyScreen): ComponentType {
  const known = screens.get(factory);
  if (known) return known;
  const screen = retryableLazy(factory);
  screens.set(factory, screen);
  return screen;
}

function RouteScreen({ route, Screen }: { route: ConsoleRoute; Screen: ComponentType }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary name={route.title ? t(route.title) : route.path}>
      <Suspense fallback={<ScreenLoading />}>
        <ProgressDone key={pathname} />
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** First descendant the user can open: a group path has no screen of its own. */
function firstScreen(route: ConsoleRoute): string | null {
  for (const child of route.children ?? []) {
    if (child.component && !child.path.includes(':')) return child.path;
    const deeper = firstScreen(child);
    if (deeper) return deeper;
  }
  return null;
}

/** The screens of the routes the user may open (already filtered by role). */
export function RouteView({ routes }: { routes: ConsoleRoute[] }) {
  const chains = useMemo(() => flattenRoutes(routes), [routes]);
  return (
    <Routes>
      {chains.map((chain) => {
        const route = chain[chain.length - 1];
        if (route.path === '/') return <Route key="/" path="/" element={<Navigate to={HOME_PATH} replace />} />;
        if (route.component) {
          return (
            <Route key={route.path} path={route.path} element={<RouteScreen route={route} Screen={screenOf(route.component)} />} />
          );
        }
        const target = firstScreen(route);
        return (
          <Route key={route.path} path={route.path} element={target ? <Navigate to={target} replace /> : <EmptyGroup />} />
        );
      })}
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
