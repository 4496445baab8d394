import { z } from 'zod';
import { ABROAD_PERMISSION, type PermissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, intId, platforms, queryBool, shortText, sort } from '../fields';
import { FLOOR_CONTENT_PATHS, HOME_FLOOR_TYPES, homeFloorContentSchemas } from './home-floor';

/**
 * The study-abroad home page (spec 2 /homepagesetting/index, business line 2 only): its floors in
 * page order and each floor's items. Spec 7 lists no calls; designed like the others (DESIGN 5).
 * The floors are the home floors of line 2 (the same rows /homemanage/floor lists with line 2),
 * reached here under the one permission the spec gives the route, nav.system_config_abroad, which
 * grants reading and writing alike.
 */
const ABROAD: PermissionSet = { view: ABROAD_PERMISSION, add: ABROAD_PERMISSION, change: ABROAD_PERMISSION, delete: ABROAD_PERMISSION };
const BASE = '/nav/homepagesetting/floor';

export const abroadFloorSchemas = crudSchemas(
  {
    name: shortText(32),
    floor_type: z.enum(HOME_FLOOR_TYPES),
    platforms: platforms.default([2, 3]),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  { extraItem: { content_count: z.number().int() } },
);
export type AbroadFloor = z.infer<typeof abroadFloorSchemas.item>;

export const abroadFloor = defineCollection({
  name: 'homepagesetting.floor',
  label: '留学首页楼层',
  labelEn: 'study-abroad home floor',
  base: BASE,
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [ABROAD],
  schemas: abroadFloorSchemas,
  filters: { name: filter.like(z.string().trim().max(32)), floor_type: filter.eq(z.enum(HOME_FLOOR_TYPES)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'name', 'created_at', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: ['name'],
  sample: { name: '留学测试楼层', floor_type: 'banner' },
});

/** A floor's items: a home floor's items (title, image, link, product, schedule). */
export const abroadFloorContentSchemas = homeFloorContentSchemas;
export type AbroadFloorContent = z.infer<typeof abroadFloorContentSchemas.item>;

export const abroadFloorContent = defineCollection({
  name: 'homepagesetting.floor_content',
  label: '楼层内容',
  labelEn: 'floor content',
  base: `${BASE}/:id/content`,
  paths: FLOOR_CONTENT_PATHS,
  access: [ABROAD],
  params: { id: intId },
  idParam: 'cid',
  schemas: abroadFloorContentSchemas,
  filters: { title: filter.like(z.string().trim().max(64)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'title', 'created_at', 'updated_at'],
  defaultOrder: 'sort,id',
  references: { product_id: 'course_product' },
  sample: { title: '留学测试内容', link_type: 'none' },
});
