// The test double of federation/ (index.ts) for host tests that render the console without the
// module-federation runtime: `jest.mock('<path>/federation', () => jest.requireActual('<path>/federation/testing'))`.
// The remotes are a store the test sets (`useRemotesStore.setState({ groups, loaded: true })`);
// nothing is fetched. Everything else is the real code. Typed against index.ts, so an export the
// real module gains is missed here at type-check time, not in every test that stands in for it.
import { create } from 'zustand';
import type * as Real from './index';
import { allRemoteRoutes } from './all-remote-routes';
import { installPrefetch } from './prefetch';
import { REMOTE_LIST_GROUP, REMOTES_JSON_URL } from './remote-list';
import type { RemotesState } from './types';

export type { RemoteGroup, RemoteLoadErrorKind, RemotesState } from './types';

const double = {
  /** The remotes, as the test sets them; retry does nothing unless the test sets its own. */
  useRemotesStore: create<RemotesState>(() => ({ groups: [], loaded: false, retry: async () => undefined })),
  /** Nothing to read: the test sets the groups itself. */
  loadRemotes: async (): Promise<void> => undefined,
  /** No remote code to fetch ahead. */
  prefetchScreen: async (_path: string): Promise<undefined> => undefined,
  prefetchGroupScreens: (_path: string): void => undefined,
  prefetchRemoteEntries: async (): Promise<void> => undefined,
  installPrefetch,
  allRemoteRoutes,
  REMOTE_LIST_GROUP,
  REMOTES_JSON_URL,
} satisfies typeof Real;

export const { useRemotesStore, loadRemotes, prefetchScreen, prefetchGroupScreens, prefetchRemoteEntries } = double;
export { installPrefetch, allRemoteRoutes, REMOTE_LIST_GROUP, REMOTES_JSON_URL };
