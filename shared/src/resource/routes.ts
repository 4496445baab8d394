import type { Method, Op, ResourceRoutes, RouteSpec } from './types';

/**
 * Routes of a resource from a path set of the contract, e.g. `routesOf('/base/ads/launch',
 * AD_PATH_SETS.basic)`. The first entry of an op wins, so a kind's own set can be followed by a
 * fallback set without changing the paths the kind already has.
 */
export function routesOf(base: string, ...sets: readonly (readonly (readonly [Op, Method, string])[])[]): ResourceRoutes {
  const routes: ResourceRoutes = {};
  for (const set of sets) {
    for (const [op, method, suffix] of set) routes[op] ??= { method, path: `${base}${suffix}` };
  }
  return routes;
}

/** A route's path with its `:params` filled; the id goes into `:id`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-z_]+)/g, (m, name: string) => (name in params ? encodeURIComponent(String(params[name])) : m));
}

/**
 * The op an edit form saves with: PUT when the resource has one, otherwise PATCH (the launch-type
 * kinds of spec 7 have no PUT).
 */
export function editOp(routes: ResourceRoutes): 'update' | 'patch' | undefined {
  if (routes.update) return 'update';
  if (routes.patch) return 'patch';
  return undefined;
}

export const routeOf = (routes: ResourceRoutes, op: Op): RouteSpec | undefined => routes[op];
