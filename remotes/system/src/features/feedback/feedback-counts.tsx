import { Badge, Button, Flex } from 'antd';
import { FEEDBACK_STATUSES, type FeedbackCounts as Counts } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { t, useI18n } from '@admin/shared/i18n';
import { useUrlQuery } from '@admin/shared/resource';
import './feedback-texts';

const STATUS_COLOURS: Record<string, string> = { new: 'red', processing: 'blue', resolved: 'green', closed: 'default' };
export const statusColour = (s: unknown): string => STATUS_COLOURS[String(s)] ?? 'default';

/**
 * How many feedbacks wait in each status; a click shows that status (the list's `status` filter in
 * the URL). Read again after every write to feedback (the data layer invalidates it).
 */
export function FeedbackCounts() {
  useI18n();
  const counts = useResourceQuery(api.feedback.counts.options<Counts>()).data ?? null;
  const [query, update] = useUrlQuery();
  const current = query.get('status') ?? '';
  const show = (status: string) =>
    update((q) => {
      if (status) q.set('status', status);
      else q.delete('status');
      q.delete('page');
      return q;
    });
  const total = counts ? FEEDBACK_STATUSES.reduce((n, s) => n + counts[s], 0) : null;
  return (
    <Flex role="group" aria-label={t('system.feedback.counts')} gap={8} wrap style={{ marginBottom: 16 }}>
      <Button type={current === '' ? 'primary' : 'default'} aria-pressed={current === ''} onClick={() => show('')}>
        {t('system.feedback.all')} {total ?? '…'}
      </Button>
      {FEEDBACK_STATUSES.map((s) => (
        <Button key={s} type={current === s ? 'primary' : 'default'} aria-pressed={current === s} onClick={() => show(s)}>
          <Badge color={statusColour(s)} /> {t(`system.feedback.status.${s}`)} {counts ? counts[s] : '…'}
        </Button>
      ))}
    </Flex>
  );
}
