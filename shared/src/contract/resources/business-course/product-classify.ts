import { z } from 'zod';
import { defineCollection, filter } from '../define';
import { businessLine, crudSchemas, optionalImageUrl, queryBool, shortText, sort, version } from '../fields';
import { BC_CONTENT_ACCESS } from './business-course';

/** Product classifications (nav/bc/product_classify/): the groups a course's products are shown in. */
export const productClassifyFields = {
  name: shortText(16),
  icon: optionalImageUrl.default(''),
  business_line: businessLine.default(1),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
};
export const productClassifySchemas = crudSchemas(productClassifyFields);
export type ProductClassify = z.infer<typeof productClassifySchemas.item>;
/** PUT nav/bc/product_classify/is_enable/{id}/ */
export const productClassifyEnableSchema = z.strictObject({ is_enable: z.boolean(), version });

export const productClassify = defineCollection({
  name: 'bc.product_classify',
  label: '商品分类',
  labelEn: 'product classification',
  base: '/nav/bc/product_classify',
  paths: [
    ['list', 'GET', '/'],
    ['create', 'POST', '/'],
    // Designed beside spec 7's calls (DESIGN 5): the edit form reads the row it saves.
    ['get', 'GET', '/:id/'],
    ['update', 'PUT', '/:id/'],
    ['delete', 'DELETE', '/:id/'],
    ['toggle', 'PUT', '/is_enable/:id/'],
  ],
  access: BC_CONTENT_ACCESS,
  schemas: productClassifySchemas,
  /** The console loads it with is_enable=1 (spec 9). */
  filters: {
    name: filter.like(z.string().trim().max(16)),
    is_enable: filter.eq(queryBool),
    business_line: filter.eq(z.coerce.number().pipe(businessLine)),
  },
  ordering: ['sort', 'name', 'created_at'],
  unique: [{ field: 'name', scope: ['business_line'] }],
  defaultOrder: 'sort,created_at',
  sample: { name: '测试分类' },
});
