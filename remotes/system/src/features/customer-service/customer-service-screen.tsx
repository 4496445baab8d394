import { useAuthStore } from '@admin/shared/auth';
import { CUSTOMER_SERVICE_CHANNELS, customerService } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { DocumentForm, documentDef, mayCall, type Rec } from '@admin/shared/resource';
import { PageContainer } from '@admin/shared/ui';

defineMessages({
  'system.cs.channels': ['客服渠道', 'Channels'],
  'system.cs.channel.online': ['在线客服', 'Online chat'],
  'system.cs.channel.wechat': ['微信客服', 'WeChat'],
  'system.cs.channel.phone': ['电话客服', 'Phone'],
  'system.cs.channel.email': ['邮件客服', 'Email'],
  'system.cs.onlineUrl': ['在线客服地址', 'Chat URL'],
  'system.cs.wechatId': ['客服微信号', 'WeChat id'],
  'system.cs.qr': ['客服微信二维码', 'WeChat QR code'],
  'system.cs.phone': ['客服电话', 'Phone number'],
  'system.cs.email': ['客服邮箱', 'Email address'],
  'system.cs.hours': ['服务时间', 'Hours'],
  'system.cs.hours.placeholder': ['如 每天 9:00–21:00', 'e.g. every day 9:00–21:00'],
  'system.cs.notice': ['提示语', 'Notice'],
  'system.cs.notice.help': ['显示在 App 帮助页客服入口上方', 'Shown above the contact options on the apps’ help page'],
});

/** Whether the form's channels include `channel`: its detail is needed then (the contract's check). */
const offers =
  (channel: (typeof CUSTOMER_SERVICE_CHANNELS)[number]) =>
  (values: Rec): boolean =>
    Array.isArray(values.channels) && values.channels.includes(channel);

/** The settings document: each channel offered needs its detail, marked required while it is offered. */
export const customerServiceDef = documentDef(customerService, {
  title: 'route./setting/customerNew',
  fields: [
    {
      name: 'channels',
      label: 'system.cs.channels',
      type: 'checkboxes',
      options: CUSTOMER_SERVICE_CHANNELS.map((c) => ({ value: c, label: `system.cs.channel.${c}` })),
    },
    { name: 'online_url', label: 'system.cs.onlineUrl', type: 'text', required: offers('online'), form: { placeholder: 'https://' } },
    { name: 'wechat_id', label: 'system.cs.wechatId', type: 'text' },
    { name: 'qr_image', label: 'system.cs.qr', type: 'image' },
    { name: 'phone', label: 'system.cs.phone', type: 'text', required: offers('phone') },
    { name: 'email', label: 'system.cs.email', type: 'text', required: offers('email') },
    { name: 'hours', label: 'system.cs.hours', type: 'text', form: { placeholder: 'system.cs.hours.placeholder' } },
    { name: 'notice', label: 'system.cs.notice', type: 'textarea', form: { help: 'system.cs.notice.help' } },
  ],
});

/** /setting/customerNew (客服设置): how students reach customer service; read-only without the change permission. */
export default function CustomerServiceScreen() {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  return (
    <PageContainer title={t(customerServiceDef.title)}>
      <DocumentForm def={customerServiceDef} canWrite={mayCall(roles, customerServiceDef.write, customerServiceDef.endpoints)} />
    </PageContainer>
  );
}
