import type { ConsoleRoute } from '@admin/shared/contract';
import type { RemoteGroup } from './types';

/** The route tables of every ready remote, in remotes.json order. */
export function allRemoteRoutes(groups: readonly RemoteGroup[]): ConsoleRoute[] {
  return groups.filter((g) => g.status === 'ready').flatMap((g) => g.routes);
}

/** Every path of a route tree (parents and children). */
export function routePaths(routes: readonly ConsoleRoute[]): string[] {
  return routes.flatMap((r) => [r.path, ...routePaths(r.children ?? [])]);
}
