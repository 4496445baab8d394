import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { hashKey, keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { isApiError, queryClient } from '@admin/shared/api';
import { FIRST_READS_TTL_MS } from '@admin/shared/contract';
import { queryKeyOf } from '@admin/shared/data';
import { isReadAhead, markReadAhead, takeReadAhead } from './list/preload';
import { readListState, useListState } from './list/url-state';
import type { ListState, ListStateOptions } from './list/url-state';
import { listPathOf } from './data-provider';
import type { DataProvider, Rec, ResourceDef } from './types';

export type { ListState, ListStateOptions } from './list/url-state';

export interface ResourceList {
  state: ListState;
  items: Rec[];
  total: number;
  loading: boolean;
  /** A read is under way for a state not drawn yet (see `busyBox`); not a render's value. */
  asking: () => boolean;
  /** The last load failed with this message (the list keeps what it showed before). */
  error: string | null;
  /** New filters start again at page 1. */
  search: (filters: Rec) => void;
  setPage: (page: number, limit: number) => void;
  setOrdering: (ordering: string | undefined) => void;
  reload: () => void;
  /** Replaces one row in place (after a toggle), without a reload. */
  replace: (record: Rec) => void;
}

/**
 * How long a list's new state waits for its answer before it is drawn without it, marked loading:
 * within a tenth of a second the change still reads as immediate, and a fast server's rows come in
 * the same drawing as the pager's new page.
 */
export const LOADING_SHOWN_AFTER_MS = 100;

/**
 * How long a page of rows read for the list before it draws them (ahead of the screen, or in the
 * click that changes the page) may still be drawn without asking again. Any other page shown anew
 * (back, forward, a reload of the screen) is drawn from the cache at once and read again beside.
 * A write to the resource makes every page of it stale (the data layer invalidates its resource).
 */
export const LIST_FRESH_MS = FIRST_READS_TTL_MS;
// A page read for this list and not drawn yet is drawn as it is, however long the list then waits
// to show it (a screen drawn ahead in a hidden tab starts its effects only when it is shown).
const listStaleTime = (query: { queryHash: string }) => (isReadAhead(query.queryHash) ? Infinity : 0);

const clean = (q: Rec): Rec => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));

type ListDef = Pick<ResourceDef, 'name' | 'idKey' | 'fixedQuery' | 'defaultOrdering'>;
type Page = Awaited<ReturnType<DataProvider['list']>>;

/** The list call's query for a list state, as JSON. */
export function listQueryJson(def: ListDef, state: ListState): string {
  return JSON.stringify(clean({ ...state.filters, ...def.fixedQuery, page: state.page, limit: state.limit, ordering: state.ordering }));
}

// The rows' source is part of the key: the list path for the kit's own providers (a scoped
// definition's calls its scope's path), the provider itself for any other (a test's memory, a
// screen's own); the resource's name first, as every key of the data layer, so a write to the
// resource marks its lists stale.
const providerIds = new WeakMap<DataProvider, number>();
let providersSeen = 0;
const idOf = (provider: DataProvider) => {
  if (!providerIds.has(provider)) providerIds.set(provider, ++providersSeen);
  return providerIds.get(provider)!;
};

/** The query key of one page of a list. */
export const listQueryKey = (def: ListDef, provider: DataProvider, queryJson: string): QueryKey =>
  queryKeyOf(def.name, 'list', { source: listPathOf(provider) ?? idOf(provider) }, JSON.parse(queryJson) as Rec);

const readPage = (provider: DataProvider, queryJson: string, silent?: boolean) => () =>
  provider.list(JSON.parse(queryJson) as Rec, silent ? { silent } : undefined);

/** The read a list at `search` (a URL query) starts with, as preload() takes it (list/preload.ts). */
export function firstListRead(def: ListDef, provider: DataProvider, filterParams: readonly string[], search: string) {
  const json = listQueryJson(def, readListState(new URLSearchParams(search), '', { filterParams, ordering: def.defaultOrdering }));
  return { key: listQueryKey(def, provider, json), read: readPage(provider, json, true) };
}

/** A list state asked for and not drawn yet. */
interface Held {
  json: string;
  state: ListState;
  timer: ReturnType<typeof setTimeout>;
}

export interface UseResourceListOptions extends ListStateOptions {
  /** The query parameters of the list's filters (kept in the URL); default none. */
  filterParams?: readonly string[];
  /**
   * The element that says the rows are being read (aria-busy): marked the moment a read is sent,
   * while its state waits for the answer undrawn; the list draws the attribute after each commit.
   */
  busyBox?: RefObject<HTMLElement | null>;
}

/**
 * List state of a resource screen: filters, page, page size, ordering, and the rows of the current
 * query, read through the page's query cache (a page read ahead, or read before, is drawn in the
 * first render; a write to the resource reads the shown page again).
 */
export function useResourceList(def: ListDef, provider: DataProvider, options: UseResourceListOptions = {}): ResourceList {
  const { busyBox } = options;
  const [state, update] = useListState(options, { filterParams: options.filterParams ?? [], ordering: def.defaultOrdering });
  const queryJson = listQueryJson(def, state);
  const queryKey = useMemo(() => listQueryKey(def, provider, queryJson), [def, provider, queryJson]);
  // A page read ahead longer than LIST_FRESH_MS before this list first draws is not drawn as it is:
  // it is shown from the cache and read again beside.
  useState(() => {
    const hash = hashKey(queryKey);
    const state = queryClient.getQueryState(queryKey);
    if (state && isReadAhead(hash) && Date.now() - state.dataUpdatedAt >= LIST_FRESH_MS) takeReadAhead(hash);
  });
  const read = useQuery<Page>({ queryKey, queryFn: readPage(provider, queryJson), staleTime: listStaleTime, placeholderData: keepPreviousData }, queryClient);
  // Drawn: from now on this page is read again whenever it is shown anew.
  const drawnHash = read.data && !read.isPlaceholderData ? hashKey(queryKey) : null;
  useEffect(() => {
    if (drawnHash) takeReadAhead(drawnHash);
  }, [drawnHash]);
  // What the list showed last: kept through a failed read (the error is shown above it).
  const [shown, setShown] = useState<Page | undefined>(read.data);
  if (read.data && !read.isPlaceholderData && read.data !== shown) setShown(read.data);
  const page = read.isPlaceholderData ? read.data : (read.data ?? shown);
  // A read again of the same state (刷新, 查询 with the same filters) that is slow: drawn as loading.
  const [slow, setSlow] = useState<string | null>(null);

  /*
   * A page, sort, search or reload asks the server at once, in the click, and the new state is
   * drawn together with its answer, in one render of this list, when the answer comes within
   * LOADING_SHOWN_AFTER_MS; only a slower answer has the state drawn first, marked loading. The
   * URL follows when the browser is idle. Drawing the state in the click (pager, loading marks,
   * the console's render for a new location) took 20–50 ms of main thread, and a local server's
   * answer came in the middle of it and waited; drawn together, one render of the list (the rows'
   * own cost) stands between the answer and its rows, and a fast answer does not flash the loading
   * state. The answer waits in the query cache, where the render for the new state finds it.
   */
  const latest = useRef({ state, json: queryJson });
  useLayoutEffect(() => {
    latest.current = { state, json: queryJson };
  });
  // The state asked for and not drawn yet (its answer, or LOADING_SHOWN_AFTER_MS, not come).
  const held = useRef<Held | null>(null);
  const show = useCallback(
    (h: Held, answered: boolean) => {
      clearTimeout(h.timer);
      held.current = null;
      const drawn = latest.current;
      flushSync(() => {
        if (h.json !== drawn.json) update(() => h.state, { later: true });
        else setSlow(answered ? null : h.json);
      });
    },
    [update],
  );
  useEffect(() => () => clearTimeout(held.current?.timer), []);
  const send = useCallback(
    (next: ListState, again: boolean) => {
      const json = listQueryJson(def, next);
      const was = held.current ?? latest.current;
      if (json === was.json && !again) return; // nothing changes, no render, no read
      clearTimeout(held.current?.timer);
      // A state asked for and overtaken is never drawn: its page is read again when shown.
      if (held.current && held.current.json !== json) takeReadAhead(hashKey(listQueryKey(def, provider, held.current.json)));
      // A person's change always asks the server; its answer is fresh for the render that draws it.
      const key = listQueryKey(def, provider, json);
      markReadAhead(key);
      const call = queryClient.fetchQuery<Page>({ queryKey: key, queryFn: readPage(provider, json), staleTime: 0 });
      busyBox?.current?.setAttribute('aria-busy', 'true');
      const h: Held = { json, state: next, timer: setTimeout(() => show(h, false), LOADING_SHOWN_AFTER_MS) };
      held.current = h;
      // A newer change, or the state drawn first, makes h stale; a failure is drawn from the cache too.
      const settled = () => {
        if (held.current === h) show(h, true);
        else if (latest.current.json === json) setSlow(null);
      };
      call.then(settled, settled);
    },
    [def, provider, show, busyBox],
  );
  /*
   * A new list state (and, for 查询, a new read even with the same filters), from the one asked
   * for last (drawn or not: page 3 right after page 2 is page 3). Every caller is a person's
   * action, never a render or an effect.
   */
  const change = useCallback(
    (next: (s: ListState) => ListState, readAgain = false) => {
      const was = held.current ?? latest.current;
      const nextState = next(was.state);
      const sameQuery = listQueryJson(def, nextState) === listQueryJson(def, was.state);
      if (sameQuery && !readAgain) return;
      send(nextState, sameQuery);
    },
    [def, send],
  );
  useEffect(() => {
    // Another state was drawn (back, forward, a link) while one asked for waited: the person moved on.
    if (held.current && held.current.json !== queryJson) {
      clearTimeout(held.current.timer);
      held.current = null;
    }
  }, [queryJson]);

  const error = read.error ? (isApiError(read.error) ? read.error.msg : String(read.error)) : null;
  return {
    state,
    items: page?.items ?? [],
    total: page?.total ?? 0,
    loading: read.isPlaceholderData || (read.isPending && !read.isError) || (slow === queryJson && read.isFetching),
    asking: useCallback(() => held.current !== null, []),
    error,
    search: useCallback((filters: Rec) => change((s) => ({ ...s, filters: clean(filters), page: 1 }), true), [change]),
    setPage: useCallback((page: number, limit: number) => change((s) => ({ ...s, page: limit === s.limit ? page : 1, limit })), [change]),
    setOrdering: useCallback((ordering: string | undefined) => change((s) => ({ ...s, ordering, page: 1 })), [change]),
    reload: useCallback(() => {
      const was = held.current ?? latest.current;
      send(was.state, true);
    }, [send]),
    replace: useCallback(
      (record: Rec) => {
        const idKey = def.idKey ?? 'id';
        queryClient.setQueryData<Page>(queryKey, (p) => (p ? { ...p, items: p.items.map((r) => (r[idKey] === record[idKey] ? record : r)) } : p));
      },
      [def.idKey, queryKey],
    ),
  };
}
