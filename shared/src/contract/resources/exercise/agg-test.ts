import { z } from 'zod';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, dateTime, optionalText, queryBool, scheduleProblem, shortText, sort, yearNumber } from '../fields';
import { AGGREGATION_ACCESS } from './question';

/*
 * Aggregated tests (聚合测试, /exercise/agg-pkg, practice.view_testingaggregation): a test made of
 * quiz packages taken in order (GET practice/available-quiz-pkg/ picks them), with a schedule,
 * when results are published, how often a student may sit it, and the report's ad.
 */

/** `sequential`: a package opens once the one before it is handed in; `free`: any order. */
export const UNLOCK_MODES = ['sequential', 'free'] as const;

/**
 * The exams a test may be checked against: sections as (name, questions, score each). 英语一:
 * 完形 20 × 0.5, 阅读 A 20 × 2 (4 texts × 5), 新题型 5 × 2, 翻译 10, 小作文 10, 大作文 20.
 */
export const EXAM_BLUEPRINTS = {
  english_one: {
    total: 100,
    parts: [
      ['完形填空', 20, 0.5],
      ['阅读理解 A', 20, 2],
      ['新题型', 5, 2],
      ['翻译', 1, 10],
      ['小作文', 1, 10],
      ['大作文', 1, 20],
    ],
  },
  math_one: {
    total: 150,
    parts: [
      ['选择题', 10, 5],
      ['填空题', 6, 5],
      ['解答题', 6, 10],
    ],
  },
  politics: {
    total: 100,
    parts: [
      ['单项选择题', 16, 1],
      ['多项选择题', 17, 2],
      ['分析题', 5, 10],
    ],
  },
} as const satisfies Record<string, { total: number; parts: readonly (readonly [string, number, number])[] }>;
export const EXAMS = Object.keys(EXAM_BLUEPRINTS) as (keyof typeof EXAM_BLUEPRINTS)[];
/** The parts' names in English, in the order of EXAM_BLUEPRINTS. */
export const EXAM_PART_NAMES_EN: Record<keyof typeof EXAM_BLUEPRINTS, readonly string[]> = {
  english_one: ['Cloze', 'Reading A', 'New question types', 'Translation', 'Short writing', 'Long writing'],
  math_one: ['Multiple choice', 'Fill in the blanks', 'Worked problems'],
  politics: ['Single choice', 'Multiple choice', 'Analysis'],
};

export const aggTestSchemas = crudSchemas(
  {
    name: shortText(64),
    subject_id: z.number().int().min(1).nullable().default(null),
    year: yearNumber.nullable().default(null),
    /** The exam whose structure the test should have (null: not checked). */
    exam: z
      .enum(EXAMS as [string, ...string[]])
      .nullable()
      .default(null),
    start_at: dateTime,
    end_at: dateTime,
    /** When scores and rankings are shown (not before the test ends). */
    publish_at: dateTime.nullable().default(null),
    /** Sittings a student may make; 0: unlimited. */
    attempt_limit: z.number().int().min(0).max(99).default(1),
    unlock_mode: z.enum(UNLOCK_MODES).default('sequential'),
    ranking: z.boolean().default(true),
    /** The ad shown on the report (an ad of /ad/ad-report), by id. */
    report_ad_id: z.number().int().min(1).nullable().default(null),
    description: optionalText(500).default(''),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  {
    extraItem: {
      package_count: z.number().int(),
      question_count: z.number().int(),
      total_score: z.number(),
    },
    check: (v) => {
      const out: { field: string; message: string }[] = [];
      const p = scheduleProblem(v.start_at as string, v.end_at as string);
      if (p) out.push({ field: 'end_at', message: p });
      if (v.publish_at && v.end_at && Date.parse(v.publish_at as string) < Date.parse(v.end_at as string)) {
        out.push({ field: 'publish_at', message: '成绩发布时间不能早于考试结束时间' });
      }
      return out;
    },
  },
);
export type AggTest = z.infer<typeof aggTestSchemas.item> & { package_count: number; question_count: number; total_score: number };

/** GET …/{id}/blueprint/: how the test's sections compare with its exam's. */
export const blueprintResult = z.object({
  exam: z.string().nullable(),
  expected_total: z.number().nullable(),
  actual_total: z.number(),
  /** Each way the structure differs (empty: it matches), as people read it in Chinese. */
  warnings: z.array(z.string()),
  /** The same, structured, for a console in another language: the part (its index in the exam's `parts`), what was expected and found. */
  problems: z.array(
    z.object({
      kind: z.enum(['missing', 'count', 'score', 'total']),
      part: z.number().int().nullable(),
      expected: z.number(),
      actual: z.number(),
    }),
  ),
});
export type BlueprintResult = z.infer<typeof blueprintResult>;

export const aggTest = defineCollection({
  name: 'practice.agg_test',
  label: '聚合测试',
  labelEn: 'aggregated test',
  base: '/practice/agg-test',
  paths: [...CRUD_PATHS, ...BATCH_PATHS, ['blueprint', 'GET', '/:id/blueprint/', 'view']],
  access: [AGGREGATION_ACCESS],
  schemas: aggTestSchemas,
  filters: {
    name: filter.like(z.string().trim().max(64)),
    subject_id: filter.eq(z.coerce.number().int().min(1)),
    year: filter.eq(z.coerce.number().int().min(2000).max(2100)),
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'sort', 'start_at'],
  defaultOrder: 'sort,id',
  references: { subject_id: 'subject', year: 'kaoyan_year' },
  sample: { name: '测试聚合测试', start_at: '2026-12-01T08:00:00+08:00', end_at: '2026-12-01T11:00:00+08:00' },
});

// ---------------------------------------------------------------------------------------------
// Contents: the packages of a test, in order (a content is also opened by its own id)

export const aggContentSchemas = crudSchemas(
  {
    agg_test_id: z.number().int().min(1),
    /** A published package (GET practice/available-quiz-pkg/). */
    quiz_package_id: z.number().int().min(1),
    /** Shown instead of the package's name (empty: the package's). */
    title: optionalText(64).default(''),
    sort: sort.default(0),
  },
  { extraItem: { package_name: z.string(), question_count: z.number().int(), total_score: z.number() } },
);
export type AggContent = z.infer<typeof aggContentSchemas.item> & { package_name: string; question_count: number; total_score: number };

export const aggContent = defineCollection({
  name: 'practice.agg_content',
  label: '聚合测试内容',
  labelEn: 'aggregated test content',
  base: '/practice/agg-content',
  paths: [...CRUD_PATHS, ...BATCH_PATHS.filter(([op]) => op === 'reorder')],
  access: [AGGREGATION_ACCESS],
  schemas: aggContentSchemas,
  filters: { agg_test_id: filter.eq(z.coerce.number().int().min(1)) },
  ordering: ['id', 'sort'],
  defaultOrder: 'sort,id',
  references: { agg_test_id: 'agg_test', quiz_package_id: 'quiz_package' },
  sample: { agg_test_id: 1, quiz_package_id: 1 },
});
