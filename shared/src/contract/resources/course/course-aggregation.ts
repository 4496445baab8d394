import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, optionalImageUrl, queryBool, shortText, sort } from '../fields';

export const AGGREGATION_MAX_SKUS = 20;

/** One SKU of an aggregate product: a course product and the option text the buyer picks. */
export const aggregationSku = z.strictObject({
  /** The course product (GET course/products/direct/new); its price is the SKU's price. */
  product_id: z.number().int().min(1),
  /** The option the buyer picks, e.g. 全程班 or 2027 届. */
  label: shortText(16),
});

/**
 * Aggregate products (/course/aggregation, 聚合商品, course.view_aggregation_product): one product
 * page over several SKUs (course products), one of them chosen when the page opens.
 */
export const courseAggregationSchemas = crudSchemas(
  {
    name: shortText(32),
    cover: optionalImageUrl.default(''),
    skus: z.array(aggregationSku).min(2, { message: '聚合商品至少要有 2 个 SKU' }).max(AGGREGATION_MAX_SKUS),
    /** The SKU shown when the page opens: one of `skus`. */
    default_product_id: z.number().int().min(1),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  {
    check: (v) => {
      const skus = (v.skus as { product_id: number; label: string }[] | undefined) ?? [];
      const errors: { field: string; message: string }[] = [];
      const ids = skus.map((s) => s.product_id);
      const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
      if (twice.length) errors.push({ field: 'skus', message: `同一课程商品不能作为两个 SKU：${[...new Set(twice)].join('、')}` });
      const labels = skus.map((s) => s.label);
      const sameLabel = labels.filter((l, i) => labels.indexOf(l) !== i);
      if (sameLabel.length) errors.push({ field: 'skus', message: `SKU 名称不能重复：${[...new Set(sameLabel)].join('、')}` });
      if (v.default_product_id !== undefined && !ids.includes(v.default_product_id as number)) {
        errors.push({ field: 'default_product_id', message: '默认 SKU 必须是本聚合商品的 SKU 之一' });
      }
      return errors;
    },
    /** Derived by the server from the SKUs' products, in cents (spec 9). */
    extraItem: { price_min: z.number().int().nullable(), price_max: z.number().int().nullable() },
  },
);
/** As reads return it: with the price range of its SKUs (crudSchemas does not type `extraItem`). */
export type CourseAggregation = z.infer<typeof courseAggregationSchemas.item> & { price_min: number | null; price_max: number | null };

export const courseAggregation = defineCollection({
  name: 'course.aggregation',
  label: '聚合商品',
  labelEn: 'aggregated product',
  base: '/course/aggregation',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('course.view_aggregation_product')],
  schemas: courseAggregationSchemas,
  filters: { name: filter.like(z.string().trim().max(32)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'name', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: ['name'],
  references: { 'skus.product_id': 'course_product' },
  sample: {
    name: '测试聚合商品',
    skus: [
      { product_id: 1, label: '全程班' },
      { product_id: 2, label: '强化班' },
    ],
    default_product_id: 1,
  },
});
