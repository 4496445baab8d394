import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, batchPaths, defineCollection, filter, type PathEntry } from '../define';
import { businessLine, crudSchemas, intId, platformFilter, platforms, queryBool, shortText, sort, yearNumber } from '../fields';
import { both, linkCheck, scheduleCheck } from '../business-course/checks';
import { bcFloorContentFields } from '../business-course/year-content';

/**
 * Home-page floors (spec 2 /homemanage/floor, nav.view_floor): the content blocks of the app's
 * home page, in order. Spec 7 lists no calls; designed like the others. Their content items are
 * edited on /homemanage/floormould. Not to be confused with a business course's floors
 * (BC_FLOOR_TYPES, business-course/year-content.ts).
 */
export const HOME_FLOOR_TYPES = ['course_list', 'banner', 'icon_grid', 'live', 'article'] as const;
/** Floor types that show their own items; a live floor lists the live schedule instead. */
export const HOME_FLOOR_FED_BY_ITEMS: ReadonlySet<string> = new Set(['course_list', 'banner', 'icon_grid', 'article']);

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
  labelEn: 'home floor',
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

/**
 * A home floor's items (/homemanage/floormould?floor=<id>): the same item as a business course's
 * floor holds (title, subtitle, image, link, product, schedule, order, enabled). The study-abroad
 * home edits the items of its floors (home floors of line 2) with the same schemas.
 */
export const homeFloorContentSchemas = crudSchemas(bcFloorContentFields, {
  check: both(linkCheck('link_type', 'link_value'), scheduleCheck),
  extraItem: { floor_id: z.number().int() },
});
export type HomeFloorContent = z.infer<typeof homeFloorContentSchemas.item>;

/** The calls of a floor's items under the floor (`:id`), the item being `:cid`. */
export const FLOOR_CONTENT_PATHS = [
  ['list', 'GET', '/'],
  ['create', 'POST', '/'],
  ['get', 'GET', '/:cid/'],
  ['update', 'PUT', '/:cid/'],
  ['patch', 'PATCH', '/:cid/'],
  ['delete', 'DELETE', '/:cid/'],
  ...batchPaths('bulkPatch', 'bulkDelete', 'reorder', 'export'),
] as const satisfies readonly PathEntry[];

export const homeFloorContent = defineCollection({
  name: 'home.floor_content',
  label: '楼层内容',
  labelEn: 'floor content',
  base: '/nav/floor/:id/content',
  paths: FLOOR_CONTENT_PATHS,
  access: [permissionSet('nav.view_floor')],
  params: { id: intId },
  idParam: 'cid',
  schemas: homeFloorContentSchemas,
  filters: { title: filter.like(z.string().trim().max(64)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'title', 'created_at', 'updated_at'],
  defaultOrder: 'sort,id',
  references: { product_id: 'course_product' },
  sample: { title: '首页测试内容', link_type: 'none' },
});
