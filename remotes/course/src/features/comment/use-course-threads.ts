import { useCallback, useEffect, useRef, useState } from 'react';
import { http } from '@admin/shared/api';
import { comment, commentStatistics, type Comment, type CommentStatistics } from '@admin/shared/contract/resources';
import { fillPath } from '@admin/shared/resource';

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

/**
 * A course's statistics and one page of its threads, read together again on `reload()` (after
 * every write: the statistics change with the comments). The last answer stays shown while the
 * next one loads.
 */
export function useCourseThreads({ uuid, view, keyword, page, limit }: ThreadQuery) {
  const [revision, setRevision] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; stats?: CommentStatistics; list?: ThreadPage; failed?: string } | null>(null);
  const reload = useCallback(() => setRevision((n) => n + 1), []);
  const key = JSON.stringify([uuid, view, keyword, page, limit, revision]);
  const { stats, list, failed } = loaded ?? {};
  // The list as last read, for a request built before it was read again (a retried bulk hide).
  const latest = useRef<ThreadPage | undefined>(undefined);
  useEffect(() => {
    latest.current = list;
  }, [list]);

  useEffect(() => {
    let live = true;
    const params = { page, limit, ...VIEW_QUERY[view], ...(keyword ? { keyword } : {}) };
    Promise.all([
      http.get<CommentStatistics>(fillPath(commentStatistics.routes.get!.path, { uuid })),
      http.get<ThreadPage>(fillPath(comment.routes.list!.path, { uuid }), { params }),
    ]).then(
      ([s, l]) => live && setLoaded({ key, stats: s, list: l }),
      (e: unknown) => live && setLoaded((was) => ({ ...was, key, failed: e instanceof Error ? e.message : String(e) })),
    );
    return () => {
      live = false;
    };
  }, [key, uuid, view, keyword, page, limit]);

  return { stats, list, failed, loading: loaded?.key !== key, reload, latest };
}
