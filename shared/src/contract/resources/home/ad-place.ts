import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, intId, kaoyanYear, queryBool, shortText, sort, yearNumber } from '../fields';
import { AD_KINDS } from '../ads/ad-kinds';

/*
 * Ad places by category and kaoyan year (/homemanage/classifyManage and /homemanage/assetList,
 * base_services.view_advertisingplaceid): the level-one categories of the app's ad places (the
 * level-1 rows GET base/classifies lists) and, per category and exam year, the places themselves
 * with their size and the ad kind that fills them. Spec 7 lists no calls; designed like the others.
 */
const PLACE = permissionSet('base_services.view_advertisingplaceid');

/** A code the apps ask for a place by: lower-case letters, digits and `_`, starting with a letter. */
export const placeCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,31}$/, { message: '编码为 2–32 位小写字母、数字或下划线，以字母开头' });

export const adCategorySchemas = crudSchemas({
  name: shortText(16),
  code: placeCode,
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
});
export type AdCategory = z.infer<typeof adCategorySchemas.item>;

export const adCategory = defineCollection({
  name: 'home.ad_category',
  label: '广告位分类',
  labelEn: 'ad slot category',
  base: '/base/ad-category',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [PLACE],
  schemas: adCategorySchemas,
  filters: { name: filter.like(z.string().trim().max(16)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'name', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: [{ field: 'code', label: '编码' }],
  sample: { name: '测试分类', code: 'test_category' },
});

/** The ad kinds a place can be filled by (ads/ad-kinds.ts). */
export const AD_PLACE_KINDS = AD_KINDS.map((k) => k.kind) as [string, ...string[]];

export const adPlaceSchemas = crudSchemas(
  {
    name: shortText(32),
    code: placeCode,
    /** The picture size the place shows, in pixels. */
    width: z.number().int().min(16).max(4096),
    height: z.number().int().min(16).max(4096),
    ad_kind: z.enum(AD_PLACE_KINDS),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  { extraItem: { category_id: z.number().int(), kaoyan_year: z.number().int() } },
);
export type AdPlace = z.infer<typeof adPlaceSchemas.item>;

/** POST …/place/copy/: the year's places of the category into another year, all or none. */
export const adPlaceCopySchema = z.strictObject({ to_year: yearNumber });
export const adPlaceCopyResultSchema = z.object({
  to_year: z.number().int(),
  count: z.number().int(),
  /** The copy's entry in the audit log: POST /audit/undo-copy/ { entry } puts the target back as it was, once. */
  entry: z.number().int(),
});
export type AdPlaceCopyResult = z.infer<typeof adPlaceCopyResultSchema>;

export const adPlace = defineCollection({
  name: 'home.ad_place',
  label: '广告位',
  labelEn: 'ad slot',
  base: '/base/ad-category/:category/year/:year/place',
  paths: [...CRUD_PATHS, ...BATCH_PATHS, ['copy', 'POST', '/copy/', 'add']],
  access: [PLACE],
  params: { category: intId, year: kaoyanYear },
  schemas: adPlaceSchemas,
  filters: { name: filter.like(z.string().trim().max(32)), ad_kind: filter.eq(z.enum(AD_PLACE_KINDS)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'name', 'updated_at'],
  defaultOrder: 'sort,id',
  /** Per category and year (the path's scope). */
  unique: [{ field: 'code', label: '编码' }],
  sample: { name: '测试广告位', code: 'test_place', width: 750, height: 300, ad_kind: 'banner_md' },
});

/** A valid copy body (tests): into the newest demo year, which has no places. */
export const AD_PLACE_COPY_SAMPLE = { to_year: 2028 } as const;
