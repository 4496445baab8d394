import { http } from '@admin/shared/api';
import { fillPath } from './routes';
import type { DataProvider, Op, Rec, ResourceDef, RouteSpec, WriteOptions } from './types';

/**
 * The one data-provider every resource screen goes through: each call uses exactly the method and
 * path the resource's routes name (trailing slashes included), through the shared API client.
 */
export function createDataProvider(def: Pick<ResourceDef, 'name' | 'routes' | 'contract'>): DataProvider {
  const route = (op: Op): RouteSpec => {
    const r = def.routes[op];
    if (!r) throw new Error(`${def.name} has no ${op} endpoint`);
    return r;
  };
  const url = (op: Op, id?: string | number) => fillPath(route(op).path, id === undefined ? {} : { id });
  const send = <T>(op: Op, id: string | number | undefined, body?: unknown, params?: Rec, opts?: WriteOptions) =>
    http.request<T>({ method: route(op).method, url: url(op, id), data: body, params, timeout: def.contract?.timeouts?.[op], quiet: opts?.quiet });
  return {
    list: (query) => send('list', undefined, undefined, query),
    get: (id) => send('get', id),
    create: (body, opts) => send('create', undefined, body, undefined, opts),
    update: (id, body, opts) => send('update', id, body, undefined, opts),
    patch: (id, body, opts) => send('patch', id, body, undefined, opts),
    remove: async (id, version) => {
      await send('delete', id, version === undefined ? undefined : { version });
    },
  };
}
