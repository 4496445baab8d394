import { z } from 'zod';
import { DEFAULT_INDUSTRY } from '@admin/shared/contract';
import { listPageSchema, queryBool, treeNodeSchema } from '../fields';
import { emptyQuery, listQuery } from '../list-query';

/** Reference data under /base/ (dropdowns and trees that many screens read) and the image upload. */

/** GET /base/user_groups/: audiences for ads and pushes. */
export const userGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  user_count: z.number().int(),
});
export type UserGroup = z.infer<typeof userGroupSchema>;
export const userGroupsQuerySchema = z.strictObject({ name: z.string().trim().max(32).optional() });
export const userGroupsSchema = z.array(userGroupSchema);

/** GET /base/classifies: level-one categories of ad places and their children. */
export const classifySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  business_line: z.number().int(),
  sort: z.number().int(),
  is_enable: z.boolean(),
});
export type Classify = z.infer<typeof classifySchema>;
export const classifiesQuerySchema = z.strictObject({
  name: z.string().trim().max(32).optional(),
  level: z.coerce.number().int().min(1).max(3).optional(),
  parent_id: z.coerce.number().int().min(1).optional(),
  business_line: z.coerce.number().int().min(1).max(2).optional(),
  is_enable: queryBool.optional(),
});
export const classifiesSchema = z.array(classifySchema);

/** GET /base/get-pro-sys/: product systems (商品体系). */
export const productSystemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  business_line: z.number().int(),
});
export type ProductSystem = z.infer<typeof productSystemSchema>;
export const productSystemsQuerySchema = z.strictObject({
  name: z.string().trim().max(32).optional(),
  business_line: z.coerce.number().int().min(1).max(2).optional(),
});
export const productSystemsSchema = z.array(productSystemSchema);

/** GET /base/dp/subjects/: subjects as a flat dropdown. */
export const subjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  parent_id: z.number().int().nullable(),
  industry: z.string(),
  /** 0 public course, 1 major course. */
  mold: z.number().int(),
});
export type Subject = z.infer<typeof subjectSchema>;
export const subjectsQuerySchema = z.strictObject({
  name: z.string().trim().max(32).optional(),
  industry: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .optional(),
  mold: z.coerce.number().int().min(0).max(1).optional(),
  parent_id: z.coerce.number().int().min(1).optional(),
});
export const subjectsSchema = z.array(subjectSchema);

/**
 * Why a kaoyan year is open: the calendar opens year N in calendar year N − 2 and keeps it until
 * its exam (December N − 1); an admin may open one earlier; after its exam a year stays while any
 * record uses it.
 */
export const KAOYAN_YEAR_SOURCES = ['calendar', 'added', 'in_use'] as const;
export type KaoyanYearSource = (typeof KAOYAN_YEAR_SOURCES)[number];

/** GET /base/dp/kaoyan-year/: the open years, oldest first; `is_current` the one whose exam is this December. */
export const kaoyanYearSchema = z.object({ year: z.number().int(), name: z.string(), is_current: z.boolean(), source: z.enum(KAOYAN_YEAR_SOURCES) });
export type KaoyanYearItem = z.infer<typeof kaoyanYearSchema>;
export const kaoyanYearsSchema = z.array(kaoyanYearSchema);
export const kaoyanYearsQuerySchema = emptyQuery;
/** How far ahead of the current year an admin may open one: a guard against a typo (2207 for 2027). */
export const KAOYAN_YEARS_AHEAD = 5;
/** POST /base/dp/kaoyan-year/: opens a year ahead of the calendar; answers it (with the id of the addition). */
export const addKaoyanYearSchema = z.strictObject({ year: z.number().int().min(2000).max(2100) });
export type AddKaoyanYear = z.infer<typeof addKaoyanYearSchema>;
export const addedKaoyanYearSchema = kaoyanYearSchema.extend({ id: z.number().int() });

/** GET /base/drop_down/subject_tree/?industry= (default graduate_exam, spec 9) */
export const subjectTreeQuerySchema = z.strictObject({
  industry: z
    .string()
    .regex(/^[a-z_]{1,32}$/, { message: '行业代码只能是小写字母和下划线' })
    .default(DEFAULT_INDUSTRY),
});
/** GET /base/dp/subjects/tree/ */
export const subjectsTreeQuerySchema = emptyQuery;
export const treeSchema = z.array(treeNodeSchema);

/** GET /base/resource_group/list/: groups of study material. */
export const resourceGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['document', 'video', 'audio', 'mixed']),
  resource_count: z.number().int(),
});
export type ResourceGroup = z.infer<typeof resourceGroupSchema>;
export const resourceGroupsQuerySchema = listQuery(
  { name: z.string().trim().max(32).optional(), type: z.enum(['document', 'video', 'audio', 'mixed']).optional() },
  ['id', 'name'],
);
export const resourceGroupsSchema = listPageSchema(resourceGroupSchema);

/** POST /base/upload/image (multipart field `file`): PNG, JPEG, GIF or WebP, at most 5 MB. */
export const UPLOAD_FIELD = 'file';
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
