import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError } from '@admin/shared/api';
import { useListState } from './list/url-state';
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
  def: Pick<ResourceDef, 'idKey' | 'fixedQuery' | 'defaultOrdering'>,
  provider: DataProvider,
  options: UseResourceListOptions = {},
): ResourceList {
  const [state, update] = useListState(options, { filterParams: options.filterParams ?? [], ordering: def.defaultOrdering });
  const [tick, setTick] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ key: '', items: [], total: 0, error: null });
  const idKey = def.idKey ?? 'id';
  const queryJson = JSON.stringify(clean({ ...state.filters, ...def.fixedQuery, page: state.page, limit: state.limit, ordering: state.ordering }));
  const query = useMemo(() => JSON.parse(queryJson) as Rec, [queryJson]);
  const key = `${queryJson}#${tick}`;

  useEffect(() => {
    let live = true; // a newer query (or unmount) makes this answer irrelevant
    provider.list(query).then(
      (page) => live && setAnswer({ key, items: page.items, total: page.total, error: null }),
      (e: unknown) => live && setAnswer((a) => ({ ...a, key, error: isApiError(e) ? e.msg : String(e) })),
    );
    return () => {
      live = false;
    };
  }, [provider, query, key]);

  return {
    state,
    items: answer.items,
    total: answer.total,
    loading: answer.key !== key,
    error: answer.error,
    search: useCallback(
      (filters: Rec) => {
        update((s) => ({ ...s, filters: clean(filters), page: 1 }));
        setTick((n) => n + 1); // 查询 with the same filters still reads the list again
      },
      [update],
    ),
    setPage: useCallback((page: number, limit: number) => update((s) => ({ ...s, page: limit === s.limit ? page : 1, limit })), [update]),
    setOrdering: useCallback((ordering: string | undefined) => update((s) => ({ ...s, ordering, page: 1 })), [update]),
    reload: useCallback(() => setTick((n) => n + 1), []),
    replace: useCallback(
      (record: Rec) => setAnswer((a) => ({ ...a, items: a.items.map((r) => (r[idKey] === record[idKey] ? record : r)) })),
      [idKey],
    ),
  };
}
