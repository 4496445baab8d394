import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { APP_USER_STATUSES, appUser, appUserPatchSchema } from '@admin/shared/contract/resources';
import { PLATFORM_OPTIONS } from '@admin/shared/format';
import { defineMessages, t } from '@admin/shared/i18n';
import { resourceDef, resourceScreen } from '@admin/shared/resource';

defineMessages({
  'system.user.id': ['用户 ID', 'User id'],
  'system.user.phone': ['手机号', 'Phone'],
  'system.user.nickname': ['昵称', 'Nickname'],
  'system.user.platform': ['注册平台', 'Signed up on'],
  'system.user.registeredAt': ['注册时间', 'Signed up at'],
  'system.user.status': ['状态', 'Status'],
  'system.user.status.active': ['正常', 'Active'],
  'system.user.status.banned': ['已封禁', 'Banned'],
  'system.user.status.help': ['封禁后该用户无法登录 App 和网站', 'A banned user cannot sign in to the apps or the website'],
  'system.user.detail': ['详情', 'Details'],
});

/**
 * /user/index: app users (students). Staff look them up and may ban or unban one; the edit form
 * is the status alone, which is all the PATCH takes.
 */
export const resource = resourceDef(appUser, {
  title: 'route./user/index',
  schemas: { create: appUserPatchSchema.omit({ version: true }) },
  titleField: 'nickname',
  defaultOrdering: '-id',
  fields: [
    { name: 'id', label: 'system.user.id', type: 'number', list: { width: 90 }, form: false },
    // An 11-digit phone number needs less than a name: the list then fits 1440 px (list-width.test.ts).
    { name: 'phone', label: 'system.user.phone', type: 'text', list: { width: 130 }, search: true, form: false },
    { name: 'nickname', label: 'system.user.nickname', type: 'text', list: { width: 160 }, search: true, form: false },
    {
      name: 'platform',
      label: 'system.user.platform',
      type: 'select',
      options: PLATFORM_OPTIONS.map((p) => ({ value: p.value, label: p.label })),
      list: true,
      search: true,
      form: false,
    },
    { name: 'registered_at', label: 'system.user.registeredAt', type: 'dateTime', list: true, form: false },
    {
      name: 'status',
      label: 'system.user.status',
      type: 'radio',
      options: APP_USER_STATUSES.map((v) => ({ value: v, label: `system.user.status.${v}` })),
      list: { render: (v) => <Tag color={v === 'banned' ? 'red' : 'green'}>{t(`system.user.status.${String(v)}`)}</Tag> },
      search: true,
      form: { help: 'system.user.status.help' },
    },
  ],
});

/** Find app users; ban or unban one; open one's page (profile and purchases). */
export default resourceScreen(resource, {
  rowActions: (r) => (
    <Link to={`/user/index/${String(r.id)}`} aria-label={`${t('system.user.detail')} ${String(r.nickname)}`} style={{ padding: '0 7px' }}>
      {t('system.user.detail')}
    </Link>
  ),
});
