import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, optionalText, queryBool, sort } from '../fields';

/**
 * Recommended courses (/course/recommend, 推荐课程, course.view_nav): per course category, the
 * course products shown first, in `sort` order, each with an optional selling line.
 */
export const courseRecommendSchemas = crudSchemas({
  /** The course category (GET course/classify/full). */
  classify_id: z.number().int().min(1),
  /** The course product (GET course/products/direct/new or course/product/sys/). */
  product_id: z.number().int().min(1),
  /** A short selling line shown on the card, e.g. 限时 8 折. */
  reason: optionalText(24).default(''),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
});
export type CourseRecommend = z.infer<typeof courseRecommendSchemas.item>;

export const courseRecommend = defineCollection({
  name: 'course.recommend',
  label: '推荐课程',
  labelEn: 'recommended course',
  base: '/course/recommend',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('course.view_nav')],
  schemas: courseRecommendSchemas,
  filters: { classify_id: filter.eq(z.coerce.number().int().min(1)), product_id: filter.eq(z.coerce.number().int().min(1)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: [{ field: 'product_id', scope: ['classify_id'], label: '课程' }],
  references: { product_id: 'course_product', classify_id: 'course_classify' },
  sample: { classify_id: 1, product_id: 1, reason: '测试推荐' },
});
