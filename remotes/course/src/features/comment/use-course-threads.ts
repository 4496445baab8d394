import { useCallback, useEffect, useRef } from 'react';
import { comment, commentStatistics, type Comment, type CommentStatistics } from '@admin/shared/contract/resources';
import { api, invalidate, useResourceQuery } from '@admin/shared/data';

export const VIEWS = ['all', 'unanswered', 'reported', 'hidden'] as const;
export type View = (typeof VIEWS)[number];
/** The list query of each view (the API's filters). */
const VIEW_QUERY: Record<View, Record<string, string>> = { all: {}, unanswered: { unanswered: '1' }, reported: { reported: '1' }, hidden: { is_hidden: '1' } };

export interface ThreadPage {
  items: Comment[];
  total: number;
}

export interface ThreadQuery {
  uuid: string;
  view: View;
  keyword: string;
  page: number;
  limit: number;
}

const message = (e: Error | null) => (e ? e.message : undefined);

/**
 * A course's statistics and one page of its threads, read again together on `reload()` (after
 * every write: the statistics change with the comments). The last answer stays shown while the
 * next one loads.
 */
export function useCourseThreads({ uuid, view, keyword, page, limit }: ThreadQuery) {
  const statsRead = useResourceQuery(api.commentStatistics.get.options<CommentStatistics>({ uuid }));
  const params = { page, limit, ...VIEW_QUERY[view], ...(keyword ? { keyword } : {}) };
  const listRead = useResourceQuery(api.comment.list.options<ThreadPage>({ uuid }, params));
  const list = listRead.data;
  const reload = useCallback(() => void invalidate(comment, commentStatistics), []);
  // The list as last read, for a request built before it was read again (a retried bulk hide).
  const latest = useRef<ThreadPage | undefined>(undefined);
  useEffect(() => {
    latest.current = list;
  }, [list]);

  return {
    stats: statsRead.data,
    list,
    failed: message(listRead.error) ?? message(statsRead.error),
    loading: statsRead.isFetching || listRead.isFetching,
    reload,
    latest,
  };
}
