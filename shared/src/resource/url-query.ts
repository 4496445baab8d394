import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import type { NavigateOptions } from 'react-router-dom';

export interface QueryHow extends NavigateOptions {
  /**
   * Draw the new query now, in the caller's component only, and write it to the URL when the
   * browser is next idle. A navigation renders the console from the router down (tab bar, panes,
   * route views) and pushState itself takes 1–3 ms, at times 10: for a list's page or search that
   * is work between its answer and its rows on screen (rows within 50 ms of their data).
   * Several writes before the idle moment make one history entry, which is a push if any asked for
   * one; a navigation by someone else in between (back, a link) wins and the write is dropped.
   */
  later?: boolean;
}

export type QueryUpdate = (update: (latest: URLSearchParams) => URLSearchParams, how?: QueryHow) => void;

/** Longest wait for an idle moment before a query drawn ahead is written to the URL. */
const WRITE_WITHIN_MS = 500;

/**
 * Runs `work` once the browser is idle (at most WRITE_WITHIN_MS later); returns its cancel.
 * Chromium's idle time starts after a frame is drawn, so the write does not delay the rows' paint.
 */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: WRITE_WITHIN_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/**
 * A query drawn ahead of the URL, over the address (path and query) it was drawn on. Not the
 * location's key: the console's tabs give a page a location of its own, one key per path.
 */
interface Ahead {
  params: URLSearchParams;
  over: string;
}

/** A query drawn ahead and not yet written to the URL: one per page, a person changes one list at a time. */
interface Unwritten {
  /** The hook instance that drew it. */
  owner: object;
  /** One of the writes asked for a history entry of its own. */
  push: boolean;
  cancel: () => void;
  /** Writes it now, unless someone else navigated since it was drawn. */
  writeNow: () => void;
}
let unwritten: Unwritten | null = null;

/**
 * `useSearchParams` whose updates build on the latest query, including one written a moment ago.
 * React Router's functional update hands over the query of the last render, and the data router
 * renders a navigation in a transition: a click in between (page 2 right after 查询) would be
 * computed on the old query and drop the search. Each update here starts from what the previous
 * one wrote until the router renders the new location.
 */
export function useUrlQuery(): [URLSearchParams, QueryUpdate] {
  const [routed, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [ahead, setAhead] = useState<Ahead | null>(null);
  // Once the page is at another address (ours written, or a link, or back), the URL is the truth
  // again: cleared during render, so the new address's own query is what this render draws, and a
  // later return to the old address does not bring the drawn-ahead query back.
  if (ahead && ahead.over !== address) setAhead(null);
  const params = ahead && ahead.over === address ? ahead.params : routed;
  const latest = useRef(params);
  const path = useRef(pathname);
  const shownAddress = useRef(address);
  // React Router gives a new setter with every location; the update keeps one identity, so what
  // is built on it (the list's setPage, search, ordering, the table's onChange) does not change
  // with each page and re-render the table's rows before the page's data is even there.
  const set = useRef(setParams);
  useLayoutEffect(() => {
    latest.current = params; // a navigation (ours, back/forward, a link) or a query drawn ahead
    path.current = pathname;
    shownAddress.current = address;
    set.current = setParams;
  }, [params, setParams, pathname, address]);

  const write = useCallback(
    (next: URLSearchParams, how?: NavigateOptions) => {
      // Screens are descendant <Routes> of the console's data router, where React Router's
      // setter goes through a navigator that drops `flushSync`; the router itself honours it.
      if (router) void router.navigate({ pathname: path.current, search: `?${next}` }, how);
      else set.current(next, how);
    },
    [router],
  );

  // This hook's instance, for the one unwritten query of the page: its `latest` ref.
  const self = latest;
  useEffect(
    () => () => {
      if (unwritten?.owner !== self) return;
      unwritten.cancel();
      unwritten = null;
    },
    [self],
  );

  const update = useCallback<QueryUpdate>(
    (fn, how) => {
      // Another part of the page (a list's page, then a record opened from it) writes on what that
      // one drew: it is written first, and this hook's render of it gives `latest` that query.
      if (unwritten && unwritten.owner !== self) unwritten.writeNow();
      const next = fn(new URLSearchParams(latest.current));
      latest.current = next;
      if (!how?.later) {
        unwritten?.cancel(); // this one builds on it
        unwritten = null;
        write(next, how);
        return;
      }
      setAhead({ params: next, over: shownAddress.current });
      if (unwritten) {
        unwritten.push ||= !how.replace;
        return;
      }
      const over = shownAddress.current;
      // The router's own location object, new with every navigation (its pathname carries the
      // basename, which the page's location does not).
      const routerAt = router?.state.location;
      const job: Unwritten = {
        owner: self,
        push: !how.replace,
        cancel: () => undefined,
        writeNow: () => {
          job.cancel();
          if (unwritten === job) unwritten = null;
          // Someone else navigated meanwhile (back, a link): theirs stands.
          const stayed = router ? router.state.location === routerAt : shownAddress.current === over;
          // Rendered at once, not in a transition: until the router's render of the location this
          // makes, a click would draw its query over the old location and be taken for a stale one.
          if (stayed) write(latest.current, { replace: !job.push, flushSync: true });
        },
      };
      job.cancel = whenIdle(job.writeNow);
      unwritten = job;
    },
    [router, self, write],
  );
  return [params, update];
}
