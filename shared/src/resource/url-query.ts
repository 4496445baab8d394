import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import type { NavigateOptions } from 'react-router-dom';

export type QueryUpdate = (update: (latest: URLSearchParams) => URLSearchParams, how?: NavigateOptions) => void;

/**
 * `useSearchParams` whose updates build on the latest query, including one written a moment ago.
 * React Router's functional update hands over the query of the last render, and the data router
 * renders a navigation in a transition: a click in between (page 2 right after 查询) would be
 * computed on the old query and drop the search. Each update here starts from what the previous
 * one wrote until the router renders the new location.
 */
export function useUrlQuery(): [URLSearchParams, QueryUpdate] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const latest = useRef(params);
  const path = useRef(pathname);
  // React Router gives a new setter with every location; the update keeps one identity, so what
  // is built on it (the list's setPage, search, ordering, the table's onChange) does not change
  // with each page and re-render the table's rows before the page's data is even there.
  const set = useRef(setParams);
  useLayoutEffect(() => {
    latest.current = params; // a navigation (ours, back/forward, a link) has been rendered
    path.current = pathname;
    set.current = setParams;
  }, [params, setParams, pathname]);
  const update = useCallback<QueryUpdate>(
    (fn, how) => {
      const next = fn(new URLSearchParams(latest.current));
      latest.current = next;
      // Screens are descendant <Routes> of the console's data router, where React Router's
      // setter goes through a navigator that drops `flushSync`; the router itself honours it.
      if (router) void router.navigate({ pathname: path.current, search: `?${next}` }, how);
      else set.current(next, how);
    },
    [router],
  );
  return [params, update];
}
