import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
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

/** A list state asked for and not drawn yet. */
interface Held {
  key: string;
  state: ListState;
  tick: number;
  timer: ReturnType<typeof setTimeout>;
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
  /**
   * The element that says the rows are being read (aria-busy): marked the moment a read is sent,
   * while its state waits for the answer undrawn; the list draws the attribute after each commit.
   */
  busyBox?: RefObject<HTMLElement | null>;
}

/** List state of a resource screen: filters, page, page size, ordering, and the rows of the current query. */
export function useResourceList(
  def: ListDef,
  provider: DataProvider,
  options: UseResourceListOptions = {},
): ResourceList {
  const { busyBox } = options;
  const [state, update] = useListState(options, { filterParams: options.filterParams ?? [], ordering: def.defaultOrdering });
  const [tick, setTick] = useState(0);
  const queryJson = listQueryJson(def, state);
  // Rows read ahead of this screen (list/preload.ts) are drawn in its first render.
  const [answer, setAnswer] = useState<Answer>(() => {
    const ahead = peekPreloaded<Page>(preloadKey(def, queryJson));
    return ahead ? { key: `${queryJson}#0`, items: ahead.value.items, total: ahead.value.total, error: null } : { key: '', items: [], total: 0, error: null };
  });
  // The key whose answer is drawn before its effect runs (the read ahead's in the first render, or
  // one drawn with its state): that effect has nothing to ask for.
  const drawn = useRef(answer.key || null);
  const idKey = def.idKey ?? 'id';
  const query = useMemo(() => JSON.parse(queryJson) as Rec, [queryJson]);
  const key = `${queryJson}#${tick}`;

  /*
   * A page, sort, search or reload asks the server at once, in the click, and the new state is
   * drawn together with its answer, in one render of this list, when the answer comes within
   * LOADING_SHOWN_AFTER_MS; only a slower answer has the state drawn first, marked loading. The
   * URL follows when the browser is idle. Issue 9 (rows within 50 ms of their data): drawing the
   * state in the click (pager, loading marks, the console's render for a new location) took
   * 20–50 ms of main thread, and a local server's answer came in the middle of it and waited;
   * drawn together, one render of the list (the rows' own cost) stands between the answer and
   * its rows. Nor does a fast answer flash the loading state for a frame or two.
   */
  const latest = useRef({ state, tick, key });
  useLayoutEffect(() => {
    latest.current = { state, tick, key };
  });
  const sent = useRef<{ key: string; call: Promise<Page> } | null>(null);
  // The state asked for and not drawn yet (its answer, or LOADING_SHOWN_AFTER_MS, not come).
  const held = useRef<Held | null>(null);
  const show = useCallback(
    (h: Held, answered?: (a: Answer) => Answer) => {
      clearTimeout(h.timer);
      held.current = null;
      const shown = latest.current;
      flushSync(() => {
        if (answered) {
          setAnswer(answered);
          drawn.current = h.key;
        }
        if (h.tick !== shown.tick) setTick(h.tick);
        if (listQueryJson(def, h.state) !== listQueryJson(def, shown.state)) update(() => h.state, { later: true });
      });
    },
    [def, update],
  );
  useEffect(() => () => clearTimeout(held.current?.timer), []);
  const send = useCallback(
    (next: ListState, nextTick: number) => {
      const json = listQueryJson(def, next);
      const nextKey = `${json}#${nextTick}`;
      if (nextKey === (held.current ?? latest.current).key) return; // nothing changes, no render, no read
      clearTimeout(held.current?.timer);
      const call = provider.list(JSON.parse(json) as Rec);
      call.catch(() => undefined); // reported by the effect that takes it, if one does
      sent.current = { key: nextKey, call };
      busyBox?.current?.setAttribute('aria-busy', 'true');
      const h: Held = { key: nextKey, state: next, tick: nextTick, timer: setTimeout(() => show(h), LOADING_SHOWN_AFTER_MS) };
      held.current = h;
      // A newer change, or the state drawn first (then the effect takes the call), makes h stale.
      call.then(
        (page) => held.current === h && show(h, () => ({ key: nextKey, items: page.items, total: page.total, error: null })),
        (e: unknown) => held.current === h && show(h, (a) => ({ ...a, key: nextKey, error: isApiError(e) ? e.msg : String(e) })),
      );
    },
    [def, provider, show, busyBox],
  );
  /*
   * A new list state (and, for 查询, a new read even with the same filters), from the one asked
   * for last (drawn or not: page 3 right after page 2 is page 3). Every caller is a person's
   * action, never a render or an effect.
   *
   * Only one of the two keys moves: a new query moves with the URL, the same query read again
   * (查询 with unchanged filters) moves the tick. Moving both drew the tick first, with the old
   * URL, and that in-between state was read from the server too, then the new one a second time
   * (three list calls for one search).
   */
  const change = useCallback(
    (next: (s: ListState) => ListState, readAgain = false) => {
      const was = held.current ?? latest.current;
      const nextState = next(was.state);
      const sameQuery = listQueryJson(def, nextState) === listQueryJson(def, was.state);
      if (sameQuery && !readAgain) return;
      send(nextState, was.tick + (sameQuery ? 1 : 0));
    },
    [def, send],
  );

  useEffect(() => {
    const ahead = tick === 0 ? takePreloaded<Page>(preloadKey(def, queryJson)) : undefined;
    const early = sent.current?.key === key ? sent.current.call : undefined;
    sent.current = null;
    if (held.current) {
      // Another state was drawn (back, forward, a link) while one asked for waited: the person moved on.
      clearTimeout(held.current.timer);
      held.current = null;
    }
    const answered = drawn.current === key;
    drawn.current = null;
    if (answered) return;
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
    asking: useCallback(() => held.current !== null, []),
    error: answer.error,
    search: useCallback((filters: Rec) => change((s) => ({ ...s, filters: clean(filters), page: 1 }), true), [change]),
    setPage: useCallback((page: number, limit: number) => change((s) => ({ ...s, page: limit === s.limit ? page : 1, limit })), [change]),
    setOrdering: useCallback((ordering: string | undefined) => change((s) => ({ ...s, ordering, page: 1 })), [change]),
    reload: useCallback(() => {
      const was = held.current ?? latest.current;
      send(was.state, was.tick + 1);
    }, [send]),
    replace: useCallback(
      (record: Rec) => setAnswer((a) => ({ ...a, items: a.items.map((r) => (r[idKey] === record[idKey] ? record : r)) })),
      [idKey],
    ),
  };
}
