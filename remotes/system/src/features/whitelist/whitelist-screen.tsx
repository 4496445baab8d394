import { useState } from 'react';
import { Tag, Typography } from 'antd';
import { WHITELIST_TYPES, whitelist } from '@admin/shared/contract/resources';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { formatTime, listPreload, resourceDef, ResourceList } from '@admin/shared/resource';
import { WhitelistImport } from './whitelist-import';

defineMessages({
  'system.whitelist.account': ['手机号 / 用户 ID', 'Phone / user id'],
  'system.whitelist.account.help': [
    '11 位手机号，或 App 用户 ID；手机号在列表中打码显示',
    'An 11-digit phone number or an app user id; phone numbers are masked in lists',
  ],
  'system.whitelist.nickname': ['用户昵称', 'Nickname'],
  'system.whitelist.type': ['类型', 'Type'],
  'system.whitelist.type.tester': ['测试', 'Tester'],
  'system.whitelist.type.staff': ['员工', 'Staff'],
  'system.whitelist.type.partner': ['合作方', 'Partner'],
  'system.whitelist.note': ['备注', 'Note'],
  'system.whitelist.expiresAt': ['有效期至', 'Expires at'],
  'system.whitelist.expiresAt.help': ['留空为长期有效', 'Leave empty for no expiry'],
  'system.whitelist.never': ['长期', 'Never'],
  'system.whitelist.expired': ['已过期', 'Expired'],
  'system.whitelist.active': ['状态', 'Status'],
  'system.whitelist.active.1': ['生效中', 'In force'],
  'system.whitelist.active.0': ['已过期', 'Expired'],
});

const TYPE_COLOURS: Record<string, string> = { tester: 'blue', staff: 'green', partner: 'purple' };

/** /whiteList/index: tester, staff and partner accounts; the account is masked everywhere but the edit form. */
export const resource = resourceDef(whitelist, {
  title: 'route./whiteList/index',
  titleField: 'account',
  defaultOrdering: '-id',
  fields: [
    {
      name: 'account',
      label: 'system.whitelist.account',
      type: 'text',
      // Whose account it is, read beside an id (or a masked phone).
      list: {
        width: 160,
        render: (v, r) => (
          <>
            {String(v)}
            {r.user_nickname ? (
              <>
                <br />
                <Typography.Text type="secondary">{String(r.user_nickname)}</Typography.Text>
              </>
            ) : null}
          </>
        ),
      },
      search: true,
      form: { help: 'system.whitelist.account.help' },
    },
    // The nickname as a column of its own, to export beside the account.
    { name: 'user_nickname', label: 'system.whitelist.nickname', type: 'text', list: { width: 120, defaultHidden: true }, form: false },
    {
      name: 'type',
      label: 'system.whitelist.type',
      type: 'radio',
      options: WHITELIST_TYPES.map((v) => ({ value: v, label: `system.whitelist.type.${v}` })),
      list: { width: 100, render: (v) => <Tag color={TYPE_COLOURS[String(v)]}>{t(`system.whitelist.type.${String(v)}`)}</Tag> },
      search: { type: 'select' },
    },
    { name: 'note', label: 'system.whitelist.note', type: 'textarea', list: { width: 230 } },
    {
      name: 'expires_at',
      label: 'system.whitelist.expiresAt',
      type: 'dateTime',
      list: {
        width: 210,
        render: (v) =>
          v ? (
            <>
              {formatTime(v)} {Date.parse(String(v)) <= Date.now() ? <Tag color="default">{t('system.whitelist.expired')}</Tag> : null}
            </>
          ) : (
            t('system.whitelist.never')
          ),
      },
      form: { help: 'system.whitelist.expiresAt.help' },
    },
  ],
  filters: [
    {
      param: 'active',
      label: 'system.whitelist.active',
      type: 'select',
      options: [
        { value: '1', label: 'system.whitelist.active.1' },
        { value: '0', label: 'system.whitelist.active.0' },
      ],
    },
  ],
});

/** The list, and for holders of add the import of a pasted list or a CSV file (the list reads again after it). */
export default function WhitelistScreen() {
  useI18n();
  const [generation, setGeneration] = useState(0);
  return <ResourceList key={generation} def={resource} extra={<WhitelistImport onDone={() => setGeneration((g) => g + 1)} />} />;
}

// Its list's first page and column settings are read before it is drawn.
WhitelistScreen.preload = listPreload(resource);
