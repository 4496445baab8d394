import { z } from 'zod';
import { BUSINESS_COURSE_DETAIL_TIMEOUT_MS } from '@admin/shared/contract';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, defineCollection, defineDocument, filter, type Access } from '../define';
import { businessLine, crudSchemas, optionalImageUrl, optionalText, queryBool, shortText, sort, yearNumber, type RecordCheck } from '../fields';

/**
 * Business courses (业务课, nav/business_course/) and their per-year configuration. What each
 * course shows per kaoyan year (floors, banners, products…) is in year-content.ts.
 */

const BC = permissionSet('nav.view_businesscoursemanagement');
const MINI = permissionSet('base_services.view_miniprogram');
/** Business courses are read by the mini-program screens too, but changed only by their own managers. */
export const BC_COURSE_ACCESS: Access = { read: [BC, MINI], write: [BC] };
/** A course's per-year content is also edited from the mini-program screens (/exercise/bc-content…). */
export const BC_CONTENT_ACCESS: Access = [BC, MINI];

/** 0 public course (公共课), 1 major course (专业课). */
export const courseMold = z.union([z.literal(0), z.literal(1)]);
const miniProgramAppId = z.string().regex(/^(wx[0-9a-f]{16})?$/, { message: '小程序 appid 应为 wx 加 16 位十六进制字符，或留空' });

export const businessCourseFields = {
  name: shortText(32),
  /** Exam subject code, e.g. 199 (管理类联考), 301 (数学一), 204 (英语二). */
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,16}$/, { message: '代码为 1–16 位字母、数字、- 或 _' }),
  mold: courseMold,
  /** Subject (GET base/dp/subjects/). */
  subject_id: z.number().int().min(1).nullable().default(null),
  /** Majors the course prepares for (GET school/dp/majors/tree/). */
  major_ids: z.array(z.number().int().min(1)).max(50).default([]),
  business_line: businessLine.default(1),
  cover: optionalImageUrl.default(''),
  intro: optionalText(500).default(''),
  mini_program_app_id: miniProgramAppId.default(''),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
};
export const businessCourseSchemas = crudSchemas(businessCourseFields, {
  idKey: 'uuid',
  /** The enabled kaoyan years of its year config, newest first (read-only, for the mini-program list). */
  extraItem: { years: z.array(z.number().int()) },
});
export type BusinessCourseCreate = z.input<typeof businessCourseSchemas.create>;
export type BusinessCourse = z.infer<typeof businessCourseSchemas.item>;
/** GET nav/business_course/major/subject/detail/?uuid= */
export const majorSubjectDetailQuerySchema = z.strictObject({ uuid: z.uuid() });
export const majorSubjectDetailSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  code: z.string(),
  subject: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  majors: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), mold: z.number(), category: z.number() })),
});
export type MajorSubjectDetail = z.infer<typeof majorSubjectDetailSchema>;

/** GET/PUT nav/business_course/{id}/year/config/: the kaoyan years the course is configured for. */
export const yearConfigSchema = z.strictObject({
  years: z
    .array(
      z.strictObject({
        year: yearNumber,
        is_enable: z.boolean(),
        /** The year the app opens by default; at most one. */
        is_default: z.boolean(),
        title: optionalText(32),
      }),
    )
    .max(10),
});
const yearConfigCheck: RecordCheck = (v) => {
  const years = (v.years as { year: number; is_default: boolean }[]) ?? [];
  const errors: { field: string; message: string }[] = [];
  if (new Set(years.map((y) => y.year)).size !== years.length) errors.push({ field: 'years', message: '年份不能重复' });
  if (years.filter((y) => y.is_default).length > 1) errors.push({ field: 'years', message: '只能有一个默认年份' });
  return errors;
};
export type YearConfig = z.infer<typeof yearConfigSchema>;

export const businessCourse = defineCollection({
  name: 'bc.course',
  label: '业务课',
  labelEn: 'business course',
  base: '/nav/business_course',
  paths: [
    ['create', 'POST', '/'],
    ['list', 'GET', '/'],
    ['major_subject_detail', 'GET', '/major/subject/detail/', 'view'],
    ['get', 'GET', '/:id/'],
    ['delete', 'DELETE', '/:id/'],
    ['update', 'PUT', '/:id/'],
    ['patch', 'PATCH', '/:id/'],
    ...BATCH_PATHS,
  ],
  access: BC_COURSE_ACCESS,
  schemas: businessCourseSchemas,
  filters: {
    name: filter.like(z.string().trim().max(32)),
    mold: filter.eq(z.coerce.number().pipe(courseMold)),
    business_line: filter.eq(z.coerce.number().pipe(businessLine)),
    is_enable: filter.eq(queryBool),
  },
  ordering: ['sort', 'name', 'code', 'created_at', 'updated_at'],
  defaultOrder: 'sort,created_at',
  references: { subject_id: 'subject', major_ids: { kind: 'major', many: true } },
  sample: { name: '测试业务课', code: 'T01', mold: 1 },
  /** Spec 9: the business-course detail may take 10 000 ms, wherever it is loaded. */
  timeouts: { get: BUSINESS_COURSE_DETAIL_TIMEOUT_MS },
});

/** GET/PUT nav/business_course/{id}/year/config/ */
export const bcYearConfig = defineDocument({
  name: 'bc.year_config',
  label: '业务课年份配置',
  labelEn: 'business course year',
  base: '/nav/business_course/:id/year/config',
  paths: [
    ['read', 'GET', '/'],
    ['write', 'PUT', '/'],
  ],
  access: BC_COURSE_ACCESS,
  params: { id: z.uuid({ message: '应为 UUID' }) },
  schema: yearConfigSchema,
  defaults: { years: [] },
  check: yearConfigCheck,
  writeMode: 'put',
  references: { 'years.year': 'kaoyan_year' },
  sample: { years: [{ year: 2027, is_enable: true, is_default: true, title: '2027 考研' }] },
});
