import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@admin/shared/api';
import { peekPreloaded, takePreloaded } from './list/preload';
import { readListState, useListState } from './list/url-state';
import type { ListState, ListStateOptions } from './list/url-state';
import type { DataProvider, Rec, ResourceDef } from './types';

export type { ListState, ListStateOptions } from './list/url-state';

export interface ResourceList {
  state: ListState;
  items: Rec[];
  total: number;
  loading: boolean;
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

const clean = (q: Rec): Rec => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));

type ListDef = Pick<ResourceDef, 'name' | 'idKey' | 'fixedQuery' | 'defaultOrdering'>;
type Page = Awaited<ReturnType<DataProvider['list']>>;

/** The list call's query for a list state, as JSON (also the list's preload key). */
export function listQueryJson(def: ListDef, state: ListState): string {
  return JSON.stringify(clean({ ...state.filters, ...def.fixedQuery, page: state.page, limit: state.limit, ordering: state.ordering }));
}

const preloadKey = (def: ListDef, queryJson: string) => `list:${def.name}:${queryJson}`;

/** The read a list at `search` (a URL query) starts with, as preload() takes it (list/preload.ts). */
export function firstListRead(def: ListDef, provider: DataProvider, filterParams: readonly string[], search: string) {
  const json = listQueryJson(def, readListState(new URLSearchParams(search), '', { filterParams, ordering: def.defaultOrdering }));
  return { key: preloadKey(def, json), read: () => provider.list(JSON.parse(json) as Rec, { silent: true }) };
}

interface Answer {
  /** The request this answers; the list is loading while it is not the current one. */
  key: string;
  items: Rec[];
  total: number;
  error: string | null;
}

export interface UseResourceListOptions extends ListStateOptions {
  /** The query parameters of the list's filters (kept in the URL); default none. */
  filterParams?: readonly string[];
}

/** List state of a resource screen: filters, page, page size, ordering, and the rows of the current query. */
export function useResourceList(
  def: ListDef,
  provider: DataProvider,
  options: UseResourceListOptions = {},
): ResourceList {
  const [state, update] = useListState(options, { filterParams: options.filterParams ?? [], ordering: def.defaultOrdering });
  const [tick, setTick] = useState(0);
  const queryJson = listQueryJson(def, state);
  // Rows read ahead of this screen (list/preload.ts) are drawn in its first render.
  const [answer, setAnswer] = useState<Answer>(() => {
    const ahead = peekPreloaded<Page>(preloadKey(def, queryJson));
    return ahead ? { key: `${queryJson}#0`, items: ahead.value.items, total: ahead.value.total, error: null } : { key: '', items: [], total: 0, error: null };
  });
  // The first render's answer, when it came from the read ahead: not asked for again.
  const drawnAhead = useRef(answer.key || null);
  const idKey = def.idKey ?? 'id';
  const query = useMemo(() => JSON.parse(queryJson) as Rec, [queryJson]);
  const key = `${queryJson}#${tick}`;

  /*
   * A page, sort, search or reload asks the server at once, in the click, instead of after the
   * render and commit of the new state (as a router transition, under a scroll animation, that
   * was ~50 ms after the click at 1x). The effect for that state takes the call under way; a call
   * whose state was never drawn (a newer one came first) is left unused.
   */
  const latest = useRef({ state, tick, key });
  useLayoutEffect(() => {
    latest.current = { state, tick, key };
  });
  const sent = useRef<{ key: string; call: Promise<Page> } | null>(null);
  const send = useCallback(
    (next: ListState, nextTick: number) => {
      const json = listQueryJson(def, next);
      const nextKey = `${json}#${nextTick}`;
      if (nextKey === latest.current.key) return; // nothing changes, no render, no read
      const call = provider.list(JSON.parse(json) as Rec);
      call.catch(() => undefined); // reported by the effect that takes it, if one does
      sent.current = { key: nextKey, call };
    },
    [def, provider],
  );
  /*
   * A new list state (and, for 查询, a new read even with the same filters), its call sent now.
   * The new state is drawn at once, in the click (pager on the new page, rows marked loading),
   * while the request is on the wire: as a router transition it was drawn later, time-sliced
   * between animation frames, and the answer's rows waited for it (issue 9: a list within 50 ms
   * of its data). Every caller is a person's action, never a render or an effect.
   *
   * Only one of the two keys moves: a new query moves with the URL, the same query read again
   * (查询 with unchanged filters) moves the tick. Moving both drew the tick first, with the old
   * URL, and that in-between state was read from the server too, then the new one a second time
   * (three list calls for one search).
   */
  const change = useCallback(
    (next: (s: ListState) => ListState, readAgain = false) => {
      const was = latest.current;
      const nextState = next(was.state);
      const sameQuery = listQueryJson(def, nextState) === listQueryJson(def, was.state);
      if (sameQuery && !readAgain) return;
      send(nextState, was.tick + (sameQuery ? 1 : 0));
      if (sameQuery) setTick((n) => n + 1);
      else update(next, { flushSync: true });
    },
    [def, update, send],
  );

  useEffect(() => {
    const ahead = tick === 0 ? takePreloaded<Page>(preloadKey(def, queryJson)) : undefined;
    const early = sent.current?.key === key ? sent.current.call : undefined;
    sent.current = null;
    const drawn = drawnAhead.current === key;
    drawnAhead.current = null;
    if (drawn) return;
    let live = true; // a newer query (or unmount) makes this answer irrelevant
    // A read ahead that failed is asked again the usual way, which reports the error.
    (early ?? ahead?.catch(() => provider.list(query)) ?? provider.list(query)).then(
      (page) => live && setAnswer({ key, items: page.items, total: page.total, error: null }),
      (e: unknown) => live && setAnswer((a) => ({ ...a, key, error: isApiError(e) ? e.msg : String(e) })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `def.name` only names the read ahead; `key` carries the query
  }, [provider, query, key]);

  return {
    state,
    items: answer.items,
    total: answer.total,
    loading: answer.key !== key,
    error: answer.error,
    search: useCallback((filters: Rec) => change((s) => ({ ...s, filters: clean(filters), page: 1 }), true), [change]),
    setPage: useCallback((page: number, limit: number) => change((s) => ({ ...s, page: limit === s.limit ? page : 1, limit })), [change]),
    setOrdering: useCallback((ordering: string | undefined) => change((s) => ({ ...s, ordering, page: 1 })), [change]),
    reload: useCallback(() => {
      send(latest.current.state, latest.current.tick + 1);
      setTick((n) => n + 1);
    }, [send]),
    replace: useCallback(
      (record: Rec) => setAnswer((a) => ({ ...a, items: a.items.map((r) => (r[idKey] === record[idKey] ? record : r)) })),
      [idKey],
    ),
  };
}
