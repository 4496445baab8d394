import { ARTICLE_STATUSES } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';

/** The statuses news and videos share (草稿 / 已发布 / 已下线), with their tag colours. */
defineMessages({
  'system.article.status': ['状态', 'Status'],
  'system.article.status.draft': ['草稿', 'Draft'],
  'system.article.status.published': ['已发布', 'Published'],
  'system.article.status.offline': ['已下线', 'Offline'],
});

export const ARTICLE_STATUS_COLOURS: Record<string, string> = { draft: 'default', published: 'green', offline: 'orange' };
export const articleStatusOptions = ARTICLE_STATUSES.map((v) => ({ value: v, label: `system.article.status.${v}` }));
