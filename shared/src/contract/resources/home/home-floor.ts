import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { businessLine, crudSchemas, platformFilter, platforms, queryBool, shortText, sort, yearNumber } from '../fields';

/**
 * Home-page floors (spec 2 /homemanage/floor, nav.view_floor): the content blocks of the app's
 * home page, in order. Spec 7 lists no calls; designed like the others. Their content items are
 * edited on /homemanage/floormould. Not to be confused with a business course's floors
 * (BC_FLOOR_TYPES, business-course/year-content.ts).
 */
export const HOME_FLOOR_TYPES = ['course_list', 'banner', 'icon_grid', 'live', 'article'] as const;

export const homeFloorSchemas = crudSchemas({
  name: shortText(32),
  floor_type: z.enum(HOME_FLOOR_TYPES),
  business_line: businessLine.default(1),
  platforms: platforms.default([2, 3]),
  /** The kaoyan year the floor is shown for (GET base/dp/kaoyan-year/); null: every year. */
  kaoyan_year: yearNumber.nullable().default(null),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
});
export type HomeFloor = z.infer<typeof homeFloorSchemas.item>;

export const homeFloor = defineCollection({
  name: 'home.floor',
  label: '首页楼层',
  base: '/nav/floor',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('nav.view_floor')],
  schemas: homeFloorSchemas,
  filters: {
    name: filter.like(z.string().trim().max(32)),
    floor_type: filter.eq(z.enum(HOME_FLOOR_TYPES)),
    business_line: filter.eq(z.coerce.number().pipe(businessLine)),
    platform: platformFilter,
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'sort', 'name', 'created_at', 'updated_at'],
  defaultOrder: 'sort,id',
  /** Floors of one business line are told apart by name. */
  unique: [{ field: 'name', scope: ['business_line'] }],
  references: { kaoyan_year: 'kaoyan_year' },
  sample: { name: '测试楼层', floor_type: 'course_list', platforms: [2, 3], kaoyan_year: 2027 },
});
