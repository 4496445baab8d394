import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query cache (DESIGN 4, "Data"): every read of every screen, list, picker and
 * editor, host and remotes alike, is kept here under its module's query key, so a write anywhere
 * refreshes every screen that shows what it changed. It lives in this singleton area so that
 * route loaders and hover prefetch (plain functions, outside React) reach the same cache.
 *
 * - `retry: false`: the API client already reports a failure once, as spec 8 says (a toast, or the
 *   session dialog); a retried read would report it again, and a 40300 or 40400 never heals.
 * - `refetchOnWindowFocus: false`: operators switch windows while they edit; a screen that reads
 *   again behind their back would move rows under the pointer. Writes invalidate what they change.
 * - `staleTime` 0 (the default): a screen opened again shows the cached answer at once and reads
 *   again beside it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
