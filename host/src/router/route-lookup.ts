import { matchPath } from 'react-router-dom';
import type { ConsoleRoute } from '@admin/shared/contract';

/** A route together with its ancestors, root first, the route itself last. */
export type RouteChain = readonly ConsoleRoute[];

/** What the guard needs to know about the path being visited. */
export type RouteLookup =
  | { kind: 'found'; chain: RouteChain }
  /** Nothing matches yet, but a remote is still loading its routes: the path may be one of them. */
  | { kind: 'pending' }
  /** Nothing matches, and these remotes could not be loaded: the path may belong to one of them. */
  | { kind: 'unavailable'; remotes: string[] }
  | { kind: 'missing' };

export interface RemoteStatus {
  name: string;
  status: 'loading' | 'ready' | 'unavailable';
}

/** Every route of the tree with its chain, depth first (parents before children). */
export function flattenRoutes(routes: readonly ConsoleRoute[], parents: RouteChain = []): RouteChain[] {
  const out: RouteChain[] = [];
  for (const route of routes) {
    const chain = [...parents, route];
    out.push(chain);
    if (route.children?.length) out.push(...flattenRoutes(route.children, chain));
  }
  return out;
}

const isDynamic = (path: string) => path.includes(':') || path.includes('*');

/*
 * The guard looks the path up on every navigation (a list's page or filter is one), with the same
 * route tree until the remotes or roles change: flattened once per tree, not per lookup.
 */
const flattenedTrees = new WeakMap<readonly ConsoleRoute[], RouteChain[]>();
function flattened(routes: readonly ConsoleRoute[]): RouteChain[] {
  let all = flattenedTrees.get(routes);
  if (!all) flattenedTrees.set(routes, (all = flattenRoutes(routes)));
  return all;
}

/** The chain of the route that matches `pathname` exactly; static paths win over patterns. */
export function matchRoute(routes: readonly ConsoleRoute[], pathname: string): RouteChain | null {
  const all = flattened(routes);
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = all.find((chain) => chain[chain.length - 1].path === normalized);
  if (exact) return exact;
  const dynamic = all.find((chain) => {
    const { path } = chain[chain.length - 1];
    return isDynamic(path) && matchPath({ path, end: true }, normalized) !== null;
  });
  return dynamic ?? null;
}

const firstSegment = (path: string): string => path.split('/')[1] ?? '';

export function lookupRoute(routes: readonly ConsoleRoute[], remotes: readonly RemoteStatus[], pathname: string): RouteLookup {
  const chain = matchRoute(routes, pathname);
  if (chain) return { kind: 'found', chain };
  // Each top-level menu group belongs to exactly one remote (DESIGN 7): when a known route already
  // owns the first segment, an unknown path below it is simply missing, whatever other remotes do.
  const segment = firstSegment(pathname);
  if (segment && routes.some((r) => firstSegment(r.path) === segment)) return { kind: 'missing' };
  if (remotes.some((r) => r.status === 'loading')) return { kind: 'pending' };
  const down = remotes.filter((r) => r.status === 'unavailable').map((r) => r.name);
  if (down.length) return { kind: 'unavailable', remotes: down };
  return { kind: 'missing' };
}
