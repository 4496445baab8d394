import { useCallback, useState } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { PAGE_SIZE_DEFAULT } from '@admin/shared/contract';
import type { Rec } from '../types';
import { useUrlQuery } from '../url-query';

export interface ListState {
  filters: Rec;
  page: number;
  limit: number;
  ordering?: string;
}

export interface ListStateOptions {
  /**
   * Where the list keeps its state: in the URL's query under this prefix (`''` for the page's main
   * list, e.g. `floors.` for a child table, so two lists on one page do not clash), or in memory
   * (`false`). Default: the URL when there is a router, memory otherwise.
   */
  url?: string | false;
}

interface Defaults {
  /** The query parameters of the search form's filters: only these are read from the URL. */
  filterParams: readonly string[];
  ordering?: string;
}

const positiveInt = (v: string | null): number | undefined => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The list state a URL's query describes; what it lacks (or garbles) is the default. */
export function readListState(params: URLSearchParams, prefix: string, d: Defaults): ListState {
  const filters: Rec = {};
  for (const p of d.filterParams) {
    const v = params.get(prefix + p);
    if (v !== null && v !== '') filters[p] = v;
  }
  return {
    filters,
    page: positiveInt(params.get(`${prefix}page`)) ?? 1,
    limit: Math.min(positiveInt(params.get(`${prefix}limit`)) ?? PAGE_SIZE_DEFAULT, 100),
    ordering: params.get(`${prefix}ordering`) || d.ordering,
  };
}

/**
 * The query with this list's part replaced by `state` (defaults left out, so a fresh list has a clean
 * URL); other parameters, such as another list's, are kept.
 */
export function writeListState(params: URLSearchParams, prefix: string, d: Defaults, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, v: unknown, dflt?: unknown) => {
    if (v === undefined || v === null || v === '' || v === dflt) next.delete(prefix + key);
    else next.set(prefix + key, String(v));
  };
  for (const p of d.filterParams) set(p, state.filters[p]);
  set('page', state.page, 1);
  set('limit', state.limit, PAGE_SIZE_DEFAULT);
  set('ordering', state.ordering, d.ordering);
  return next;
}

export interface ListStateHow {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /**
   * Draw the new state now, in the list's own component, and write it to the URL when the browser
   * is next idle (url-query.ts `later`): the list's rows are not held up by the console's
   * re-render for a new location (see useResourceList's `show`).
   */
  later?: boolean;
}

export type ListStateUpdate = (update: (s: ListState) => ListState, how?: ListStateHow) => void;

function useMemoryListState(d: Defaults): [ListState, ListStateUpdate] {
  const [state, setState] = useState<ListState>({ filters: {}, page: 1, limit: PAGE_SIZE_DEFAULT, ordering: d.ordering });
  return [state, useCallback<ListStateUpdate>((update) => setState(update), [])];
}

function useUrlListState(prefix: string, d: Defaults): [ListState, ListStateUpdate] {
  const [params, setParams] = useUrlQuery();
  const key = d.filterParams.join(',');
  const state = readListState(params, prefix, d);
  const update = useCallback<ListStateUpdate>(
    // Each step is its own history entry (back returns to the previous page or search), unless replace.
    (fn, how) => setParams((prev) => writeListState(prev, prefix, d, fn(readListState(prev, prefix, d))), { replace: how?.replace, later: how?.later }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `d` is recreated per render; its content is `key` and ordering
    [setParams, prefix, key, d.ordering],
  );
  return [state, update];
}

/** The state of one list, in the URL (reload, back and forward restore it) or in memory. */
export function useListState(options: ListStateOptions, d: Defaults): [ListState, ListStateUpdate] {
  const inRouter = useInRouterContext();
  const prefix = options.url === undefined ? (inRouter ? '' : false) : options.url;
  // Whether a component is inside a router does not change over its life, so the hook called is
  // always the same one for a given list.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return prefix === false ? useMemoryListState(d) : useUrlListState(prefix, d);
}
