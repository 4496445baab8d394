import { ACTION_OF_OP } from '@admin/shared/contract';
import { filledPath, send, type RouteCall } from '@admin/shared/data';
import { downloadExport } from './list/export-download';
import type { DataProvider, Op, ResourceDef, RouteSpec, RowRef, WriteOptions } from './types';

/**
 * The one data-provider every resource screen goes through: each call uses exactly the method and
 * path the resource's routes name (trailing slashes included), through the data layer's `send`, so
 * a write marks every cached read of the resource stale (a bespoke panel above a list reads again).
 * The record's key goes into the module's id parameter (`:id`, or `:cid` where `:id` is a parent).
 */
export function createDataProvider(def: Pick<ResourceDef, 'name' | 'routes' | 'contract'>): DataProvider {
  // One provider per definition: the list's query key names its provider, so a screen's first
  // page read ahead (listPreload) is the one its list finds.
  let made = providers.get(def);
  if (!made) {
    providers.set(def, (made = makeProvider(def)));
    if (def.routes.list) listPaths.set(made, def.routes.list.path);
  }
  return made;
}

const providers = new WeakMap<object, DataProvider>();
const listPaths = new WeakMap<DataProvider, string>();

/**
 * The list path a provider made here reads (its scope filled), undefined for any other provider:
 * two definitions of one resource and scope (a screen module evaluated twice) read the same rows.
 */
export const listPathOf = (provider: DataProvider): string | undefined => listPaths.get(provider);

function makeProvider(def: Pick<ResourceDef, 'name' | 'routes' | 'contract'>): DataProvider {
  const route = (op: Op): RouteSpec => {
    const r = def.routes[op];
    if (!r) throw new Error(`${def.name} has no ${op} endpoint`);
    return r;
  };
  const idParam = def.contract?.idParam ?? 'id';
  const callOf = (op: Op): RouteCall => {
    const { method, path } = route(op);
    const actions = ACTION_OF_OP[op];
    return {
      resource: def.name,
      op,
      method,
      path,
      writes: op !== 'list' && op !== 'get' && op !== 'export' && !(actions?.length === 1 && actions[0] === 'view'),
      timeout: def.contract?.timeouts?.[op],
    };
  };
  const call = <T>(op: Op, id: string | number | undefined, body?: unknown, opts?: WriteOptions & { silent?: boolean }) =>
    send<T>(callOf(op), id === undefined ? {} : { [idParam]: id }, body, { quiet: opts?.quiet, silent: opts?.silent });
  const provider: DataProvider = {
    list: (query, opts) => call('list', undefined, query, opts),
    get: (id) => call('get', id),
    create: (body, opts) => call('create', undefined, body, opts),
    update: (id, body, opts) => call('update', id, body, opts),
    patch: (id, body, opts) => call('patch', id, body, opts),
    remove: async (id, version) => {
      await call('delete', id, version === undefined ? undefined : { version });
    },
  };
  if (def.routes.toggle) provider.toggle = (id, body) => call('toggle', id, body);
  // A batch names each row by the module's key: `{ uuid, version }` for floors, `{ id, version }` elsewhere.
  const idKey = def.contract?.idKey ?? 'id';
  const refs = (items: readonly RowRef[]) => items.map(({ id, version }) => ({ [idKey]: id, version }));
  // Only the batch calls the module declares: a provider without one shows no button for it.
  if (def.routes.bulkPatch) provider.bulkPatch = (items, changes) => call('bulkPatch', undefined, { items: refs(items), changes });
  if (def.routes.bulkDelete) provider.bulkDelete = (items) => call('bulkDelete', undefined, { items: refs(items) });
  if (def.routes.reorder) provider.reorder = (items) => call('reorder', undefined, { items: refs(items) });
  if (def.routes.export)
    provider.export = (body, onProgress, signal) => downloadExport(filledPath(route('export').path, {}, `${def.name} export`), body, onProgress, signal);
  return provider;
}
