import type { Op, ResourceRoutes, RouteSpec } from './types';

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
