import type { Op, ResourceRoutes, RouteSpec } from './types';

/** Kept for screens built against 3.x; the data layer (`@admin/shared/data`) fills paths now. */
export { fillPath } from '@admin/shared/data';

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
