import { z } from 'zod';
import { BATCH_PATHS, CRUD_PATHS, batchPaths, crudPaths, defineCollection, defineDocument, filter, type PathEntry } from '../define';
import { crudSchemas, dateTime, imageUrl, kaoyanYear, linkType, optionalImageUrl, optionalText, platforms, queryBool, shortText, sort, intId } from '../fields';
import { BC_CONTENT_ACCESS } from './business-course';
import { both, linkCheck, scheduleCheck } from './checks';

/**
 * What a business course shows per kaoyan year, everything under /nav/bc/{course}/year/{year}/
 * (spec 7): the course-selection entrance, floors (content blocks) with their content items and
 * word-tool settings, clock-in activities with sign-up and linked courses, the live block,
 * banners, products and the knowledge block.
 */

const uuidParam = z.uuid({ message: '应为 UUID' });
/** The path parameters of /nav/bc/{course}/year/{year}/. */
export const BC_YEAR_PARAMS = { course: uuidParam, year: kaoyanYear };
const Y = '/nav/bc/:course/year/:year';
const read = ['read', 'GET', '/'] as const satisfies PathEntry;
const put = ['write', 'PUT', '/'] as const satisfies PathEntry;
const IMG = 'https://img.example.com/a.png';
const START = '2026-12-01T00:00:00+08:00';
const END = '2027-01-01T00:00:00+08:00';

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
const csEntranceCheck = linkCheck('link_type', 'link_value');
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

export const BC_FLOOR_TYPES = ['course_list', 'banner', 'icon_grid', 'live', 'article', 'english_word', 'clock_in', 'product_classify'] as const;
export const bcFloorFields = {
  name: shortText(32),
  floor_type: z.enum(BC_FLOOR_TYPES),
  title: optionalText(32).default(''),
  subtitle: optionalText(64).default(''),
  platforms: platforms.default([1, 2, 3]),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
  /** "More" link in the floor header. */
  more_link_type: linkType.default('none'),
  more_link_value: optionalText(512).default(''),
};
export const bcFloorSchemas = crudSchemas(bcFloorFields, {
  idKey: 'uuid',
  check: linkCheck('more_link_type', 'more_link_value'),
  extraItem: { bc_uuid: z.string(), year: z.number().int(), content_count: z.number().int() },
});
export type BcFloor = z.infer<typeof bcFloorSchemas.item>;

export const bcFloorContentFields = {
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
export const bcFloorContentSchemas = crudSchemas(bcFloorContentFields, {
  check: both(linkCheck('link_type', 'link_value'), scheduleCheck),
  extraItem: { floor_uuid: z.string() },
});
export type BcFloorContent = z.infer<typeof bcFloorContentSchemas.item>;

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

export const bcCsEntrance = defineDocument({
  name: 'bc.cs_entrance',
  label: '选课入口',
  labelEn: 'course selection entry',
  base: `${Y}/cs_entrance`,
  paths: [read, put],
  access: BC_CONTENT_ACCESS,
  params: BC_YEAR_PARAMS,
  schema: csEntranceSchema,
  defaults: CS_ENTRANCE_DEFAULT,
  check: csEntranceCheck,
  writeMode: 'put',
  sample: { is_enable: true, title: '选课', subtitle: '', image: '', button_text: '去选课', link_type: 'app_page', link_value: 'course/select' },
});

export const bcFloor = defineCollection({
  name: 'bc.floor',
  label: '楼层',
  labelEn: 'floor',
  base: `${Y}/floor`,
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: BC_CONTENT_ACCESS,
  params: BC_YEAR_PARAMS,
  schemas: bcFloorSchemas,
  filters: { name: filter.like(z.string().trim().max(32)), floor_type: filter.eq(z.enum(BC_FLOOR_TYPES)), is_enable: filter.eq(queryBool) },
  ordering: ['sort', 'name', 'created_at', 'updated_at'],
  defaultOrder: 'sort,created_at',
  sample: { name: '测试楼层', floor_type: 'course_list' },
});

/** A floor's content items; `content/{cid}/` is also answered directly under the year, as spec 7 literally lists it. */
export const bcFloorContent = defineCollection({
  name: 'bc.floor_content',
  label: '楼层内容',
  labelEn: 'floor content',
  base: Y,
  paths: [
    ['list', 'GET', '/floor/:id/content/'],
    ['create', 'POST', '/floor/:id/content/'],
    ['get', 'GET', '/floor/:id/content/:cid/'],
    ['update', 'PUT', '/floor/:id/content/:cid/'],
    ['delete', 'DELETE', '/floor/:id/content/:cid/'],
    ['get', 'GET', '/content/:cid/'],
    ['update', 'PUT', '/content/:cid/'],
    ['delete', 'DELETE', '/content/:cid/'],
    // Designed beside spec 7's calls (DESIGN 5): a floor's items are ordered and cleared in batches.
    ['bulkDelete', 'POST', '/floor/:id/content/bulk-delete/', 'delete'],
    ['reorder', 'PUT', '/floor/:id/content/order/', 'change'],
    ['export', 'POST', '/floor/:id/content/export/', 'view'],
  ],
  access: BC_CONTENT_ACCESS,
  params: { ...BC_YEAR_PARAMS, id: uuidParam },
  idParam: 'cid',
  schemas: bcFloorContentSchemas,
  filters: { title: filter.like(z.string().trim().max(64)), is_enable: filter.eq(queryBool) },
  ordering: ['sort', 'title', 'created_at', 'updated_at'],
  defaultOrder: 'sort,created_at',
  references: { product_id: 'course_product' },
  sample: { title: '测试内容', link_type: 'none' },
});

export const bcEnglishWordModel = defineDocument({
  name: 'bc.english_word_model',
  label: '背单词模型',
  labelEn: 'word memorising model',
  base: `${Y}/floor/:id/english_word_model`,
  paths: [read, put],
  access: BC_CONTENT_ACCESS,
  params: { ...BC_YEAR_PARAMS, id: uuidParam },
  schema: englishWordModelSchema,
  defaults: ENGLISH_WORD_MODEL_DEFAULT,
  writeMode: 'put',
  sample: { is_enable: true, title: '背单词', word_book: 'kaoyan_core', daily_count: 40, mode: 'spell', show_progress: false },
});

/** Clock-in activities; `clock_in_activity/{id}/…` is answered under `floor/` and directly under the year alike. */
export const bcClockInActivity = defineCollection({
  name: 'bc.clock_in_activity',
  label: '打卡活动',
  labelEn: 'check-in activity',
  base: Y,
  paths: [
    ['list', 'GET', '/floor/clock_in_activity/'],
    ['create', 'POST', '/floor/clock_in_activity/'],
    ['get', 'GET', '/floor/clock_in_activity/:id/'],
    ['update', 'PUT', '/floor/clock_in_activity/:id/'],
    ['delete', 'DELETE', '/floor/clock_in_activity/:id/'],
    ['get', 'GET', '/clock_in_activity/:id/'],
    ['update', 'PUT', '/clock_in_activity/:id/'],
    ['delete', 'DELETE', '/clock_in_activity/:id/'],
  ],
  access: BC_CONTENT_ACCESS,
  params: BC_YEAR_PARAMS,
  schemas: clockInActivitySchemas,
  filters: { title: filter.like(z.string().trim().max(64)), is_enable: filter.eq(queryBool) },
  ordering: ['sort', 'start_at', 'created_at', 'updated_at'],
  defaultOrder: 'sort,-start_at',
  references: { package_id: 'clock_in_package' },
  sample: { title: '测试打卡', start_at: START, end_at: END, total_days: 31 },
});

export const bcClockInSignUp = defineDocument({
  name: 'bc.clock_in_sign_up',
  label: '打卡报名设置',
  labelEn: 'check-in sign-up setting',
  base: Y,
  paths: [
    ['write', 'PUT', '/floor/clock_in_activity/sign_up/:id/'],
    ['write', 'PUT', '/clock_in_activity/sign_up/:id/'],
    // Designed beside spec 7's PUT (DESIGN 5): the form reads the setting with its own version.
    ['read', 'GET', '/clock_in_activity/sign_up/:id/'],
  ],
  access: BC_CONTENT_ACCESS,
  params: { ...BC_YEAR_PARAMS, id: intId },
  schema: clockInSignUpSchema,
  defaults: CLOCK_IN_SIGN_UP_DEFAULT,
  check: scheduleCheck,
  writeMode: 'put',
  references: { delivery_id: 'book_course_package' },
  sample: { is_open: true, start_at: null, end_at: null, max_participants: 100, need_phone: true, need_address: false, delivery_id: null, success_tip: '' },
});

export const bcClockInCourse = defineDocument({
  name: 'bc.clock_in_course',
  label: '打卡关联课程',
  labelEn: 'check-in course',
  base: Y,
  paths: [
    ['read', 'GET', '/floor/clock_in_activity/course/:id/'],
    ['write', 'PUT', '/floor/clock_in_activity/course/:id/'],
    ['read', 'GET', '/clock_in_activity/course/:id/'],
    ['write', 'PUT', '/clock_in_activity/course/:id/'],
  ],
  access: BC_CONTENT_ACCESS,
  params: { ...BC_YEAR_PARAMS, id: intId },
  schema: clockInCourseSchema,
  defaults: { courses: [] },
  writeMode: 'put',
  references: { 'courses.product_id': 'course_product' },
  sample: { courses: [{ product_id: 1, sort: 0 }] },
});

export const bcLiving = defineDocument({
  name: 'bc.living',
  label: '直播设置',
  labelEn: 'live setting',
  base: `${Y}/living`,
  paths: [read, ['write', 'PATCH', '/']],
  access: BC_CONTENT_ACCESS,
  params: BC_YEAR_PARAMS,
  schema: livingSchema,
  defaults: LIVING_DEFAULT,
  writeMode: 'patch',
  sample: { title: '直播', show_count: 5 },
});

export const bcBanner = defineCollection({
  name: 'bc.banner',
  label: '轮播图',
  labelEn: 'carousel image',
  base: `${Y}/banner`,
  paths: [...crudPaths('list', 'create', 'get', 'update', 'delete'), ...batchPaths('bulkDelete', 'reorder', 'export')],
  access: BC_CONTENT_ACCESS,
  params: BC_YEAR_PARAMS,
  schemas: bcBannerSchemas,
  filters: { is_enable: filter.eq(queryBool) },
  ordering: ['sort', 'created_at', 'updated_at'],
  defaultOrder: 'sort,created_at',
  sample: { title: '测试轮播', image: IMG },
});

export const bcProduct = defineCollection({
  name: 'bc.product',
  label: '业务课商品',
  labelEn: 'business course product',
  base: `${Y}/products`,
  // GET one is designed beside spec 7's calls (DESIGN 5): the edit form reads the row it saves.
  paths: [['list', 'GET', '/'], ['create', 'POST', '/'], ['get', 'GET', '/:id/'], ['patch', 'PATCH', '/:id/'], ['delete', 'DELETE', '/:id/'], ...BATCH_PATHS],
  access: BC_CONTENT_ACCESS,
  params: BC_YEAR_PARAMS,
  schemas: bcProductSchemas,
  filters: { classify_id: filter.eq(z.coerce.number().int().min(1)), is_enable: filter.eq(queryBool) },
  ordering: ['sort', 'created_at'],
  defaultOrder: 'sort,created_at',
  references: { product_id: 'course_product', classify_id: 'product_classify' },
  // A year's page lists a course product once (the rows are the year's already).
  unique: [{ field: 'product_id', label: '课程商品', message: '该课程商品已在本年商品中，请编辑已有的一条' }],
  // `label` first: a PATCH of the endpoint tests sends the first field, and the product is unique.
  sample: { label: '新', product_id: 2 },
});

export const bcKnowledge = defineDocument({
  name: 'bc.knowledge',
  label: '知识点设置',
  labelEn: 'knowledge point setting',
  base: `${Y}/knowledge`,
  paths: [read, put],
  access: BC_CONTENT_ACCESS,
  params: BC_YEAR_PARAMS,
  schema: knowledgeSettingSchema,
  defaults: KNOWLEDGE_DEFAULT,
  writeMode: 'put',
  references: { knowledge_ids: { kind: 'knowledge_point', many: true } },
  sample: { is_enable: true, title: '知识点', knowledge_ids: [1, 2], show_practice_count: false },
});
