import { Tag } from 'antd';
import { PURCHASE_STATUSES, appUserPurchase } from '@admin/shared/contract/resources';
import { centsToYuan } from '@admin/shared/format';
import { defineMessages, t } from '@admin/shared/i18n';
import { resourceDef } from '@admin/shared/resource';

defineMessages({
  'system.purchase.title': ['购买记录', 'Purchases'],
  'system.purchase.orderNo': ['订单号', 'Order'],
  'system.purchase.product': ['课程商品', 'Product'],
  'system.purchase.amount': ['实付金额（元）', 'Paid (yuan)'],
  'system.purchase.status': ['状态', 'Status'],
  'system.purchase.status.paid': ['已支付', 'Paid'],
  'system.purchase.status.refunded': ['已退款', 'Refunded'],
  'system.purchase.paidAt': ['支付时间', 'Paid at'],
});

/** A user's purchases: read-only (the payment system writes them), shown as a tab of the user's page. */
export const purchaseResource = resourceDef(appUserPurchase, {
  title: 'system.purchase.title',
  titleField: 'order_no',
  readOnly: true,
  fields: [
    { name: 'order_no', label: 'system.purchase.orderNo', type: 'text', list: { width: 200 }, form: false },
    {
      name: 'product_id',
      label: 'system.purchase.product',
      type: 'number',
      list: { width: 260, render: (_v, r) => String(r.product_name ?? r.product_id) },
      form: false,
    },
    { name: 'amount', label: 'system.purchase.amount', type: 'number', list: { width: 120, render: (v) => centsToYuan(Number(v)) }, form: false },
    {
      name: 'status',
      label: 'system.purchase.status',
      type: 'select',
      options: PURCHASE_STATUSES.map((v) => ({ value: v, label: `system.purchase.status.${v}` })),
      list: { width: 90, render: (v) => <Tag color={v === 'refunded' ? 'orange' : 'green'}>{t(`system.purchase.status.${String(v)}`)}</Tag> },
      search: true,
      form: false,
    },
    { name: 'paid_at', label: 'system.purchase.paidAt', type: 'dateTime', list: true, form: false },
  ],
});
