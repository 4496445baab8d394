import { defineMessages } from '@admin/shared/i18n';
import { RecordView, recordScreen } from '@admin/shared/resource';
import { purchaseResource } from '../app-user-purchase/app-user-purchase-resource';
import { resource } from './app-user-screen';

defineMessages({
  'system.user.profile': ['资料', 'Profile'],
  'system.user.purchases': ['购买记录', 'Purchases'],
});

/**
 * /user/index/:id: one app user, read-only: the profile (masked phone, sign-up platform and time,
 * status) and what they bought. Banning stays the list's edit (and this page's 编辑 button).
 */
export default recordScreen(resource, {
  param: 'id',
  back: '/user/index',
  tabs: [
    { key: 'profile', label: 'system.user.profile', render: (ctx) => <RecordView def={resource} record={ctx.record} /> },
    { key: 'purchases', label: 'system.user.purchases', list: { def: purchaseResource, scope: (ctx) => ({ user: String(ctx.id) }) } },
  ],
});
