import { Space, Tag } from 'antd';
import { useState } from 'react';
import { POLICY_STATUSES, POLICY_TYPES, policy } from '@admin/shared/contract/resources';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { listPreload, type Rec, resourceDef, ResourceList, titleField } from '@admin/shared/resource';
import { PolicyDiffButton } from './policy-diff-view';
import { PublishButton } from './publish-button';

defineMessages({
  'system.policy.type': ['类型', 'Type'],
  'system.policy.type.user_agreement': ['用户协议', 'User agreement'],
  'system.policy.type.privacy_policy': ['隐私政策', 'Privacy policy'],
  'system.policy.revision': ['版本号', 'Version'],
  'system.policy.revision.help': ['如 2.3，同一类型内不能重复', 'e.g. 2.3, unique within the type'],
  'system.policy.content': ['正文', 'Text'],
  'system.policy.effectiveAt': ['生效时间', 'Effective from'],
  'system.policy.effectiveAt.help': ['发布后，到此时间起成为当前版本', 'Once published, it becomes the current version from this time'],
  'system.policy.changeNote': ['变更说明', 'What changed'],
  'system.policy.status': ['状态', 'Status'],
  'system.policy.status.draft': ['草稿', 'Draft'],
  'system.policy.status.published': ['已发布', 'Published'],
  'system.policy.publishedAt': ['发布时间', 'Published at'],
  'system.policy.current': ['当前版本', 'Current'],
  'system.policy.pending': ['待生效', 'Not yet in effect'],
  'system.policy.requireConsent': ['需重新同意', 'Consent again'],
});

const draftOnly = (r: Rec) => r.status !== 'published';

/** Versions of the user agreement and privacy policy: drafts are edited, a published one is final. */
export const resource = resourceDef(policy, {
  title: 'route./setting/policy-management',
  rowEditable: draftOnly,
  rowDeletable: draftOnly,
  fields: [
    {
      name: 'type',
      label: 'system.policy.type',
      type: 'select',
      options: POLICY_TYPES.map((v) => ({ value: v, label: `system.policy.type.${v}` })),
      list: { width: 110 },
      search: true,
    },
    { name: 'revision', label: 'system.policy.revision', type: 'text', list: { width: 90 }, form: { help: 'system.policy.revision.help', placeholder: '2.3' } },
    titleField({ list: { width: 180 } }),
    { name: 'content', label: 'system.policy.content', type: 'text' },
    { name: 'effective_at', label: 'system.policy.effectiveAt', type: 'dateTime', list: true, form: { help: 'system.policy.effectiveAt.help' } },
    { name: 'change_note', label: 'system.policy.changeNote', type: 'textarea', list: { width: 200, defaultHidden: true } },
    {
      name: 'status',
      label: 'system.policy.status',
      type: 'select',
      options: POLICY_STATUSES.map((v) => ({ value: v, label: `system.policy.status.${v}` })),
      list: {
        width: 150,
        render: (v, r) => (
          <Space size={4}>
            <Tag color={v === 'published' ? 'green' : 'default'}>{t(`system.policy.status.${String(v)}`)}</Tag>
            {r.is_current ? <Tag color="blue">{t('system.policy.current')}</Tag> : null}
            {/* Published ahead of its effective time: users see it from then on. */}
            {v === 'published' && Date.parse(String(r.effective_at)) > Date.now() ? <Tag color="gold">{t('system.policy.pending')}</Tag> : null}
          </Space>
        ),
      },
      search: true,
      form: false,
    },
    { name: 'published_at', label: 'system.policy.publishedAt', type: 'dateTime', list: { defaultHidden: true }, form: false },
    { name: 'require_consent', label: 'system.policy.requireConsent', type: 'switch', list: { defaultHidden: true }, form: false },
  ],
});

/** /setting/policy-management (隐私政策): write drafts, publish them, compare any two versions of a type. */
export default function PolicyScreen() {
  useI18n();
  // Publishing is no call of the list's own: it is read again by mounting it anew (its state is in the URL).
  const [generation, setGeneration] = useState(0);
  const reload = () => setGeneration((g) => g + 1);
  return (
    <ResourceList
      key={generation}
      def={resource}
      rowActions={(r) => (
        <>
          <PublishButton record={r} onDone={reload} />
          <PolicyDiffButton record={r} />
        </>
      )}
    />
  );
}

// Its list's first page and column settings are read before it is drawn.
PolicyScreen.preload = listPreload(resource);
