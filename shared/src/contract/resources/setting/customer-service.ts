import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { defineDocument } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { optionalImageUrl, optionalText, type RecordCheck } from '../fields';

/**
 * The customer-service settings (/setting/customerNew, 客服设置): one document for the whole
 * product, read by the apps' help page. Each channel offered needs its contact detail.
 */
export const CUSTOMER_SERVICE_CHANNELS = ['online', 'wechat', 'phone', 'email'] as const;

export const customerServiceSchema = z.strictObject({
  channels: z
    .array(z.enum(CUSTOMER_SERVICE_CHANNELS))
    .min(1, { message: '至少提供一种客服渠道' })
    .max(CUSTOMER_SERVICE_CHANNELS.length)
    .refine((a) => new Set(a).size === a.length, { message: '渠道不能重复' }),
  // Each detail may be left out or empty: it is needed only while its channel is offered (the check).
  online_url: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(512)
        .regex(/^https?:\/\/\S+$/, { message: '在线客服地址应为 http(s):// 网址' }),
    ])
    .default(''),
  wechat_id: optionalText(64).default(''),
  qr_image: optionalImageUrl.default(''),
  phone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[0-9+\-() ]{5,20}$/, { message: '电话只能包含数字、空格和 + - ( )，5 到 20 位' }),
    ])
    .default(''),
  email: z.union([z.literal(''), z.email({ message: '邮箱格式不正确' }).max(128)]).default(''),
  /** Free text, e.g. 工作日 9:00–21:00. */
  hours: optionalText(100).default(''),
  notice: optionalText(300).default(''),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

const customerServiceCheck: RecordCheck = (v) => {
  const has = (c: string) => Array.isArray(v.channels) && v.channels.includes(c);
  const errors: { field: string; message: string }[] = [];
  if (has('online') && !v.online_url) errors.push({ field: 'online_url', message: '提供在线客服时请填写在线客服地址' });
  if (has('wechat') && !v.wechat_id && !v.qr_image) errors.push({ field: 'wechat_id', message: '提供微信客服时请填写微信号或上传二维码' });
  if (has('phone') && !v.phone) errors.push({ field: 'phone', message: '提供电话客服时请填写电话' });
  if (has('email') && !v.email) errors.push({ field: 'email', message: '提供邮件客服时请填写邮箱' });
  return errors;
};

/** What the apps show until staff first save (the demo data of this screen). */
export const CUSTOMER_SERVICE_DEFAULTS: CustomerService = {
  channels: ['online', 'wechat', 'phone'],
  online_url: 'https://kefu.example.com/chat',
  wechat_id: 'kaoyan_kefu',
  qr_image: DEMO_IMAGE,
  phone: '400-000-0000',
  email: '',
  hours: '每天 9:00–21:00（法定节假日除外）',
  notice: '报名季咨询量大，微信客服回复可能较慢，请耐心等待。',
};

export const customerService = defineDocument({
  name: 'setting.customer_service',
  label: '客服设置',
  labelEn: 'customer service settings',
  base: '/setting/customer-service',
  paths: [
    ['read', 'GET', '/'],
    ['write', 'PUT', '/'],
  ],
  access: [permissionSet('base_services.view_customsettings')],
  schema: customerServiceSchema,
  defaults: CUSTOMER_SERVICE_DEFAULTS,
  check: customerServiceCheck,
  writeMode: 'put',
  sample: { ...CUSTOMER_SERVICE_DEFAULTS, hours: '工作日 9:00–18:00' },
});
