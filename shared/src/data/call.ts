import { http, queryClient, type ApiRequestConfig } from '@admin/shared/api';
import type { HttpMethod } from '@admin/shared/contract';
import { resourceKey } from './keys';
import { filledPath } from './paths';

/** Options of one call, beside its parameters and input. */
export interface CallOptions {
  /** Errors the caller shows itself (no toast for them), as the API client's `quiet`. */
  quiet?: ApiRequestConfig['quiet'];
  /** No toast and no re-login dialog for a failure: the caller reports it. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Overrides the route's timeout. */
  timeout?: number;
  /** A read that answers bytes, not the JSON envelope (a picture, a file): resolves to a Blob. */
  binary?: boolean;
}

/** One route of the API as the data layer calls it. */
export interface RouteCall {
  /** The resource's one name: the first element of every query key of the route. */
  resource: string;
  op: string;
  method: HttpMethod;
  path: string;
  /** A write: success invalidates the resource's queries. A call that needs only view permission is a read. */
  writes: boolean;
  timeout?: number;
}

/**
 * Sends one call: path parameters filled, a GET's input as its query and any other's as its body,
 * through the page's API client (its envelope, errors and session handling, spec 8). A successful
 * write marks every cached read of its resource stale, so every screen showing it reads again.
 */
export function send<T>(route: RouteCall, params?: Readonly<Record<string, string | number>> | null, input?: unknown, opts: CallOptions = {}): Promise<T> {
  // A parameter missing is the caller's bug, thrown at once rather than sent as `:course`.
  const url = filledPath(route.path, params ?? {}, `${route.resource} ${route.op}`);
  const get = route.method === 'GET';
  const sent = http.request<T>({
    method: route.method,
    url,
    params: get ? input : undefined,
    data: get ? undefined : input,
    timeout: opts.timeout ?? route.timeout,
    quiet: opts.quiet,
    silent: opts.silent,
    signal: opts.signal,
    ...(opts.binary ? { responseType: 'arraybuffer' as const } : null),
  });
  if (!route.writes) return sent;
  return sent.then((result) => {
    void queryClient.invalidateQueries({ queryKey: resourceKey(route.resource) });
    return result;
  });
}
