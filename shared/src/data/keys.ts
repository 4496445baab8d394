import type { QueryKey } from '@tanstack/react-query';

/*
 * Query keys (DESIGN 4, "Data"): `[resource, op, params, input]`, the resource's one name first,
 * so everything read of a resource is found (and invalidated) by `[resource]` alone.
 */

type Params = Readonly<Record<string, string | number>>;

/** The key of one call: path parameters as strings (a uuid typed as a number is the same record). */
export function queryKeyOf(resource: string, op: string, params?: Params | null, input?: unknown): QueryKey {
  const p = Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
  return [resource, op, p, input ?? null];
}

/** The prefix of every key of a resource: what a write to it invalidates. */
export const resourceKey = (resource: string): QueryKey => [resource];
