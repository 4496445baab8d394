// Runtime loading of the remotes listed in /admin/remotes.json (DESIGN 3.1, 3.2, 3.4).
import { getRuntimeConfig } from '@admin/shared/api';
import type { LoadErrorKind } from '@admin/shared/chunk';
import { takeFailure } from './load-failures';
import { LOAD_TIMEOUT_MS } from './load-timeout';
import { mfRuntime } from './mf-runtime';
import { takeEarlyRemoteList } from './early-remote-list';
import { fetchRemoteList } from './remote-list';
import { createRemotes } from './remotes-store';

export type { RemoteGroup, RemoteLoadErrorKind, RemotesState } from './types';
export { allRemoteRoutes } from './all-remote-routes';
export { REMOTE_LIST_GROUP, REMOTES_JSON_URL } from './remote-list';

/**
 * @admin/shared/chunk also holds the antd error boundary; as a shared module it loads whole, so
 * it is fetched only when a remote actually fails, keeping antd off the first screen (DESIGN 9).
 */
const classify = (err: unknown): Promise<LoadErrorKind> =>
  import('@admin/shared/chunk').then(
    (m) => m.classifyLoadError(err),
    (): LoadErrorKind => 'error',
  );

const remotes = createRemotes({
  runtime: mfRuntime,
  fetchList: () => takeEarlyRemoteList() ?? fetchRemoteList(LOAD_TIMEOUT_MS),
  pageUrl: () => window.location.href,
  extraOrigins: () => getRuntimeConfig().remoteOrigins ?? [],
  classify,
  takeFailure,
});

/** `{ groups, loaded, retry(name) }`: one group per remotes.json entry (see RemoteGroup). */
export const useRemotesStore = remotes.useRemotesStore;
/** Reads remotes.json and builds every remote's menu (from its route table, else its `./routes`); once per page load, after sign-in. */
export const loadRemotes = remotes.loadRemotes;
/** Loads a remote screen's code ahead of its opening (used on hover and focus, prefetch.ts). */
export const prefetchScreen = remotes.prefetch;
export const prefetchGroupScreens = remotes.prefetchGroup;
/** Fetches every remote's entry and routes module at once (no screen, no data): remotes-store.ts prefetchRemotes. */
export const prefetchRemoteEntries = remotes.prefetchRemotes;
export { installPrefetch } from './prefetch';
