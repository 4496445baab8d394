import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { CRUD_PATHS, batchPaths, defineCollection, filter } from '../define';
import { crudSchemas, optionalText, queryBool, type RecordCheck } from '../fields';

/**
 * Huabei (Alipay) instalments per product system (/pay-method/indexNew, 花呗分期配置,
 * payment.view_prosyshuabeiconfig): which numbers of instalments a buyer of that system's products
 * may choose, which of them are interest-free (the merchant pays the fee), and the order amount
 * below which instalments are not offered. Spec 7 lists no call, so it is designed like the
 * other collections; the product systems come from GET base/get-pro-sys/.
 * A configuration stays with the product system it was created for (the server refuses a write
 * that names another one).
 */
export const HUABEI_PERIODS = [3, 6, 12] as const;
/** Alipay offers Huabei instalments from 100 yuan (amounts in cents, spec 9). */
export const HUABEI_MIN_AMOUNT = 10_000;

const period = z.union(HUABEI_PERIODS.map((p) => z.literal(p)) as [z.ZodLiteral<3>, z.ZodLiteral<6>, z.ZodLiteral<12>], {
  message: '分期期数只能是 3、6、12',
});
const periods = z
  .array(period)
  .max(HUABEI_PERIODS.length)
  .refine((a) => new Set(a).size === a.length, { message: '期数不能重复' });

/** An interest-free period must be one the buyer can choose; instalments need at least one period. */
const huabeiCheck: RecordCheck = (v) => {
  const offered = (v.periods as number[] | undefined) ?? [];
  const free = (v.interest_free_periods as number[] | undefined) ?? [];
  const errors: { field: string; message: string }[] = [];
  if (!offered.length) errors.push({ field: 'periods', message: '至少选择一个分期期数' });
  const missing = free.filter((p) => !offered.includes(p));
  if (missing.length) errors.push({ field: 'interest_free_periods', message: `免息期数 ${missing.join('、')} 不在可选分期期数中` });
  return errors;
};

export const prosysHuabeiConfigSchemas = crudSchemas(
  {
    /** The product system (GET base/get-pro-sys/); one configuration each. */
    product_sys_id: z.number().int().min(1),
    periods,
    interest_free_periods: periods.default([]),
    /** Orders below this amount (cents) are not offered instalments. */
    min_amount: z
      .number()
      .int({ message: '金额以分为单位，应为整数' })
      .min(HUABEI_MIN_AMOUNT, { message: '花呗分期的最低金额不能低于 100 元' })
      .max(100_000_000, { message: '最低金额不能超过 100 万元' })
      .default(HUABEI_MIN_AMOUNT),
    is_enable: z.boolean().default(true),
    remark: optionalText(200).default(''),
  },
  // The system's name travels with the record (lists, delete confirmations, exports).
  { check: huabeiCheck, extraItem: { product_sys_name: z.string() } },
);
export type ProsysHuabeiConfig = z.infer<typeof prosysHuabeiConfigSchemas.item>;

export const prosysHuabeiConfig = defineCollection({
  name: 'payment.prosys_huabei_config',
  label: '花呗分期配置',
  labelEn: 'Huabei instalment setting',
  base: '/payment/prosys-huabei-config',
  paths: [...CRUD_PATHS, ...batchPaths('bulkPatch', 'bulkDelete', 'export')],
  access: [permissionSet('payment.view_prosyshuabeiconfig')],
  schemas: prosysHuabeiConfigSchemas,
  filters: { product_sys_id: filter.eq(z.coerce.number().int().min(1)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'product_sys_id', 'min_amount', 'updated_at'],
  defaultOrder: 'product_sys_id,id',
  unique: [{ field: 'product_sys_id', label: '商品体系' }],
  references: { product_sys_id: 'product_system' },
  // The sample names the last demo system, which the demo data leaves unconfigured.
  sample: { min_amount: 50_000, periods: [3, 6], interest_free_periods: [3], product_sys_id: 5 },
});
