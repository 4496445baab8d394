import type { ConsoleRoute } from '@admin/shared/contract';
import type { MineEntry } from '@admin/shared/contract/resources';
import { flattenRoutes } from '../router/route-lookup';

/*
 * Where an entry of "my recent changes" links: the screen of its resource, found by the
 * `resource` each route names (route data, so no screen code loads for it). A record that still
 * exists opens on its list in the read-only view with its history (the kit's `?view=`), or on its
 * record page (a route with the record's id as its one parameter) when no list shows it. A
 * deleted record or a settings document opens its list or page. No route of the resource, no link.
 */

/** The kit's VIEW_PARAM (@admin/shared/resource): the dashboard loads no kit code; the test holds them equal. */
export const VIEW_PARAM = 'view';
const GONE = new Set(['delete', 'bulkDelete']);
/** The audit log's id of a console-wide settings document (documentKey in the server). */
const DOCUMENT = '-';

type Entry = Pick<MineEntry, 'resource' | 'record_id' | 'action'>;
interface Screens {
  list?: string;
  record?: { path: string; param: string };
}

const paramsOf = (path: string) => path.split('/').filter((s) => s.startsWith(':'));

/** The link of each entry among `routes` (already only those the user may open); undefined for none. */
export function recentChangeHref(routes: readonly ConsoleRoute[]): (entry: Entry) => string | undefined {
  const byResource = new Map<string, Screens>();
  for (const chain of flattenRoutes(routes)) {
    const r = chain[chain.length - 1];
    if (!r.resource || r.externalLink || r.path.includes('*')) continue;
    const screens = byResource.get(r.resource) ?? {};
    const params = paramsOf(r.path);
    // The first route of a kind wins: the table's order is the menu's.
    if (params.length === 0) screens.list ??= r.path;
    else if (params.length === 1) screens.record ??= { path: r.path, param: params[0] };
    byResource.set(r.resource, screens);
  }
  return (entry) => {
    const screens = byResource.get(entry.resource);
    if (!screens) return undefined;
    const id = entry.record_id;
    if (id === null || id === DOCUMENT || GONE.has(entry.action)) return screens.list;
    // The list's read-only view shows the record's fields and its history; a record page (its
    // children in tabs) only where no list shows the resource.
    if (screens.list) return `${screens.list}?${new URLSearchParams({ [VIEW_PARAM]: id })}`;
    return screens.record && screens.record.path.replace(screens.record.param, encodeURIComponent(id));
  };
}
