import { useMemo, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ChunkErrorBoundary, retryableLazy } from '@admin/shared/chunk';
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { ProgressDone } from '../progress/progress-bar';
import { useProgressStore } from '../progress/progress-store';
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

interface ScreenProps {
  route: ConsoleRoute;
  Screen: ComponentType;
  /** The remote the screen comes from, named in a load error (DESIGN 3.4). */
  remote?: string;
}

function RouteScreen({ route, Screen, remote }: ScreenProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const done = useProgressStore((s) => s.done);
  const title = route.title ? t(route.title) : route.path;
  return (
    <ChunkErrorBoundary
      name={remote ? `${remote} · ${title}` : title}
      resetKey={pathname}
      fallback={<ScreenLoading />}
      onError={() => done()}
    >
      <ProgressDone key={pathname} />
      <Screen />
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
export function RouteView({ routes, remoteOf }: { routes: ConsoleRoute[]; remoteOf(path: string): string | undefined }) {
  const chains = useMemo(() => flattenRoutes(routes), [routes]);
  return (
    <Routes>
      {chains.map((chain) => {
        const route = chain[chain.length - 1];
        if (route.path === '/') return <Route key="/" path="/" element={<Navigate to={HOME_PATH} replace />} />;
        if (route.component) {
          return (
            <Route key={route.path} path={route.path} element={<RouteScreen route={route} Screen={screenOf(route.component)} remote={remoteOf(route.path)} />} />
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
