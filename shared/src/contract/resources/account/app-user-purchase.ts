import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, defineCollection, filter } from '../define';
import { crudSchemas, dateTime, intId } from '../fields';

/**
 * What an app user bought (the 购买记录 tab of a user's page, /user/index/:id): read-only in the
 * console, written by the payment system. GET account/user/{user}/purchases/, account.view_user.
 */
export const PURCHASE_STATUSES = ['paid', 'refunded'] as const;

export const appUserPurchaseSchemas = crudSchemas(
  {
    /** The course product bought (GET course/products/direct/new). */
    product_id: z.number().int().min(1),
    order_no: z.string().max(32),
    /** Amount paid, in cents (spec 9's price helper divides by 100). */
    amount: z.number().int().min(0),
    status: z.enum(PURCHASE_STATUSES),
    paid_at: dateTime,
  },
  { extraItem: { product_name: z.string().nullable() } },
);
export type AppUserPurchase = z.infer<typeof appUserPurchaseSchemas.item>;

export const appUserPurchase = defineCollection({
  name: 'account.app_user_purchase',
  label: '购买记录',
  labelEn: 'purchase',
  base: '/account/user/:user/purchases',
  paths: [['list', 'GET', '/'], ...batchPaths('export')],
  access: [permissionSet('account.view_user')],
  params: { user: intId },
  schemas: appUserPurchaseSchemas,
  filters: { status: filter.eq(z.enum(PURCHASE_STATUSES)) },
  ordering: ['id', 'paid_at', 'amount'],
  defaultOrder: '-paid_at',
  sample: {},
});
