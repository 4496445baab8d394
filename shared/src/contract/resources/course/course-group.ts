import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, optionalText, queryBool, shortText, sort } from '../fields';

/** At most this many courses in one group (a group is one row of cards in the app). */
export const COURSE_GROUP_MAX_MEMBERS = 30;

/** One course of a group, in the group's order. */
export const courseGroupMember = z.strictObject({
  /** The course product (GET course/products/direct/new). */
  product_id: z.number().int().min(1),
  /** Shown on the card instead of the product's name when set. */
  label: optionalText(16).default(''),
});

/** Courses shown together (/course/group, 课程分组, nav.view_banner): a named, ordered set of course products. */
export const courseGroupSchemas = crudSchemas(
  {
    name: shortText(32),
    description: optionalText(200).default(''),
    members: z.array(courseGroupMember).min(1).max(COURSE_GROUP_MAX_MEMBERS),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  {
    check: (v) => {
      const ids = ((v.members as { product_id: number }[] | undefined) ?? []).map((m) => m.product_id);
      const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
      return twice.length ? [{ field: 'members', message: `同一课程不能在分组中出现两次：${[...new Set(twice)].join('、')}` }] : [];
    },
  },
);
export type CourseGroup = z.infer<typeof courseGroupSchemas.item>;

export const courseGroup = defineCollection({
  name: 'course.group',
  label: '课程分组',
  labelEn: 'course group',
  base: '/course/group',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('nav.view_banner')],
  schemas: courseGroupSchemas,
  filters: { name: filter.like(z.string().trim().max(32)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'name', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: ['name'],
  references: { 'members.product_id': 'course_product' },
  sample: {
    name: '测试分组',
    members: [
      { product_id: 1, label: '' },
      { product_id: 2, label: '强化' },
    ],
  },
});
