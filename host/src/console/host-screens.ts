import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { loadHome } from '../boot/loaders/home';
import { allRemoteRoutes } from '../federation/all-remote-routes';
import { HOST_ROUTES } from '../router/host-routes';
import { HOME_PATH } from '../router/public-paths';

/** The host's own screens by path: the same remembered load the boot path prefetches. */
const HOST_SCREENS: Readonly<Record<string, LazyScreen>> = { [HOME_PATH]: loadHome };

/** HOST_ROUTES with their screens. */
export const HOST_SCREEN_ROUTES: ConsoleRoute[] = HOST_ROUTES.map((r) => (HOST_SCREENS[r.path] ? { ...r, component: HOST_SCREENS[r.path] } : { ...r }));

/** The host's routes and every listed remote's. */
export const consoleRoutes = (groups: Parameters<typeof allRemoteRoutes>[0]): ConsoleRoute[] => [...HOST_SCREEN_ROUTES, ...allRemoteRoutes(groups)];
