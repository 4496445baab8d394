import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { queryClient } from '@admin/shared/api';
import type { ResourceModule } from '@admin/shared/contract/resources';
import type { CallOptions } from './call';
import type { CallQuery, OpCall } from './client';
import { resourceKey } from './keys';

/*
 * The hooks every screen reads and writes through, all on the page's one cache (api/query-client).
 * The cache is passed explicitly, so a screen needs no provider around it: the host, a remote and
 * a component test all reach the same one.
 */

type QueryExtras<T> = Omit<UseQueryOptions<T, Error, T>, 'queryKey' | 'queryFn'>;

/** One read: `useResourceQuery(api.feedback.counts.options())`; the last answer stays while the next loads. */
export function useResourceQuery<T>(query: CallQuery<T>, options: QueryExtras<T> = {}) {
  return useQuery<T, Error, T>({ ...query, placeholderData: (previous) => previous, ...options }, queryClient);
}

/** One read outside React (an option loader, a route loader): the cached answer while fresh, else a new one. */
export const fetchResource = <T>(query: CallQuery<T>): Promise<T> => queryClient.fetchQuery(query);

/** Marks every read of these resources stale, so what shows them reads again. */
export function invalidate(...resources: readonly (ResourceModule | string)[]): Promise<void> {
  return Promise.all(resources.map((r) => queryClient.invalidateQueries({ queryKey: resourceKey(typeof r === 'string' ? r : r.name) }))).then(() => undefined);
}

/** What a mutation sends: the path parameters and the body. */
export interface MutationInput<P> {
  params?: P;
  body?: unknown;
}

export interface ResourceMutationOptions<T, P> extends Omit<UseMutationOptions<T, Error, MutationInput<P>>, 'mutationFn'> {
  /** Other resources whose reads this write changes (its own are invalidated by the call). */
  invalidates?: readonly (ResourceModule | string)[];
  quiet?: CallOptions['quiet'];
}

/**
 * One write: `const reply = useResourceMutation(api.comment.reply, { invalidates: [commentStatistics] })`,
 * then `reply.mutateAsync({ params: { uuid, id }, body: { content } })`. The call invalidates its
 * resource; `invalidates` names the others it changes; `isPending` is the write's busy state.
 */
export function useResourceMutation<P, T>(op: OpCall<P, T>, { invalidates = [], quiet, onSuccess, ...options }: ResourceMutationOptions<T, P> = {}) {
  return useMutation<T, Error, MutationInput<P>>(
    {
      mutationFn: ({ params, body }) => (op as unknown as (p: unknown, b: unknown, o: unknown) => Promise<T>)(params, body, { quiet }),
      onSuccess: async (...args) => {
        if (invalidates.length) await invalidate(...invalidates);
        await onSuccess?.(...args);
      },
      ...options,
    },
    queryClient,
  );
}
