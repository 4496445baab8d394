import { useEffect } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { useUrlQuery } from './url-query';

/**
 * `?view=<id>` on a list screen's URL opens that record's read-only view (with its history): the
 * deep link of the dashboard's "my recent changes". It is a one-time command, taken out of the URL
 * once the view opens, so closing the view, a reload or the back button do not open it again.
 */
export const VIEW_PARAM = 'view';

/** The link that opens record `id` on the list screen at `path`. */
export const viewHref = (path: string, id: string | number): string => `${path}?${new URLSearchParams({ [VIEW_PARAM]: String(id) })}`;

/**
 * Calls `open` (a stable function) with the id of `?view=` (a number when it is one, as ids are),
 * for the page's main list, or of `?<prefix>view=` for a list kept in the URL under a prefix.
 */
export function useViewParam(enabled: boolean, open: (id: string | number) => void, param = VIEW_PARAM): void {
  // Whether a list is inside a router does not change over its life (as in list/url-state.ts).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (useInRouterContext()) useViewParamOfUrl(enabled, open, param);
}

function useViewParamOfUrl(enabled: boolean, open: (id: string | number) => void, param: string): void {
  const [params, update] = useUrlQuery();
  const raw = enabled ? params.get(param) : null;
  useEffect(() => {
    if (!raw) return;
    open(/^\d+$/.test(raw) ? Number(raw) : raw);
    update(
      (q) => {
        q.delete(param);
        return q;
      },
      { replace: true },
    );
  }, [raw, update, open, param]);
}
