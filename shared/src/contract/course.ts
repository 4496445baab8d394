import { z } from 'zod';
import {
  businessLine,
  crudSchemas,
  dateTime,
  imageUrl,
  yearNumber,
  linkProblem,
  linkType,
  listPageSchema,
  optionalImageUrl,
  optionalText,
  platforms,
  queryBool,
  scheduleProblem,
  shortText,
  sort,
  version,
  type LinkType,
  type RecordCheck,
} from './common';
import { listQuery } from './list-query';

/**
 * Business courses (业务课) and everything configured per course and kaoyan year under
 * /nav/business_course/ and /nav/bc/{course}/year/{year}/, plus product classifications and
 * special-topic pages. Course reference data (classifications, products) is at the end.
 */

const linkCheck =
  (typeKey: string, valueKey: string): RecordCheck =>
  (v) => {
    const p = linkProblem(v[typeKey] as LinkType | undefined, v[valueKey] as string | undefined);
    return p ? [{ field: valueKey, message: p }] : [];
  };
const scheduleCheck: RecordCheck = (v) => {
  const p = scheduleProblem(v.start_at as string | null, v.end_at as string | null);
  return p ? [{ field: 'end_at', message: p }] : [];
};
const both =
  (...checks: RecordCheck[]): RecordCheck =>
  (v) =>
    checks.flatMap((c) => c(v));

// ---------------------------------------------------------------------------------------------
// Business course

/** 0 public course (公共课), 1 major course (专业课). */
export const courseMold = z.union([z.literal(0), z.literal(1)]);
const miniProgramAppId = z.string().regex(/^(wx[0-9a-f]{16})?$/, { message: '小程序 appid 应为 wx 加 16 位十六进制字符，或留空' });

export const businessCourseFields = {
  name: shortText(32),
  /** Exam subject code, e.g. 199 (管理类联考), 301 (数学一), 204 (英语二). */
  code: z.string().trim().regex(/^[0-9A-Za-z_-]{1,16}$/, { message: '代码为 1–16 位字母、数字、- 或 _' }),
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
export const businessCourseSchemas = crudSchemas(businessCourseFields, { idKey: 'uuid' });
export type BusinessCourseCreate = z.input<typeof businessCourseSchemas.create>;
export type BusinessCourse = z.infer<typeof businessCourseSchemas.item>;
export const BUSINESS_COURSE_ORDERING = ['sort', 'name', 'code', 'created_at', 'updated_at'] as const;
export const businessCourseListQuerySchema = listQuery(
  {
    name: z.string().trim().max(32).optional(),
    mold: z.coerce.number().pipe(courseMold).optional(),
    business_line: z.coerce.number().pipe(businessLine).optional(),
    is_enable: queryBool.optional(),
  },
  BUSINESS_COURSE_ORDERING,
);
export const businessCourseListSchema = listPageSchema(businessCourseSchemas.item);

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
export const yearConfigCheck: RecordCheck = (v) => {
  const years = (v.years as { year: number; is_default: boolean }[]) ?? [];
  const errors: { field: string; message: string }[] = [];
  if (new Set(years.map((y) => y.year)).size !== years.length) errors.push({ field: 'years', message: '年份不能重复' });
  if (years.filter((y) => y.is_default).length > 1) errors.push({ field: 'years', message: '只能有一个默认年份' });
  return errors;
};
export type YearConfig = z.infer<typeof yearConfigSchema>;

/** A document resource (one record per scope): reads return the fields plus these. */
export const docMeta = { version: z.number().int(), updated_at: z.string().nullable() };
/** Body of a PUT of a document: the fields plus `version` (0 before the first save). */
export const docPut = <S extends z.ZodRawShape>(s: z.ZodObject<S>) => z.strictObject({ ...s.shape, version });
/** Body of a PATCH of a document: any subset plus `version`. */
export const docPatch = <S extends z.ZodRawShape>(s: z.ZodObject<S>) => z.strictObject({ ...s.partial().shape, version });
export const docRead = <S extends z.ZodRawShape>(s: z.ZodObject<S>) => z.object({ ...s.shape, ...docMeta });

export const yearConfigBodySchema = docPut(yearConfigSchema);
export const yearConfigResultSchema = docRead(yearConfigSchema);

// ---------------------------------------------------------------------------------------------
// Per course and year: /nav/bc/{course}/year/{year}/…

/** cs_entrance/: the course-selection entrance on the course's home. */
export const csEntranceSchema = z.strictObject({
  is_enable: z.boolean(),
  title: optionalText(32),
  subtitle: optionalText(64),
  image: optionalImageUrl,
  button_text: optionalText(16),
  link_type: linkType,
  link_value: optionalText(512),
});
export const csEntranceCheck = linkCheck('link_type', 'link_value');
export type CsEntrance = z.infer<typeof csEntranceSchema>;
export const CS_ENTRANCE_DEFAULT: CsEntrance = {
  is_enable: false,
  title: '',
  subtitle: '',
  image: '',
  button_text: '去选课',
  link_type: 'none',
  link_value: '',
};

export const FLOOR_TYPES = ['course_list', 'banner', 'icon_grid', 'live', 'article', 'english_word', 'clock_in', 'product_classify'] as const;
export const floorFields = {
  name: shortText(32),
  floor_type: z.enum(FLOOR_TYPES),
  title: optionalText(32).default(''),
  subtitle: optionalText(64).default(''),
  platforms: platforms.default([1, 2, 3]),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
  /** "More" link in the floor header. */
  more_link_type: linkType.default('none'),
  more_link_value: optionalText(512).default(''),
};
export const floorSchemas = crudSchemas(floorFields, {
  idKey: 'uuid',
  check: linkCheck('more_link_type', 'more_link_value'),
  extraItem: { bc_uuid: z.string(), year: z.number().int(), content_count: z.number().int() },
});
export type Floor = z.infer<typeof floorSchemas.item>;
export const FLOOR_ORDERING = ['sort', 'name', 'created_at', 'updated_at'] as const;
export const floorListQuerySchema = listQuery(
  { name: z.string().trim().max(32).optional(), floor_type: z.enum(FLOOR_TYPES).optional(), is_enable: queryBool.optional() },
  FLOOR_ORDERING,
);

export const floorContentFields = {
  title: shortText(64),
  subtitle: optionalText(128).default(''),
  image: optionalImageUrl.default(''),
  link_type: linkType.default('none'),
  link_value: optionalText(512).default(''),
  /** A course product shown by the item (GET course/products/direct/new), or null. */
  product_id: z.number().int().min(1).nullable().default(null),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
  start_at: dateTime.nullable().default(null),
  end_at: dateTime.nullable().default(null),
};
export const floorContentSchemas = crudSchemas(floorContentFields, {
  check: both(linkCheck('link_type', 'link_value'), scheduleCheck),
  extraItem: { floor_uuid: z.string() },
});
export type FloorContent = z.infer<typeof floorContentSchemas.item>;
export const FLOOR_CONTENT_ORDERING = ['sort', 'title', 'created_at', 'updated_at'] as const;
export const floorContentListQuerySchema = listQuery(
  { title: z.string().trim().max(64).optional(), is_enable: queryBool.optional() },
  FLOOR_CONTENT_ORDERING,
);

/** floor/{id}/english_word_model/: the word-memorising tool a floor opens. */
export const WORD_BOOKS = ['kaoyan_core', 'kaoyan_full', 'english_one', 'english_two'] as const;
export const englishWordModelSchema = z.strictObject({
  is_enable: z.boolean(),
  title: optionalText(32),
  word_book: z.enum(WORD_BOOKS),
  daily_count: z.number().int().min(5).max(200),
  mode: z.enum(['recite', 'spell', 'listen']),
  show_progress: z.boolean(),
});
export type EnglishWordModel = z.infer<typeof englishWordModelSchema>;
export const ENGLISH_WORD_MODEL_DEFAULT: EnglishWordModel = {
  is_enable: false,
  title: '每日背单词',
  word_book: 'kaoyan_core',
  daily_count: 30,
  mode: 'recite',
  show_progress: true,
};

export const clockInActivityFields = {
  title: shortText(64),
  cover: optionalImageUrl.default(''),
  /** Clock-in package (GET nav/clockin/packages/), or null. */
  package_id: z.number().int().min(1).nullable().default(null),
  start_at: dateTime,
  end_at: dateTime,
  total_days: z.number().int().min(1).max(365),
  daily_task: optionalText(200).default(''),
  rules: optionalText(2000).default(''),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
};
export const clockInSignUpSchema = z.strictObject({
  is_open: z.boolean(),
  start_at: dateTime.nullable(),
  end_at: dateTime.nullable(),
  /** 0 = no limit. */
  max_participants: z.number().int().min(0).max(1_000_000),
  need_phone: z.boolean(),
  need_address: z.boolean(),
  /** A book-and-course package shipped to those who sign up (GET nav/clock_in_activity/delivery/option/). */
  delivery_id: z.number().int().min(1).nullable(),
  success_tip: optionalText(200),
});
export type ClockInSignUp = z.infer<typeof clockInSignUpSchema>;
export const clockInSignUpCheck = scheduleCheck;
export const CLOCK_IN_SIGN_UP_DEFAULT: ClockInSignUp = {
  is_open: false,
  start_at: null,
  end_at: null,
  max_participants: 0,
  need_phone: true,
  need_address: false,
  delivery_id: null,
  success_tip: '报名成功，每天记得来打卡哦',
};
export const clockInActivitySchemas = crudSchemas(clockInActivityFields, {
  check: scheduleCheck,
  extraItem: { bc_uuid: z.string(), year: z.number().int(), sign_up: clockInSignUpSchema, course_count: z.number().int() },
});
export type ClockInActivity = z.infer<typeof clockInActivitySchemas.item>;
export const CLOCK_IN_ORDERING = ['sort', 'start_at', 'created_at', 'updated_at'] as const;
export const clockInListQuerySchema = listQuery(
  { title: z.string().trim().max(64).optional(), is_enable: queryBool.optional() },
  CLOCK_IN_ORDERING,
);

/** clock_in_activity/course/{id}/: the course products linked to an activity. */
export const clockInCourseSchema = z.strictObject({
  courses: z
    .array(z.strictObject({ product_id: z.number().int().min(1), sort: sort }))
    .max(50)
    .refine((a) => new Set(a.map((c) => c.product_id)).size === a.length, { message: '课程不能重复' }),
});
export type ClockInCourse = z.infer<typeof clockInCourseSchema>;

/** living/: the live-class block of the course home. */
export const livingSchema = z.strictObject({
  is_enable: z.boolean(),
  title: optionalText(32),
  /** Live room ids shown, in order. */
  room_ids: z.array(z.number().int().min(1)).max(20),
  show_count: z.number().int().min(1).max(20),
  show_replay: z.boolean(),
});
export type Living = z.infer<typeof livingSchema>;
export const LIVING_DEFAULT: Living = { is_enable: false, title: '直播课', room_ids: [], show_count: 3, show_replay: true };

export const bcBannerFields = {
  title: shortText(64),
  image: imageUrl,
  link_type: linkType.default('none'),
  link_value: optionalText(512).default(''),
  platforms: platforms.default([1, 2, 3]),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
  start_at: dateTime.nullable().default(null),
  end_at: dateTime.nullable().default(null),
};
export const bcBannerSchemas = crudSchemas(bcBannerFields, { check: both(linkCheck('link_type', 'link_value'), scheduleCheck) });
export type BcBanner = z.infer<typeof bcBannerSchemas.item>;
export const BC_BANNER_ORDERING = ['sort', 'created_at', 'updated_at'] as const;
export const bcBannerListQuerySchema = listQuery({ is_enable: queryBool.optional() }, BC_BANNER_ORDERING);

export const bcProductFields = {
  /** A course product (GET course/products/direct/new). */
  product_id: z.number().int().min(1),
  /** Corner label, e.g. 热卖. */
  label: optionalText(8).default(''),
  /** Product classification (GET nav/bc/product_classify/), or null. */
  classify_id: z.number().int().min(1).nullable().default(null),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
};
export const bcProductSchemas = crudSchemas(bcProductFields, {
  extraItem: { product_name: z.string(), price: z.number().int() },
});
export type BcProduct = z.infer<typeof bcProductSchemas.item>;
export const BC_PRODUCT_ORDERING = ['sort', 'created_at'] as const;
export const bcProductListQuerySchema = listQuery(
  { classify_id: z.coerce.number().int().min(1).optional(), is_enable: queryBool.optional() },
  BC_PRODUCT_ORDERING,
);

/** knowledge/: the knowledge-point practice block. */
export const knowledgeSettingSchema = z.strictObject({
  is_enable: z.boolean(),
  title: optionalText(32),
  /** Knowledge points (GET practice/knowledge/list/), in order. */
  knowledge_ids: z.array(z.number().int().min(1)).max(100),
  show_practice_count: z.boolean(),
});
export type KnowledgeSetting = z.infer<typeof knowledgeSettingSchema>;
export const KNOWLEDGE_DEFAULT: KnowledgeSetting = { is_enable: false, title: '知识点练习', knowledge_ids: [], show_practice_count: true };

// ---------------------------------------------------------------------------------------------
// Product classifications and special-topic pages

export const productClassifyFields = {
  name: shortText(16),
  icon: optionalImageUrl.default(''),
  business_line: businessLine.default(1),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
};
export const productClassifySchemas = crudSchemas(productClassifyFields);
export type ProductClassify = z.infer<typeof productClassifySchemas.item>;
export const PRODUCT_CLASSIFY_ORDERING = ['sort', 'name', 'created_at'] as const;
/** The console loads it with is_enable=1 (spec 9). */
export const productClassifyListQuerySchema = listQuery(
  {
    name: z.string().trim().max(16).optional(),
    is_enable: queryBool.optional(),
    business_line: z.coerce.number().pipe(businessLine).optional(),
  },
  PRODUCT_CLASSIFY_ORDERING,
);
/** PUT nav/bc/product_classify/is_enable/{id}/ */
export const productClassifyEnableSchema = z.strictObject({ is_enable: z.boolean(), version });

export const specialTopicPageFields = {
  title: shortText(64),
  /** Business course it belongs to, or null for a stand-alone page. */
  bc_uuid: z.uuid().nullable().default(null),
  year: yearNumber.nullable().default(null),
  cover: optionalImageUrl.default(''),
  background_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: '背景色应为 #RRGGBB' }).default('#ffffff'),
  share_title: optionalText(64).default(''),
  share_desc: optionalText(128).default(''),
  /** Floors shown on the page, in order (uuids of floors of the course). */
  floor_uuids: z.array(z.uuid()).max(30).default([]),
  is_enable: z.boolean().default(true),
};
export const specialTopicPageSchemas = crudSchemas(specialTopicPageFields);
export type SpecialTopicPage = z.infer<typeof specialTopicPageSchemas.item>;
/** POST nav/bc/sepcial_topic_page/creator_or_update/: without `id` it creates; with `id` and `version` it updates. */
export const specialTopicUpsertSchema = z
  .strictObject({ id: z.number().int().min(1).optional(), ...specialTopicPageFields, version: version.optional() })
  .superRefine((v, ctx) => {
    if (v.id !== undefined && v.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: '修改时必须带上读取时的 version' });
    if (v.id === undefined && v.version !== undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: '新建时不要带 version（修改时才需要 id 与 version）' });
  });
export type SpecialTopicUpsert = z.input<typeof specialTopicUpsertSchema>;
export const SPECIAL_TOPIC_ORDERING = ['id', 'title', 'created_at', 'updated_at'] as const;
export const specialTopicListQuerySchema = listQuery(
  { title: z.string().trim().max(64).optional(), bc_uuid: z.uuid().optional(), is_enable: queryBool.optional() },
  SPECIAL_TOPIC_ORDERING,
);

// ---------------------------------------------------------------------------------------------
// Course reference data

export const courseProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In cents (spec 9: the price helper divides by 100). */
  price: z.number().int(),
  original_price: z.number().int(),
  classify_id: z.number().int().nullable(),
  product_sys_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  year: z.number().int().nullable(),
  status: z.enum(['on_sale', 'off_sale']),
  sales: z.number().int(),
});
export type CourseProduct = z.infer<typeof courseProductSchema>;
export const COURSE_PRODUCT_ORDERING = ['id', 'price', 'sales', 'name'] as const;
/** GET course/products/direct/new */
export const courseProductQuerySchema = listQuery(
  {
    name: z.string().trim().max(64).optional(),
    classify_id: z.coerce.number().int().min(1).optional(),
    subject_id: z.coerce.number().int().min(1).optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    status: z.enum(['on_sale', 'off_sale']).optional(),
  },
  COURSE_PRODUCT_ORDERING,
);
/** GET course/product/sys/: products of one product system. */
export const courseProductBySysQuerySchema = listQuery(
  { product_sys_id: z.coerce.number().int().min(1).optional(), name: z.string().trim().max(64).optional() },
  COURSE_PRODUCT_ORDERING,
);
export const courseProductListSchema = listPageSchema(courseProductSchema);
