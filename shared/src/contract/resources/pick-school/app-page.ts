import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, intId, kaoyanYear, optionalText, queryBool, queryInt, shortText, sort, yearNumber } from '../fields';
import { both, linkCheck, scheduleCheck } from '../business-course/checks';
import { bcFloorContentFields } from '../business-course/year-content';
import { FLOOR_CONTENT_PATHS } from '../home/home-floor';

/*
 * School-picking pages (/pick-school/app-page, 择校页面, nav.view_bcoursetemplate): the page the
 * app shows a student who is choosing schools, one per discipline category and kaoyan year, built
 * from ordered floors whose items are edited on /pick-school/floor-content/{floor_uuid}. Spec 7
 * lists no calls; designed like the others (DESIGN 5).
 */
const TEMPLATE = [permissionSet('nav.view_bcoursetemplate')];
const uuidParam = z.uuid({ message: '应为 UUID' });

export const appPageSchemas = crudSchemas(
  {
    name: shortText(32),
    /** The discipline category (门类 1–14: the roots of GET school/dp/majors/tree/) whose students see the page. */
    major_category: z.number().int().min(1).max(14),
    kaoyan_year: yearNumber,
    description: optionalText(200).default(''),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  { extraItem: { floor_count: z.number().int() } },
);
export type AppPage = z.infer<typeof appPageSchemas.item>;

/** POST school/app-page/{id}/copy/: the page with its floors and their items, as a page of another year. */
export const appPageCopySchema = z.strictObject({ to_year: yearNumber });
export const appPageCopyResultSchema = z.object({
  id: z.number().int(),
  to_year: z.number().int(),
  floors: z.number().int(),
  contents: z.number().int(),
  /** The copy's entry in the audit log: POST /audit/undo-copy/ { entry } puts the target back as it was, once. */
  entry: z.number().int(),
});
export type AppPageCopyResult = z.infer<typeof appPageCopyResultSchema>;

export const appPage = defineCollection({
  name: 'school.app_page',
  label: '择校页面',
  labelEn: 'school page',
  base: '/school/app-page',
  paths: [...CRUD_PATHS, ...BATCH_PATHS, ['copy', 'POST', '/:id/copy/', 'add']],
  access: TEMPLATE,
  schemas: appPageSchemas,
  filters: {
    name: filter.like(z.string().trim().max(32)),
    major_category: filter.eq(queryInt.pipe(z.number().min(1).max(14))),
    kaoyan_year: filter.eq(kaoyanYear),
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'sort', 'kaoyan_year', 'major_category', 'updated_at'],
  defaultOrder: '-kaoyan_year,sort,id',
  references: { kaoyan_year: 'kaoyan_year', major_category: 'major_category' },
  unique: [{ field: 'major_category', scope: ['kaoyan_year'], label: '', message: '这一年这个学科门类已有择校页面' }],
  sample: { name: '测试择校页', major_category: 3, kaoyan_year: 2026 },
});

/** The floor types a school-picking page offers (the kit's pictures and names). */
export const APP_PAGE_FLOOR_TYPES = ['banner', 'icon_grid', 'article', 'course_list'] as const;

export const appPageFloorSchemas = crudSchemas(
  {
    name: shortText(32),
    floor_type: z.enum(APP_PAGE_FLOOR_TYPES),
    /** The heading the app shows above the floor (empty: none). */
    title: optionalText(32).default(''),
    subtitle: optionalText(64).default(''),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  { idKey: 'uuid', extraItem: { page_id: z.number().int(), content_count: z.number().int() } },
);
export type AppPageFloor = z.infer<typeof appPageFloorSchemas.item>;

/**
 * A page's floors: listed, added and ordered under the page (`:page`); one floor is read, changed
 * and deleted by its uuid alone, which is how /pick-school/floor-content/{floor_uuid} opens it.
 */
export const appPageFloor = defineCollection({
  name: 'school.floor',
  label: '楼层',
  labelEn: 'floor',
  base: '/school/app-page',
  paths: [
    ['list', 'GET', '/:page/floor/'],
    ['create', 'POST', '/:page/floor/'],
    ['get', 'GET', '/floor/:id/'],
    ['update', 'PUT', '/floor/:id/'],
    ['patch', 'PATCH', '/floor/:id/'],
    ['delete', 'DELETE', '/floor/:id/'],
    ['bulkPatch', 'PATCH', '/:page/floor/bulk/', 'change'],
    ['bulkDelete', 'POST', '/:page/floor/bulk-delete/', 'delete'],
    ['reorder', 'PUT', '/:page/floor/order/', 'change'],
  ],
  access: TEMPLATE,
  params: { page: intId },
  schemas: appPageFloorSchemas,
  filters: { name: filter.like(z.string().trim().max(32)), floor_type: filter.eq(z.enum(APP_PAGE_FLOOR_TYPES)), is_enable: filter.eq(queryBool) },
  ordering: ['sort', 'name', 'created_at', 'updated_at'],
  defaultOrder: 'sort,created_at',
  sample: { name: '测试楼层', floor_type: 'banner' },
});

/** A floor's items: the same item every floor of the console holds (title, image, link, product, schedule). */
export const appPageFloorContentSchemas = crudSchemas(bcFloorContentFields, {
  check: both(linkCheck('link_type', 'link_value'), scheduleCheck),
  extraItem: { floor_uuid: z.string() },
});
export type AppPageFloorContent = z.infer<typeof appPageFloorContentSchemas.item>;

export const appPageFloorContent = defineCollection({
  name: 'school.floor_content',
  label: '楼层内容',
  labelEn: 'floor content',
  base: '/school/app-page/floor/:id/content',
  paths: FLOOR_CONTENT_PATHS.filter(([op]) => op !== 'export'),
  access: TEMPLATE,
  params: { id: uuidParam },
  idParam: 'cid',
  schemas: appPageFloorContentSchemas,
  filters: { title: filter.like(z.string().trim().max(64)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'title', 'created_at', 'updated_at'],
  defaultOrder: 'sort,id',
  references: { product_id: 'course_product' },
  sample: { title: '择校测试内容', link_type: 'none' },
});

/** A valid copy body (tests): into the newest demo year. */
export const APP_PAGE_COPY_SAMPLE = { to_year: 2028 } as const;
