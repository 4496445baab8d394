import { useEffect, useState, type ReactNode } from 'react';
import { http, isApiError } from '@admin/shared/api';
import type { MineEntry } from '@admin/shared/contract/resources';
import { defineMessages, getLocale, t, useI18n } from '@admin/shared/i18n';
// The leaf, not the format barrel: that is the screen kit's, which the home page does not load.
import { formatDateTime } from '../format/date-time';
import { actionName } from './actions';

/*
 * "My recent changes" for the dashboard: plain elements, no antd (the dashboard loads none).
 * GET audit/mine/ lists the signed-in user's own changes, any user.
 */
defineMessages({
  'audit.mine.title': ['我最近的修改', 'My recent changes'],
  'audit.mine.empty': ['暂无修改记录', 'No changes yet'],
  'audit.mine.failed': ['最近修改加载失败', 'Could not load your recent changes'],
  'audit.mine.record': ['#{id}', '#{id}'],
  'audit.mine.records': ['（{n} 条）', ' ({n} records)'],
});

/** The signed-in user's recent changes (newest first). */
export const fetchMyChanges = (limit = 10) => http.get<MineEntry[]>('/audit/mine/', { params: { limit }, silent: true });

/** "调整顺序 首页楼层（7 条）", "created course tag #3": the action, the record noun, the record or how many. */
function lineText(e: MineEntry): string {
  const noun = getLocale() === 'en' ? e.label_en : e.label;
  const which = e.count > 1 ? t('audit.mine.records', { n: e.count }) : e.record_id ? ` ${t('audit.mine.record', { id: e.record_id })}` : '';
  return `${actionName(e.action)} ${noun}${which}`;
}

export interface RecentChangesProps {
  /** How many (default 10, at most 50). */
  limit?: number;
  /**
   * Where an entry links: the list screen of its resource filtered to the record (the console's
   * route of a resource is known to the host's route table, not to the API). No link when undefined.
   */
  hrefOf?: (entry: MineEntry) => string | undefined;
  /** Draws a link (the console's router link, so the page is not reloaded); a plain `<a href>` by default. */
  renderLink?: (href: string, text: string) => ReactNode;
}

/** A heading and a list of "<time> <action> <resource> #id" lines, each a link when `hrefOf` gives one. */
export function RecentChanges({ limit = 10, hrefOf, renderLink }: RecentChangesProps) {
  useI18n();
  const [state, setState] = useState<{ items?: MineEntry[]; error?: string } | null>(null);
  useEffect(() => {
    let live = true;
    fetchMyChanges(limit).then(
      (items) => live && setState({ items }),
      (e: unknown) => live && setState({ error: isApiError(e) ? e.msg : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [limit]);
  return (
    <section aria-labelledby="audit-mine-title" className="audit-mine">
      <h2 id="audit-mine-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        {t('audit.mine.title')}
      </h2>
      {state?.error ? <p role="alert">{t('audit.mine.failed')}</p> : null}
      {state?.items && state.items.length === 0 ? <p>{t('audit.mine.empty')}</p> : null}
      {state?.items?.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.items.map((e) => {
            const text = lineText(e);
            const href = hrefOf?.(e);
            return (
              <li key={e.id} style={{ padding: '4px 0' }}>
                <time dateTime={e.created_at} style={{ color: '#888', marginRight: 8 }}>
                  {formatDateTime(e.created_at)}
                </time>
                {href ? renderLink ? renderLink(href, text) : <a href={href}>{text}</a> : <span>{text}</span>}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
