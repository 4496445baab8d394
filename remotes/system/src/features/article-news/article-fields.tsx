import { Tag } from 'antd';
import { ARTICLE_STATUSES } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import type { FieldDef } from '@admin/shared/resource';

/** Fields news and videos share: the category (each its own list) and the status 草稿 / 已发布 / 已下线. */
defineMessages({
  'system.article.category': ['分类', 'Category'],
  'system.article.status': ['状态', 'Status'],
  'system.article.status.draft': ['草稿', 'Draft'],
  'system.article.status.published': ['已发布', 'Published'],
  'system.article.status.offline': ['已下线', 'Offline'],
  'system.article.status.scheduled': ['定时发布', 'Scheduled'],
});

const COLOURS: Record<string, string> = { draft: 'default', published: 'green', offline: 'orange' };

/** The category as a searchable select; `labels` is the message prefix of the values. */
export const articleCategoryField = (values: readonly string[], labels: string): FieldDef => ({
  name: 'category',
  label: 'system.article.category',
  type: 'select',
  options: values.map((v) => ({ value: v, label: `${labels}.${v}` })),
  list: { width: 110 },
  search: true,
});

/** Published, but readers see it only from the record's `scheduledBy` time, which is still ahead. */
const isScheduled = (v: unknown, r: Record<string, unknown>, scheduledBy?: string) =>
  v === 'published' && !!scheduledBy && typeof r[scheduledBy] === 'string' && Date.parse(r[scheduledBy] as string) > Date.now();

/** The status as radio buttons, a coloured tag in the list (定时发布 while `scheduledBy` is in the future). */
export const articleStatusField = (scheduledBy?: string): FieldDef => ({
  name: 'status',
  label: 'system.article.status',
  type: 'radio',
  options: ARTICLE_STATUSES.map((v) => ({ value: v, label: `system.article.status.${v}` })),
  list: {
    width: 100,
    render: (v, r) =>
      isScheduled(v, r, scheduledBy) ? (
        <Tag color="blue">{t('system.article.status.scheduled')}</Tag>
      ) : (
        <Tag color={COLOURS[String(v)]}>{t(`system.article.status.${String(v)}`)}</Tag>
      ),
  },
  search: true,
});
