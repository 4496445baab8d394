import { z } from 'zod';
import { idsQuery, listPageSchema } from '../fields';
import { listQuery } from '../list-query';

/** Course products (GET course/products/direct/new, course/product/sys/): what business courses, floors and clock-in activities link to. */
export const courseProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In cents (spec 9: the price helper divides by 100). */
  price: z.number().int(),
  original_price: z.number().int(),
  classify_id: z.number().int().nullable(),
  product_sys_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  year: z.number().int().nullable(),
  status: z.enum(['on_sale', 'off_sale']),
  sales: z.number().int(),
});
export type CourseProduct = z.infer<typeof courseProductSchema>;
export const COURSE_PRODUCT_ORDERING = ['id', 'price', 'sales', 'name'] as const;
/** GET course/products/direct/new */
export const courseProductQuerySchema = listQuery(
  {
    name: z.string().trim().max(64).optional(),
    classify_id: z.coerce.number().int().min(1).optional(),
    subject_id: z.coerce.number().int().min(1).optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    status: z.enum(['on_sale', 'off_sale']).optional(),
    /** Only these products (comma-separated ids, at most 100): pickers and lists look names up by id in one call. */
    ids: idsQuery,
  },
  COURSE_PRODUCT_ORDERING,
);
/** GET course/product/sys/: products of one product system. */
export const courseProductBySysQuerySchema = listQuery(
  { product_sys_id: z.coerce.number().int().min(1).optional(), name: z.string().trim().max(64).optional() },
  COURSE_PRODUCT_ORDERING,
);
export const courseProductListSchema = listPageSchema(courseProductSchema);
