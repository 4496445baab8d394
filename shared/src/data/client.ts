import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { ACTION_OF_OP, type Endpoint, type HttpMethod } from '@admin/shared/contract';
import type { CollectionModule, CrudSchemas, DocumentModule, OpOf, OpPath, PathEntry, PathParams, ResourceModule } from '@admin/shared/contract/resources';
import { send, type CallOptions, type RouteCall } from './call';
import { queryKeyOf } from './keys';

/*
 * The typed client (DESIGN 4, "Data"): each op a resource module declares is a function
 * `(params, input, options)`, its path parameters named and typed from the module's paths, its
 * answer typed from the module's schemas where the op is one of the kit's. The same function gives
 * its query key and its query options, so a screen, a route loader and a hover prefetch ask for
 * one call in one way and share its cached answer.
 */

type NoParams = Readonly<Record<string, never>>;
/** A call's arguments: the path parameters first (omitted when the path has none), then the input. */
export type CallArgs<P> = [keyof P] extends [never]
  ? [params?: NoParams | null, input?: unknown, opts?: CallOptions]
  : [params: P, input?: unknown, opts?: CallOptions];

/** What useQuery, prefetchQuery and ensureQueryData take for one call. */
export interface CallQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

/** One op of a resource: call it, or ask for its key or query options. */
export interface OpCall<P, R> {
  <T = R>(...args: CallArgs<P>): Promise<T>;
  key(...args: CallArgs<P>): QueryKey;
  /** For reads: `useQuery(api.feedback.counts.options())`. The answer is read silently only if `opts.silent` says so. */
  options<T = R>(...args: CallArgs<P>): CallQuery<T>;
  /** The same call, its answer typed as T (for an op whose answer the contract does not type). */
  returning<T>(): OpCall<P, T>;
  readonly route: RouteCall;
}

/** One page of a list (DESIGN 5). */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

type ItemOf<S> = S extends CrudSchemas ? z.infer<S['item']> : Record<string, unknown>;
type ResultOf<M, O> =
  M extends CollectionModule<string, infer S, string, readonly PathEntry[]>
    ? O extends 'list'
      ? ListPage<ItemOf<S>>
      : O extends 'get' | 'create' | 'update' | 'patch'
        ? ItemOf<S>
        : unknown
    : M extends DocumentModule
      ? O extends 'read' | 'write'
        ? z.infer<M['result']>
        : unknown
      : unknown;

type PathsOf<M> = M extends { paths: infer P extends readonly PathEntry[] } ? P : readonly PathEntry[];
type BaseOf<M> = M extends { base: infer B extends string } ? B : string;

/** The client of a resource module: one OpCall per op it declares. */
export type ClientOf<M extends ResourceModule> = {
  readonly [O in OpOf<PathsOf<M>>]: OpCall<PathParams<OpPath<BaseOf<M>, PathsOf<M>, O>>, ResultOf<M, O>>;
};

/** Reads need only a view permission; everything else writes. */
const writes = (method: HttpMethod, actions: readonly string[] | undefined) => method !== 'GET' && !(actions?.length === 1 && actions[0] === 'view');

export function opCall<P, R>(route: RouteCall): OpCall<P, R> {
  type Args = CallArgs<P>;
  const call = ((...[params, input, opts]: Args) => send(route, params as Record<string, string | number> | null, input, opts)) as OpCall<P, R>;
  const key = (...[params, input]: Args) => queryKeyOf(route.resource, route.op, params as Record<string, string | number> | null, input);
  return Object.assign(call, {
    key,
    returning: () => call as never,
    options: (...args: Args): CallQuery<never> => {
      const [params, input, opts] = args;
      return {
        queryKey: key(...args),
        queryFn: ({ signal }) => send(route, params as Record<string, string | number> | null, input, { ...opts, signal }),
      };
    },
    route,
  });
}

const made = new WeakMap<ResourceModule, unknown>();

/** The client of one resource module (made once per module). */
export function clientOf<M extends ResourceModule>(module: M): ClientOf<M> {
  const known = made.get(module);
  if (known) return known as ClientOf<M>;
  const client: Record<string, OpCall<unknown, unknown>> = {};
  for (const [op, method, suffix, action] of module.paths) {
    if (client[op]) continue; // the first entry of an op wins, as in the module's routes
    const timeout = module.kind === 'collection' ? module.timeouts?.[op] : undefined;
    client[op] = opCall({
      resource: module.name,
      op,
      method,
      path: `${module.base}${suffix}`,
      writes: writes(method, action ? [action] : ACTION_OF_OP[op]),
      timeout,
    });
  }
  made.set(module, client);
  return client as ClientOf<M>;
}

/** The client of an endpoint row that belongs to no resource module (reference reads, copies), its parameters typed from its path. */
export function endpointCall<E extends Endpoint>(endpoint: E): OpCall<PathParams<E['path']>, unknown> {
  return opCall({ resource: endpoint.resource, op: endpoint.op, method: endpoint.method, path: endpoint.path, writes: endpoint.method !== 'GET' });
}
