import type { ConsoleRoute } from '@admin/shared/contract';
import { matchRoute } from '../../router/route-lookup';

/** One sidebar entry; `key` is the route path the entry stands for. */
export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  /** Opens this URL in a new tab instead of navigating. */
  externalLink?: string;
  /** Present on submenus only. */
  children?: MenuNode[];
}

const shownChildren = (route: ConsoleRoute) => (route.children ?? []).filter((c) => !c.hidden);

const leaf = (route: ConsoleRoute, parent?: ConsoleRoute): MenuNode => ({
  key: route.path,
  title: route.title ?? parent?.title ?? route.path,
  ...((route.icon ?? parent?.icon) ? { icon: route.icon ?? parent?.icon } : {}),
  ...(route.externalLink ? { externalLink: route.externalLink } : {}),
});

function toNode(route: ConsoleRoute): MenuNode | null {
  if (route.hidden) return null;
  const shown = shownChildren(route);
  if (shown.length === 0) return leaf(route);
  // A group with a single visible child shows that child in its place, unless it asks to stay a
  // submenu (alwaysShow, e.g. /exercise) or the child is itself a group.
  if (shown.length === 1 && !route.alwaysShow && shownChildren(shown[0]).length === 0) return leaf(shown[0], route);
  const children = shown.map(toNode).filter((n): n is MenuNode => n !== null);
  return { ...leaf(route), children };
}

/**
 * The sidebar tree from routes that are already filtered by role and business line:
 * hidden routes are skipped, single-child groups collapse unless `alwaysShow`.
 */
export function buildMenu(routes: readonly ConsoleRoute[]): MenuNode[] {
  return routes.map(toNode).filter((n): n is MenuNode => n !== null);
}

export interface MenuSelection {
  selectedKey: string | null;
  openKeys: string[];
}

/** Which entry is highlighted for `pathname`: the route's `activeMenu` when it names one. */
export function menuSelection(routes: readonly ConsoleRoute[], pathname: string): MenuSelection {
  const chain = matchRoute(routes, pathname);
  if (!chain) return { selectedKey: null, openKeys: [] };
  const current = chain[chain.length - 1];
  const selectedKey = current.activeMenu ?? current.path;
  const keyChain = current.activeMenu ? (matchRoute(routes, current.activeMenu) ?? chain) : chain;
  return { selectedKey, openKeys: keyChain.slice(0, -1).map((r) => r.path) };
}
