import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, hexColour, queryBool, shortText, sort } from '../fields';

/**
 * Course tags (spec 2 /course/tag, course.view_coursetag): the labels on course cards. Spec 7
 * lists no calls, so they are designed in the style of the other collections.
 */
export const courseTagSchemas = crudSchemas({
  name: shortText(16),
  color: hexColour.default('#1677FF'),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
});
export type CourseTag = z.infer<typeof courseTagSchemas.item>;

export const courseTag = defineCollection({
  name: 'course.tag',
  label: '课程标签',
  labelEn: 'course tag',
  base: '/course/tag',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('course.view_coursetag')],
  schemas: courseTagSchemas,
  filters: { name: filter.like(z.string().trim().max(16)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'name', 'created_at', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: ['name'],
  sample: { name: '测试标签', color: '#FF6A00' },
});
