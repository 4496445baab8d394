import { z } from 'zod';
import { BATCH_PATHS, CRUD_PATHS, crudPaths, defineCollection, filter } from '../define';
import {
  crudSchemas,
  intId,
  optionalSchedule,
  optionalText,
  platformFilter,
  platforms,
  queryBool,
  scheduleProblem,
  shortText,
  sort,
  yearNumber,
} from '../fields';
import { cents } from './book-course-package';
import { downloadFormat, QUIZ_PACKAGE_ACCESS, QUESTION_TYPES, questionContent, score } from './question';

/*
 * Quiz packages (题包, /exercise/quiz-pkg, practice.view_quizpackage): what students buy or get
 * free to practise, made of sections (一、单项选择题 …) holding ordered items, each a question of
 * the bank at a pinned revision or at its latest. GET practice/available-quiz-pkg/ (spec 7) lists
 * the published ones for pickers.
 */

/** 章节练习, 真题, 模拟卷, 专项. */
export const QUIZ_PACKAGE_KINDS = ['chapter', 'real', 'mock', 'special'] as const;
/** When a student sees the analysis: after each question, after handing in, after the schedule ends. */
export const ANALYSIS_SHOWN = ['after_each', 'after_submit', 'after_end'] as const;
export const QUIZ_PACKAGE_STATUSES = ['draft', 'published'] as const;

export const quizPackageSchemas = crudSchemas(
  {
    name: shortText(64),
    subject_id: z.number().int().min(1).nullable().default(null),
    year: yearNumber.nullable().default(null),
    kind: z.enum(QUIZ_PACKAGE_KINDS).default('chapter'),
    is_free: z.boolean().default(true),
    /** In cents, typed in yuan. */
    price: cents(10_000).default(0),
    /** A paid package's first questions anyone may try. */
    free_preview_count: z.number().int().min(0).max(100).default(0),
    /** 0: no limit. */
    time_limit_minutes: z.number().int().min(0).max(600).default(0),
    analysis_shown: z.enum(ANALYSIS_SHOWN).default('after_submit'),
    shuffle_options: z.boolean().default(false),
    ...optionalSchedule,
    platforms: platforms.default([0, 1, 2, 3]),
    /** Published packages are what students and the pickers see. */
    status: z.enum(QUIZ_PACKAGE_STATUSES).default('draft'),
    sort: sort.default(0),
  },
  {
    extraItem: {
      /** Items in the package. */
      question_count: z.number().int(),
      /** Sum of the items' scores. */
      total_score: z.number(),
    },
    check: (v) => {
      const out: { field: string; message: string }[] = [];
      const p = scheduleProblem(v.start_at as string | null, v.end_at as string | null);
      if (p) out.push({ field: 'end_at', message: p });
      if (v.is_free === true && Number(v.price) !== 0) out.push({ field: 'price', message: '免费题包的价格应为 0' });
      if (v.is_free === false && !Number(v.price)) out.push({ field: 'price', message: '付费题包请填写价格' });
      if (v.is_free === true && Number(v.free_preview_count)) out.push({ field: 'free_preview_count', message: '免费题包不需要试做题数' });
      return out;
    },
  },
);
export type QuizPackageRecord = z.infer<typeof quizPackageSchemas.item> & { question_count: number; total_score: number };

export const quizPackage = defineCollection({
  name: 'practice.quiz_package',
  label: '题包',
  labelEn: 'quiz package',
  base: '/practice/quiz-package',
  paths: [...CRUD_PATHS, ...BATCH_PATHS, ['download', 'GET', '/:id/download/', 'view']],
  access: [QUIZ_PACKAGE_ACCESS],
  schemas: quizPackageSchemas,
  filters: {
    name: filter.like(z.string().trim().max(64)),
    subject_id: filter.eq(z.coerce.number().int().min(1)),
    year: filter.eq(z.coerce.number().int().min(2000).max(2100)),
    kind: filter.eq(z.enum(QUIZ_PACKAGE_KINDS)),
    status: filter.eq(z.enum(QUIZ_PACKAGE_STATUSES)),
    is_free: filter.eq(queryBool),
    platform: platformFilter,
  },
  ordering: ['id', 'sort', 'name', 'updated_at'],
  defaultOrder: 'sort,id',
  references: { subject_id: 'subject', year: 'kaoyan_year' },
  unique: ['name'],
  sample: { name: '测试题包', kind: 'chapter', status: 'published' },
});

// ---------------------------------------------------------------------------------------------
// Sections

export const quizSectionSchemas = crudSchemas({
  title: shortText(32),
  /** Shown under the title, e.g. 每小题 2 分，共 40 分. */
  note: optionalText(200).default(''),
  sort: sort.default(0),
});
export type QuizSection = z.infer<typeof quizSectionSchemas.item>;

export const quizSection = defineCollection({
  name: 'practice.quiz_section',
  label: '题包分节',
  labelEn: 'quiz package section',
  base: '/practice/quiz-package/:package/section',
  paths: [...CRUD_PATHS, ...BATCH_PATHS.filter(([op]) => op === 'reorder')],
  access: [QUIZ_PACKAGE_ACCESS],
  params: { package: intId },
  schemas: quizSectionSchemas,
  filters: {},
  ordering: ['id', 'sort'],
  defaultOrder: 'sort,id',
  sample: { title: '一、单项选择题' },
});

// ---------------------------------------------------------------------------------------------
// Items

/** What a package item shows of its question: the revision it pins, or the current one. */
export const itemQuestionSchema = questionContent.extend({
  id: z.number().int(),
  /** The revision shown. */
  revision: z.number().int(),
  /** The question's current revision (a pinned item may be behind it). */
  current_revision: z.number().int(),
});
export type ItemQuestion = z.infer<typeof itemQuestionSchema>;

export const quizItemSchemas = crudSchemas(
  {
    /** Its section (null: before the first section). */
    section_id: z.number().int().min(1).nullable().default(null),
    question_id: z.number().int().min(1),
    /** The revision shown to students; null follows the question's latest. */
    revision: z.number().int().min(1).nullable().default(null),
    /** Replaces the question's own score in this package. */
    score: score.nullable().default(null),
    sort: sort.default(0),
  },
  { extraItem: { question: itemQuestionSchema } },
);
export type QuizItem = z.infer<typeof quizItemSchemas.item> & { question: ItemQuestion };

/** POST …/item/add/: questions of the bank appended to a section in the order given, in one transaction. */
export const quizItemAddBody = z.strictObject({
  section_id: z.number().int().min(1).nullable().default(null),
  question_ids: z
    .array(z.number().int().min(1))
    .min(1, { message: '请至少选择 1 道题' })
    .max(200)
    .refine((a) => new Set(a).size === a.length, { message: '同一道题不能出现两次' }),
});
export const quizItemAddResult = z.object({ added: z.number().int(), skipped: z.array(z.number().int()) });

export const quizItem = defineCollection({
  name: 'practice.quiz_item',
  label: '题包题目',
  labelEn: 'quiz package question',
  base: '/practice/quiz-package/:package/item',
  paths: [
    ...crudPaths('list', 'get', 'create', 'patch', 'delete'),
    ...BATCH_PATHS.filter(([op]) => op === 'reorder' || op === 'bulkDelete'),
    ['add', 'POST', '/add/', 'add'],
  ],
  access: [QUIZ_PACKAGE_ACCESS],
  params: { package: intId },
  schemas: quizItemSchemas,
  filters: { section_id: filter.eq(z.coerce.number().int().min(1)), type: filter.custom(z.enum(QUESTION_TYPES)) },
  ordering: ['id', 'sort'],
  defaultOrder: 'sort,id',
  references: { question_id: 'question' },
  sample: { question_id: 1 },
});

/** GET …/{id}/download/: the package's questions in its order, as the import's sheet or JSON. */
export const quizPackageDownloadQuery = z.strictObject(downloadFormat);
