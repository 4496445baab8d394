import { useMemo, type ComponentType } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { reloadableLazy } from '../gate/reloadable-lazy';
import { loadRemoteScreen } from '../boot/loaders/remote-screen';
import { loadedNow } from '../boot/remembered-load';
import { ProgressDone } from '../progress/progress-bar';
import { useProgressStore } from '../progress/progress-store';
import { flattenRoutes } from '../router/route-lookup';
import { HOME_PATH, NOT_FOUND_PATH } from '../router/public-paths';
import { ScreenLoading } from './screen-loading';
import { WithAntd } from './with-antd';
import type { RemoteScreenProps } from './remote-screen';

const loading = <ScreenLoading />;
const finishProgress = () => useProgressStore.getState().done();

/** Remote screens render inside antd's provider and boundary: one lazy chunk (remote-screen.tsx). */
const RemoteScreen = reloadableLazy<RemoteScreenProps>(loadRemoteScreen, {
  fallback: loading,
  inline: true,
  onError: finishProgress,
});

const EmptyGroupScreen = reloadableLazy(async () => ({ default: (await import(/* webpackChunkName: "empty-group" */ './empty-group')).EmptyGroup }), {
  fallback: loading,
  inline: true,
  onError: finishProgress,
});

/** The host's own screens (the dashboard) are antd-free: one lazy component per factory. */
const hostScreens = new WeakMap<LazyScreen, ComponentType>();
function hostScreenOf(factory: LazyScreen): ComponentType {
  const known = hostScreens.get(factory);
  if (known) return known;
  // The progress bar finishes when the screen has loaded, not when its loading state shows.
  const withProgress = (Screen: ComponentType): ComponentType =>
    function LoadedScreen() {
      const { pathname } = useLocation();
      return (
        <>
          <ProgressDone key={pathname} />
          <Screen />
        </>
      );
    };
  let ready: ComponentType | undefined;
  const screen = reloadableLazy<object>(() => factory().then(({ default: Screen }) => ({ default: withProgress(Screen) })), {
    fallback: loading,
    inline: true,
    onError: finishProgress,
    // Already fetched (the home screen, by the sign-in form's warm-up): drawn with the layout.
    ready: () => {
      const module = loadedNow(factory);
      return module && (ready ??= withProgress(module.default));
    },
  });
  hostScreens.set(factory, screen);
  return screen;
}

function HostScreen({ Screen }: { Screen: ComponentType }) {
  return <Screen />;
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

function screenElement(route: ConsoleRoute, factory: LazyScreen, remote: string | undefined) {
  return remote ? <RemoteScreen route={route} factory={factory} remote={remote} /> : <HostScreen Screen={hostScreenOf(factory)} />;
}

interface RouteViewProps {
  routes: ConsoleRoute[];
  remoteOf(path: string): string | undefined;
  /** A hidden tab's own location: its screen keeps seeing it while other pages are shown. */
  location?: Location;
}

/**
 * The screens of the routes the user may open (already filtered by role).
 *
 * <Routes> flattens and ranks every route it is given on each render, and a list renders it on
 * every change of its URL state (a page, a filter, a sort): with the console's ~80 routes that was
 * most of the router's time in a page change. The route for the path is picked once per path, by
 * the router's own matching, and <Routes> is given that one route (and the catch-all).
 */
export function RouteView({ routes, remoteOf, location }: RouteViewProps) {
  const current = useLocation();
  const pathname = (location ?? current).pathname;
  const chains = useMemo(() => flattenRoutes(routes), [routes]);
  const paths = useMemo(() => chains.map((chain, index) => ({ id: String(index), path: chain[chain.length - 1].path })), [chains]);
  const chain = useMemo(() => {
    const matches = matchRoutes(paths, pathname);
    return matches ? chains[Number(matches[matches.length - 1].route.id)] : null;
  }, [paths, chains, pathname]);
  return (
    <Routes location={location}>
      {(chain ? [chain] : []).map((chain) => {
        const route = chain[chain.length - 1];
        if (route.path === '/') return <Route key="/" path="/" element={<Navigate to={HOME_PATH} replace />} />;
        if (route.component) {
          return <Route key={route.path} path={route.path} element={screenElement(route, route.component, remoteOf(route.path))} />;
        }
        const target = firstScreen(route);
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              target ? (
                <Navigate to={target} replace />
              ) : (
                <WithAntd>
                  <EmptyGroupScreen />
                </WithAntd>
              )
            }
          />
        );
      })}
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
