import { useMemo } from 'react';
import { Image, Space, Tag, Typography } from 'antd';
import { FEEDBACK_STATUSES, FEEDBACK_TRANSITIONS, feedback, feedbackPatchSchema, type FeedbackStatus } from '@admin/shared/contract/resources';
import { PLATFORM_OPTIONS } from '@admin/shared/format';
import { t, useI18n } from '@admin/shared/i18n';
import { createDataProvider, ResourceList, resourceDef } from '@admin/shared/resource';
import { assigneeOptions } from './feedback-assignees';
import { FeedbackBulkActions } from './feedback-bulk';
import { FeedbackCounts, statusColour } from './feedback-counts';
import './feedback-texts';

/** The user's screenshots, small, opening the preview on click. */
function Thumbnails({ urls, size }: { urls: unknown; size: number }) {
  const list = Array.isArray(urls) ? (urls as string[]) : [];
  if (!list.length) return null;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {list.map((src, i) => (
          <Image key={`${src}-${i}`} src={src} width={size} height={size} style={{ objectFit: 'cover' }} alt={`${t('system.feedback.images')} ${i + 1}`} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

const statusOptions = FEEDBACK_STATUSES.map((v) => ({ value: v, label: `system.feedback.status.${v}` }));
/** Resolved and closed feedback is history: it is viewed, not edited. */
const isOpen = (r: Record<string, unknown>) => FEEDBACK_TRANSITIONS[r.status as FeedbackStatus]?.length > 0;

/**
 * /feedback/index: triage of what users send from the apps. What the user wrote is shown read-only;
 * the edit form changes the status, the handler and the reply, which is all the PATCH takes.
 */
export const resource = resourceDef(feedback, {
  title: 'route./feedback/index',
  titleField: 'content',
  defaultOrdering: '-id',
  schemas: { create: feedbackPatchSchema.omit({ version: true }) },
  rowEditable: isOpen,
  fields: [
    {
      name: 'user_id',
      label: 'system.feedback.user',
      type: 'number',
      shownAs: 'user_nickname',
      list: {
        width: 130,
        render: (_v, r) => (
          <>
            {String(r.user_nickname ?? r.user_id)}
            <br />
            <Typography.Text type="secondary">{String(r.user_phone ?? '')}</Typography.Text>
          </>
        ),
      },
      search: { type: 'text' },
      form: { readOnlyOnEdit: true },
    },
    {
      name: 'content',
      label: 'system.feedback.content',
      type: 'textarea',
      list: {
        width: 220,
        render: (v, r) => (
          <>
            <Typography.Paragraph ellipsis={{ rows: 2, tooltip: String(v) }} style={{ margin: 0 }}>
              {String(v)}
            </Typography.Paragraph>
            <Thumbnails urls={r.images} size={28} />
          </>
        ),
      },
      search: true,
      form: { readOnlyOnEdit: true },
    },
    {
      name: 'images',
      label: 'system.feedback.images',
      type: 'idList',
      list: {
        width: 130,
        defaultHidden: true,
        render: (v) => <Thumbnails urls={v} size={36} />,
      },
      form: false,
    },
    {
      name: 'platform',
      label: 'system.feedback.platform',
      type: 'select',
      options: PLATFORM_OPTIONS.map((p) => ({ value: p.value, label: p.label })),
      list: { width: 90, defaultHidden: true },
      search: true,
      form: { readOnlyOnEdit: true },
    },
    { name: 'app_version', label: 'system.feedback.appVersion', type: 'text', list: { width: 90, defaultHidden: true }, form: { readOnlyOnEdit: true } },
    {
      name: 'status',
      label: 'system.feedback.status',
      type: 'radio',
      options: statusOptions,
      list: { width: 90, render: (v) => <Tag color={statusColour(v)}>{t(`system.feedback.status.${String(v)}`)}</Tag> },
      search: true,
      form: { help: 'system.feedback.status.help' },
    },
    {
      name: 'assignee_id',
      label: 'system.feedback.assignee',
      type: 'select',
      options: assigneeOptions,
      emptyValue: null,
      list: { width: 100, render: (_v, r) => String(r.assignee_name ?? '') },
      search: true,
    },
    {
      name: 'reply',
      label: 'system.feedback.reply',
      type: 'textarea',
      list: { width: 200, defaultHidden: true },
      form: { help: 'system.feedback.reply.help' },
    },
    { name: 'created_at', label: 'system.feedback.createdAt', type: 'dateTime', list: true, form: false },
  ],
});

/** The counts per status above the list (read again after every write), and bulk assign / close. */
export default function FeedbackScreen() {
  useI18n();
  const provider = useMemo(() => createDataProvider(resource), []);
  return (
    <ResourceList def={resource} provider={provider} header={<FeedbackCounts />} bulkActions={(ctx) => <FeedbackBulkActions ctx={ctx} provider={provider} />} />
  );
}
