import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, optionalText, queryInt, shortText, yearNumber, kaoyanYear } from '../fields';
import { IMPORT_PATHS } from '../import-batch';
import { bilingual } from '../import-spec';

/** The A and B zones of the national lines (A: the 21 more developed provinces, B: the other 10). */
export const ZONES = ['A', 'B'] as const;
/** What a school is known by among students. */
export const SCHOOL_TAGS = ['985', '211', '双一流', '自划线'] as const;
/** 全日制 and 非全日制. */
export const STUDY_MODES = ['full', 'part'] as const;
export const STUDY_MODE_NAMES: Record<(typeof STUDY_MODES)[number], readonly [string, string]> = {
  full: ['全日制', 'Full-time'],
  part: ['非全日制', 'Part-time'],
};
/** Degree type: 1 学硕 (academic), 2 专硕 (professional), as in the majors tree. */
export const MOLD_NAMES: Record<1 | 2, readonly [string, string]> = { 1: ['学硕', 'Academic'], 2: ['专硕', 'Professional'] };

/** One exam subject: its three-digit code (101 思想政治理论, 201 英语一, 301 数学一, 408 …) and name. */
export const examSubject = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{3}$/, { message: bilingual('科目代码应为 3 位数字，如 101', 'A subject code has 3 digits, e.g. 101') }),
  name: shortText(40),
});
export type ExamSubject = z.infer<typeof examSubject>;

const nullableCount = z.number().int().min(0).max(9999).nullable().default(null);
/** A calendar date, e.g. 2026-09-20. */
export const plainDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
  message: bilingual('日期应为 年-月-日，如 2026-09-20', 'A date reads year-month-day, e.g. 2026-09-20'),
});
const sourceUrl = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(512)
    .regex(/^https?:\/\/\S+$/, { message: bilingual('来源链接应为 http(s):// 网址', 'A source link starts with http:// or https://') }),
]);

/** The fields of a programme, less the major's id (resolved from its code by the server on import). */
export const programmeShape = {
  year: yearNumber,
  school_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { message: bilingual('院校代码应为 5 位数字，如 10248', 'A school code has 5 digits, e.g. 10248') }),
  school_name: shortText(40),
  province: shortText(12),
  zone: z.enum(ZONES),
  tags: z
    .array(z.enum(SCHOOL_TAGS))
    .max(SCHOOL_TAGS.length)
    .refine((a) => new Set(a).size === a.length, { message: bilingual('院校标签不能重复', 'A tag is given twice') })
    .default([]),
  college_code: z
    .string()
    .trim()
    .regex(/^\d{3}$/, { message: bilingual('院系代码应为 3 位数字，如 003', 'A college code has 3 digits, e.g. 003') }),
  college_name: shortText(40),
  major_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: bilingual('专业代码应为 6 位数字，如 081200', 'A major code has 6 digits, e.g. 081200') }),
  major_name: shortText(40),
  mold: z.union([z.literal(1), z.literal(2)]),
  study_mode: z.enum(STUDY_MODES).default('full'),
  /** The research direction, e.g. 01 人工智能; empty when the programme has none. */
  direction: optionalText(60).default(''),
  subjects: z.array(examSubject).min(2).max(4),
  quota: nullableCount,
  /** The quota as the school's catalogue words it, kept verbatim: 专业：10(不含推免). */
  quota_text: optionalText(200).default(''),
  recommended_quota: nullableCount,
  retest_subjects: optionalText(300).default(''),
  source_url: sourceUrl.default(''),
  verified_at: plainDate.nullable().default(null),
};

/** A professional (专硕) code has 5 as its third digit (0854, 1251); an academic one does not. */
export function moldProblem(rec: { mold?: unknown; major_code?: unknown }): [string, string] | null {
  const code = String(rec.major_code ?? '');
  if (!/^\d{6}$/.test(code)) return null;
  const professional = code[2] === '5';
  if (rec.mold === 2 && !professional) return [`专业代码 ${code} 是学硕专业，学位类型应为学硕`, `${code} is an academic major: the degree type is academic`];
  if (rec.mold === 1 && professional)
    return [`专业代码 ${code} 是专硕专业，学位类型应为专硕`, `${code} is a professional major: the degree type is professional`];
  return null;
}

/** Quotas: the recommended-student quota is part of the quota. */
export function quotaProblem(rec: { quota?: unknown; recommended_quota?: unknown }): [string, string] | null {
  const q = rec.quota;
  const r = rec.recommended_quota;
  if (typeof q === 'number' && typeof r === 'number' && r > q) return ['推免人数不能多于招生人数', 'The recommended quota cannot exceed the quota'];
  return null;
}

/**
 * Master's programmes (/pick-school/index, 专业管理, nav.view_masterdegreeinfo): what students pick
 * schools by, one record per school, major, research direction and kaoyan year, with the exam
 * subjects, the quota (as a number and as the catalogue's words) and where it was verified.
 * The major is chosen from school/dp/majors/tree/ (mold 2 leaves categories 1, 7 and 14 out).
 */
export const programmeSchemas = crudSchemas(
  { ...programmeShape, major_id: z.number().int().min(1) },
  {
    check: (v) =>
      [
        ['major_code', moldProblem(v)],
        ['recommended_quota', quotaProblem(v)],
      ].flatMap(([field, p]) => (p ? [{ field: field as string, message: (p as [string, string])[0] }] : [])),
  },
);
export type Programme = z.infer<typeof programmeSchemas.item>;

/** The years of one programme (school, major, direction) and what changed from each year to the next. */
export const programmeYearsSchema = z.object({
  items: z.array(programmeSchemas.item),
  changes: z.array(
    z.object({
      from: z.number().int(),
      to: z.number().int(),
      fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    }),
  ),
});
export type ProgrammeYears = z.infer<typeof programmeYearsSchema>;
/** The fields a year-over-year view compares. */
export const PROGRAMME_COMPARED = [
  'quota',
  'quota_text',
  'recommended_quota',
  'subjects',
  'retest_subjects',
  'study_mode',
  'college_name',
  'major_name',
  'mold',
] as const;

export const programme = defineCollection({
  name: 'school.programme',
  label: '招生专业',
  labelEn: 'admission programme',
  base: '/school/programme',
  paths: [...CRUD_PATHS, ...BATCH_PATHS.filter(([op]) => op !== 'reorder'), ['years', 'GET', '/:id/years/', 'view'], ...IMPORT_PATHS],
  access: [permissionSet('nav.view_masterdegreeinfo')],
  schemas: programmeSchemas,
  filters: {
    year: filter.eq(kaoyanYear),
    school: filter.custom(z.string().trim().min(1).max(40)),
    zone: filter.eq(z.enum(ZONES)),
    tag: filter.like(z.enum(SCHOOL_TAGS), 'tags'),
    major: filter.custom(z.string().trim().min(1).max(40)),
    major_id: filter.eq(queryInt.pipe(z.number().min(1))),
    mold: filter.eq(z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]))),
    study_mode: filter.eq(z.enum(STUDY_MODES)),
  },
  ordering: ['id', 'year', 'school_code', 'major_code', 'quota', 'updated_at'],
  defaultOrder: '-year,school_code,major_code,direction',
  references: { major_id: 'major' },
  unique: [
    {
      field: 'direction',
      scope: ['year', 'school_code', 'major_code'],
      label: '',
      message: '这所院校这一年已有同一专业、同一研究方向的记录',
    },
  ],
  sample: {
    year: 2027,
    school_code: '10001',
    school_name: '北京大学',
    province: '北京',
    zone: 'A',
    tags: ['985', '211', '双一流', '自划线'],
    college_code: '048',
    college_name: '计算机学院',
    major_id: 31,
    major_code: '081200',
    major_name: '计算机科学与技术',
    mold: 1,
    direction: '07 计算机视觉',
    subjects: [
      { code: '101', name: '思想政治理论' },
      { code: '201', name: '英语一' },
      { code: '301', name: '数学一' },
      { code: '408', name: '计算机学科专业基础' },
    ],
    quota: 10,
    quota_text: '专业：10(不含推免)',
  },
});
