import { z } from 'zod';
import { businessLine, crudSchemas, listPageSchema, platforms, queryBool, shortText, sort, yearNumber } from './common';
import { listQuery } from './list-query';

/**
 * Home-page floors (spec 2 /homemanage/floor, nav.view_floor): the content blocks of the app's
 * home page, in order. Spec 7 lists no calls; designed like the others: `nav/floor/` (+ `{id}/`).
 * The floor's content items are edited on /homemanage/floormould (later work).
 */

export const HOME_FLOOR_VIEW_PERMISSION = 'nav.view_floor';
export const HOME_FLOOR_BASE_PATH = '/nav/floor';
export const HOME_FLOOR_PATHS = [
  ['list', 'GET', '/'],
  ['create', 'POST', '/'],
  ['get', 'GET', '/:id/'],
  ['update', 'PUT', '/:id/'],
  ['delete', 'DELETE', '/:id/'],
] as const;

export const HOME_FLOOR_TYPES = ['course_list', 'banner', 'icon_grid', 'live', 'article'] as const;

export const homeFloorFields = {
  name: shortText(32),
  floor_type: z.enum(HOME_FLOOR_TYPES),
  business_line: businessLine.default(1),
  platforms: platforms.default([2, 3]),
  /** The kaoyan year the floor is shown for (GET base/dp/kaoyan-year/); null: every year. */
  kaoyan_year: yearNumber.nullable().default(null),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
};
export const homeFloorSchemas = crudSchemas(homeFloorFields);
export type HomeFloor = z.infer<typeof homeFloorSchemas.item>;
export const HOME_FLOOR_ORDERING = ['id', 'sort', 'name', 'created_at', 'updated_at'] as const;
export const homeFloorListQuerySchema = listQuery(
  {
    name: z.string().trim().max(32).optional(),
    floor_type: z.enum(HOME_FLOOR_TYPES).optional(),
    business_line: z.coerce.number().pipe(businessLine).optional(),
    platform: z.coerce.number().int().min(0).max(7).optional(),
    is_enable: queryBool.optional(),
  },
  HOME_FLOOR_ORDERING,
);
export const homeFloorListSchema = listPageSchema(homeFloorSchemas.item);
