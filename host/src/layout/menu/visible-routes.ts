import { filterRoutesByLine, filterRoutesByRoles } from '@admin/shared/auth';
import type { BusinessLine, ConsoleRoute } from '@admin/shared/contract';
import { ABROAD_PERMISSION } from '../../contract-values';

/**
 * The menu set in force: the saved navigation-bar value, but only for users who may switch
 * (spec 1); anyone else always gets the default set, whatever a stale cookie says.
 */
export const effectiveLine = (businessLine: BusinessLine, roles: readonly string[]): BusinessLine => (roles.includes(ABROAD_PERMISSION) ? businessLine : 1);

/** Routes the user may open (spec 6): filtered by role, recursively. */
export const allowedRoutes = (routes: readonly ConsoleRoute[], roles: readonly string[]): ConsoleRoute[] => filterRoutesByRoles([...routes], [...roles]);

/** Routes of the sidebar: allowed, then restricted to the menu set (spec 1, DESIGN 7). */
export const menuRoutes = (routes: readonly ConsoleRoute[], roles: readonly string[], businessLine: BusinessLine): ConsoleRoute[] =>
  filterRoutesByLine(allowedRoutes(routes, roles), effectiveLine(businessLine, roles));
