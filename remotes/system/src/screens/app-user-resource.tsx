import { Tag } from 'antd';
import { APP_USER_BASE_PATH, APP_USER_ORDERING, APP_USER_PATHS, APP_USER_STATUSES, appUserPatchSchema } from '@admin/shared/contract';
import { t } from '@admin/shared/i18n';
import { routesOf } from '@admin/shared/resource';
import type { ResourceDef } from '@admin/shared/resource';
import { PLATFORM_OPTIONS } from '@admin/shared/format';

const STATUS_LABELS: Record<(typeof APP_USER_STATUSES)[number], string> = { active: '正常', banned: '已封禁' };
const statusOptions = APP_USER_STATUSES.map((v) => ({ value: v, label: STATUS_LABELS[v] }));

/**
 * /user/index: app users (students). Staff look them up and may ban or unban one; the edit form
 * is the status alone, so the record the form starts from is the status (the PATCH takes nothing else).
 */
export const appUserResource: ResourceDef = {
  name: 'account.app_user',
  title: '用户管理',
  routes: routesOf(APP_USER_BASE_PATH, APP_USER_PATHS),
  schemas: { create: appUserPatchSchema.omit({ version: true }), patch: appUserPatchSchema },
  titleField: 'nickname',
  orderable: APP_USER_ORDERING,
  defaultOrdering: '-id',
  fields: [
    { name: 'id', label: '用户 ID', type: 'number', list: { width: 90 }, form: false },
    { name: 'phone', label: '手机号', type: 'text', list: true, search: true, form: false },
    { name: 'nickname', label: '昵称', type: 'text', list: true, search: true, form: false },
    {
      name: 'platform',
      label: '注册平台',
      type: 'select',
      options: PLATFORM_OPTIONS.map((p) => ({ value: p.value, label: p.label })),
      list: true,
      search: true,
      form: false,
    },
    { name: 'registered_at', label: '注册时间', type: 'dateTime', list: true, form: false },
    {
      name: 'status',
      label: '状态',
      type: 'radio',
      options: statusOptions,
      list: { render: (v) => <Tag color={v === 'banned' ? 'red' : 'green'}>{t(STATUS_LABELS[v as 'active'] ?? String(v))}</Tag> },
      search: true,
      form: { help: '封禁后该用户无法登录 App 和网站' },
    },
  ],
};
