/** The part of a route that access and menu-set filtering look at (ConsoleRoute fits). */
export interface FilterableRoute<R> {
  roles?: readonly string[];
  lines?: readonly (1 | 2)[];
  children?: readonly R[];
}

/** Spec 5/6: open when the route lists no roles, otherwise any overlap grants access. */
export function hasAnyRole(userRoles: readonly string[], required?: readonly string[] | null): boolean {
  if (!required || required.length === 0) return true;
  return required.some((role) => userRoles.includes(role));
}

/**
 * Keeps the routes `keep` accepts, recursively. A parent that had children and lost all of them
 * is dropped too: an empty submenu leads nowhere. A route that never had children is a leaf and
 * stays on its own merit.
 */
function prune<R extends FilterableRoute<R>>(routes: readonly R[], keep: (route: R) => boolean): R[] {
  const out: R[] = [];
  for (const route of routes) {
    if (!keep(route)) continue;
    if (route.children && route.children.length > 0) {
      const children = prune(route.children, keep);
      if (children.length > 0) out.push({ ...route, children });
    } else {
      out.push({ ...route });
    }
  }
  return out;
}

/** The routes (and menu entries) the user may see. */
export const filterRoutesByRoles = <R extends FilterableRoute<R>>(routes: readonly R[], roles: readonly string[]): R[] =>
  prune(routes, (route) => hasAnyRole(roles, route.roles));

/**
 * The routes of one menu set (navigation-bar value / business line). A route belongs to the
 * lines it declares, line 1 when it declares none; a parent must list every line of its children.
 */
export const filterRoutesByLine = <R extends FilterableRoute<R>>(routes: readonly R[], line: 1 | 2): R[] =>
  prune(routes, (route) => (route.lines ?? [1]).includes(line));
