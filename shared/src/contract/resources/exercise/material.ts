import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { categoryMoveBody, categoryNodeSchema, categoryPatch, categorySchemas } from '../category-tree';
import { scheduleCheck, both } from '../business-course/checks';
import { BATCH_PATHS, CRUD_PATHS, batchPaths, defineCollection, filter } from '../define';
import { crudSchemas, dateTime, documentFile, optionalText, platformFilter, platforms, queryBool, shortText, sort, version, yearNumber } from '../fields';

/*
 * Study materials (/exercise/materialManage, 资料管理, auth.resource_view): downloadable files
 * (PDF, Word, Excel, PowerPoint, zip) in a category tree, with who may download them and a log of
 * every download.
 */

const MATERIAL = permissionSet('auth.resource_view');

// ---------------------------------------------------------------------------------------------
// Categories

/** Root, second and third level, like the course categories. */
export const MATERIAL_CLASSIFY_MAX_DEPTH = 3;

export const materialClassifySchemas = categorySchemas(16);
export const materialClassifyPatch = categoryPatch(16);

/** A category with its children, as the editable tree reads it. */
export interface MaterialClassifyNode {
  id: number;
  name: string;
  parent_id: number | null;
  sort: number;
  is_enable: boolean;
  version: number;
  updated_at: string;
  /** Materials filed here (not below). */
  material_count: number;
  children: MaterialClassifyNode[];
}
export const materialClassifyNodeSchema = categoryNodeSchema<MaterialClassifyNode>(['material_count']);

/** PUT …/move/: the children of `parent_id` (null: the roots) in their new order, each with the version read. */
export const materialClassifyMoveBody = categoryMoveBody;

/**
 * DELETE …/{id}/: `with_children` confirms the whole branch; a branch that holds materials is
 * deleted only with `move_to`, the category (outside the branch) they move to.
 */
export const materialClassifyDeleteBody = z
  .strictObject({ version: version.optional(), with_children: z.boolean().default(false), move_to: z.number().int().min(1).optional() })
  .default({ with_children: false });

export const materialClassify = defineCollection({
  name: 'material.classify',
  label: '资料分类',
  labelEn: 'material category',
  base: '/practice/material/classify',
  paths: [
    ['tree', 'GET', '/tree/'],
    ['list', 'GET', '/'],
    ['create', 'POST', '/'],
    ['patch', 'PATCH', '/:id/'],
    ['delete', 'DELETE', '/:id/'],
    ['move', 'PUT', '/move/', 'change'],
  ],
  access: [MATERIAL],
  schemas: materialClassifySchemas,
  patch: materialClassifyPatch,
  filters: { name: filter.like(z.string().trim().max(16)), parent_id: filter.eq(z.coerce.number().int().min(1)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'name'],
  defaultOrder: 'sort,id',
  unique: [{ field: 'name', scope: ['parent_id'] }],
  references: { parent_id: { kind: 'material_classify', label: '上级分类' } },
  sample: { name: '测试资料分类', parent_id: null },
});

// ---------------------------------------------------------------------------------------------
// Materials

/**
 * The PDF the demo's first material is (a few pages, stored by the demo seed): what the module's
 * sample points at, since a material's file must be a document uploaded here.
 */
export const DEMO_DOCUMENT = '/uploads/5d1f0a3c9e7b42a8b6c4d2e0f1a3b5c7.pdf';

/** Who may download: anyone, a signed-in student, or one who bought one of `product_ids`. */
export const MATERIAL_ACCESS = ['free', 'signed_in', 'purchased'] as const;
export type MaterialAccess = (typeof MATERIAL_ACCESS)[number];

export const materialSchemas = crudSchemas(
  {
    title: shortText(64),
    /** Its category (GET practice/material/classify/tree/). */
    classify_id: z.number().int().min(1),
    subject_id: z.number().int().min(1).nullable().default(null),
    kaoyan_year: yearNumber.nullable().default(null),
    description: optionalText(500).default(''),
    /** The file (POST base/upload/document): PDF, Word, Excel, PowerPoint or zip. */
    file: documentFile,
    access: z.enum(MATERIAL_ACCESS).default('free'),
    /** `purchased`: buying any of these course products unlocks it. */
    product_ids: z.array(z.number().int().min(1)).max(20).default([]),
    /** The app stamps the student's name on each downloaded page. */
    watermark: z.boolean().default(false),
    start_at: dateTime.nullable().default(null),
    end_at: dateTime.nullable().default(null),
    platforms: platforms.default([0, 1, 2, 3]),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  {
    extraItem: {
      /** Downloads logged so far. */
      download_count: z.number().int(),
      /** PDF pages (null for other kinds). */
      page_count: z.number().int().nullable(),
    },
    check: both(scheduleCheck, (v) => {
      const ids = (v.product_ids as number[] | undefined) ?? [];
      if (v.access === 'purchased' && !ids.length) return [{ field: 'product_ids', message: '“购买后下载”需要至少选择一个解锁它的课程商品' }];
      if (v.access !== 'purchased' && ids.length) return [{ field: 'product_ids', message: '只有“购买后下载”的资料才关联课程商品' }];
      return [];
    }),
  },
);
/** A material as read (its counts are derived by the server). */
export type Material = z.infer<typeof materialSchemas.item> & { download_count: number; page_count: number | null };

export const material = defineCollection({
  name: 'material.item',
  label: '资料',
  labelEn: 'material',
  base: '/practice/material/item',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [MATERIAL],
  schemas: materialSchemas,
  filters: {
    title: filter.like(z.string().trim().max(64)),
    /** The category and every category below it. */
    classify_id: filter.custom(z.coerce.number().int().min(1)),
    subject_id: filter.eq(z.coerce.number().int().min(1)),
    kaoyan_year: filter.eq(z.coerce.number().int()),
    access: filter.eq(z.enum(MATERIAL_ACCESS)),
    platform: platformFilter,
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'sort', 'updated_at'],
  defaultOrder: 'sort,id',
  references: { subject_id: 'subject', kaoyan_year: 'kaoyan_year', product_ids: { kind: 'course_product', many: true }, classify_id: 'material_classify' },
  sample: { title: '测试资料', classify_id: 1, file: { url: DEMO_DOCUMENT, name: '测试.pdf', size: 1024 } },
});

// ---------------------------------------------------------------------------------------------
// Downloads

/** One download of a material, as the app reports it (read-only here). */
export const materialDownloadSchemas = crudSchemas({
  material_id: z.number().int(),
  user_name: z.string(),
  /** Client platform code (0 PC, 1 H5, 2 Android, 3 iOS, 6 pad, 7 iPad). */
  platform: z.number().int(),
});
export type MaterialDownload = z.infer<typeof materialDownloadSchemas.item>;

/** GET …/download/daily/: downloads per UTC day over the last `days` days (a material's, or all). */
export const materialDailyQuery = z.strictObject({
  material_id: z.coerce.number().int().min(1).optional(),
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const materialDailySchema = z.array(z.object({ day: z.string(), count: z.number().int() }));
export type MaterialDaily = z.infer<typeof materialDailySchema>;

export const materialDownload = defineCollection({
  name: 'material.download',
  label: '资料下载记录',
  labelEn: 'material download',
  base: '/practice/material/download',
  paths: [['list', 'GET', '/'], ['daily', 'GET', '/daily/', 'view'], ...batchPaths('export')],
  access: [MATERIAL],
  schemas: materialDownloadSchemas,
  filters: {
    material_id: filter.eq(z.coerce.number().int().min(1)),
    platform: filter.eq(z.coerce.number().int().min(0).max(7)),
    user_name: filter.like(z.string().trim().max(64)),
  },
  ordering: ['id', 'created_at'],
  defaultOrder: '-id',
  sample: {},
});
