import { http } from '@admin/shared/api';
import { downloadExport } from './list/export-download';
import { fillPath } from './routes';
import type { DataProvider, Op, Rec, ResourceDef, RouteSpec, RowRef, WriteOptions } from './types';

/**
 * The one data-provider every resource screen goes through: each call uses exactly the method and
 * path the resource's routes name (trailing slashes included), through the shared API client. The
 * record's key goes into the module's id parameter (`:id`, or `:cid` where `:id` is a parent).
 */
export function createDataProvider(def: Pick<ResourceDef, 'name' | 'routes' | 'contract'>): DataProvider {
  const route = (op: Op): RouteSpec => {
    const r = def.routes[op];
    if (!r) throw new Error(`${def.name} has no ${op} endpoint`);
    return r;
  };
  const idParam = def.contract?.idParam ?? 'id';
  const url = (op: Op, id?: string | number) => {
    const path = fillPath(route(op).path, id === undefined ? {} : { [idParam]: id });
    // A scoped resource used without its scope would call `/nav/bc/:course/…` literally.
    if (path.includes('/:')) throw new Error(`${def.name}: ${op} needs ${path.match(/:[a-z_]+/g)?.join(', ')} (use scoped())`);
    return path;
  };
  const send = <T>(op: Op, id: string | number | undefined, body?: unknown, params?: Rec, opts?: WriteOptions & { silent?: boolean }) =>
    http.request<T>({ method: route(op).method, url: url(op, id), data: body, params, timeout: def.contract?.timeouts?.[op], quiet: opts?.quiet, silent: opts?.silent });
  const provider: DataProvider = {
    list: (query, opts) => send('list', undefined, undefined, query, opts),
    get: (id) => send('get', id),
    create: (body, opts) => send('create', undefined, body, undefined, opts),
    update: (id, body, opts) => send('update', id, body, undefined, opts),
    patch: (id, body, opts) => send('patch', id, body, undefined, opts),
    remove: async (id, version) => {
      await send('delete', id, version === undefined ? undefined : { version });
    },
  };
  if (def.routes.toggle) provider.toggle = (id, body) => send('toggle', id, body);
  // A batch names each row by the module's key: `{ uuid, version }` for floors, `{ id, version }` elsewhere.
  const idKey = def.contract?.idKey ?? 'id';
  const refs = (items: readonly RowRef[]) => items.map(({ id, version }) => ({ [idKey]: id, version }));
  // Only the batch calls the module declares: a provider without one shows no button for it.
  if (def.routes.bulkPatch) provider.bulkPatch = (items, changes) => send('bulkPatch', undefined, { items: refs(items), changes });
  if (def.routes.bulkDelete) provider.bulkDelete = (items) => send('bulkDelete', undefined, { items: refs(items) });
  if (def.routes.reorder) provider.reorder = (items) => send('reorder', undefined, { items: refs(items) });
  if (def.routes.export) provider.export = (body, onProgress, signal) => downloadExport(url('export'), body, onProgress, signal);
  return provider;
}
