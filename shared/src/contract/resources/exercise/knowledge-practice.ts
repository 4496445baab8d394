import { z } from 'zod';
import { CRUD_PATHS, BATCH_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, queryBool, shortText, sort, yearNumber } from '../fields';
import { KNOWLEDGE_PRACTICE_ACCESS, QUESTION_TYPES } from './question';

/*
 * Knowledge practice (知识点练习, /exercise/knowledge-practice, practice.view_knowledgepractice):
 * practice sets hung on the knowledge tree (GET practice/knowledge/list/), each a fixed list of
 * questions or a rule the app draws questions by.
 */

export const PRACTICE_MODES = ['fixed', 'rule'] as const;

/** What questions a rule draws from: the set's knowledge point and these conditions. */
export const practiceRule = z.strictObject({
  count: z.number().int().min(1, { message: '至少抽 1 题' }).max(200, { message: '最多抽 200 题' }),
  /** Empty: any type. */
  types: z.array(z.enum(QUESTION_TYPES)).max(QUESTION_TYPES.length).default([]),
  difficulty_min: z.number().int().min(1).max(5).default(1),
  difficulty_max: z.number().int().min(1).max(5).default(5),
  real_only: z.boolean().default(false),
  year_from: yearNumber.nullable().default(null),
  year_to: yearNumber.nullable().default(null),
});
export type PracticeRule = z.infer<typeof practiceRule>;

/** A rule's fields on a practice set, each its own field so the form edits them one by one. */
const ruleFields = {
  rule_count: z.number().int().min(1, { message: '至少抽 1 题' }).max(200, { message: '最多抽 200 题' }).default(10),
  /** Empty: any type. */
  rule_types: z.array(z.enum(QUESTION_TYPES)).max(QUESTION_TYPES.length).default([]),
  rule_difficulty_min: z.number().int().min(1).max(5).default(1),
  rule_difficulty_max: z.number().int().min(1).max(5).default(5),
  rule_real_only: z.boolean().default(false),
  rule_year_from: yearNumber.nullable().default(null),
  rule_year_to: yearNumber.nullable().default(null),
};

/** The rule of a practice set's fields. */
export const ruleOf = (v: Record<string, unknown>): PracticeRule => ({
  count: Number(v.rule_count ?? 10),
  types: (v.rule_types as PracticeRule['types'] | undefined) ?? [],
  difficulty_min: Number(v.rule_difficulty_min ?? 1),
  difficulty_max: Number(v.rule_difficulty_max ?? 5),
  real_only: v.rule_real_only === true,
  year_from: (v.rule_year_from as number | null | undefined) ?? null,
  year_to: (v.rule_year_to as number | null | undefined) ?? null,
});

export const knowledgePracticeSchemas = crudSchemas(
  {
    name: shortText(64),
    subject_id: z.number().int().min(1),
    /** The knowledge point the set practises (GET practice/knowledge/list/). */
    knowledge_id: z.number().int().min(1),
    mode: z.enum(PRACTICE_MODES).default('rule'),
    /** `fixed`: the questions, in order. */
    question_ids: z
      .array(z.number().int().min(1))
      .max(200)
      .refine((a) => new Set(a).size === a.length, { message: '同一道题不能出现两次' })
      .default([]),
    /** `rule`: how questions are drawn from the knowledge point and those below it. */
    ...ruleFields,
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  {
    extraItem: {
      /** Fixed: the questions listed; rule: the enabled questions it matches now. */
      matching_count: z.number().int(),
    },
    check: (v) => {
      const out: { field: string; message: string }[] = [];
      if (v.mode === 'fixed') {
        if (!(v.question_ids as number[] | undefined)?.length) out.push({ field: 'question_ids', message: '固定题目的练习请至少选择 1 道题' });
        return out;
      }
      if ((v.question_ids as number[] | undefined)?.length) out.push({ field: 'question_ids', message: '按规则抽题的练习不列固定题目' });
      const rule = ruleOf(v);
      if (rule.difficulty_min > rule.difficulty_max) out.push({ field: 'rule_difficulty_max', message: '最高难度不能低于最低难度' });
      if (rule.year_from && rule.year_to && rule.year_from > rule.year_to) out.push({ field: 'rule_year_to', message: '结束年份不能早于开始年份' });
      return out;
    },
  },
);
export type KnowledgePractice = z.infer<typeof knowledgePracticeSchemas.item> & { matching_count: number };

/** GET …/match/: how many enabled questions a rule matches under a knowledge point, as the form is typed (`rule` as JSON). */
export const practiceMatchQuery = z.strictObject({
  knowledge_id: z.coerce.number().int().min(1),
  rule: z
    .string()
    .max(1000)
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: '规则应为 JSON' });
        return z.NEVER;
      }
    })
    .pipe(practiceRule),
});
export const practiceMatchResult = z.object({ count: z.number().int() });

export const knowledgePractice = defineCollection({
  name: 'practice.knowledge_practice',
  label: '知识点练习',
  labelEn: 'knowledge point practice',
  base: '/practice/knowledge-practice',
  paths: [...CRUD_PATHS, ...BATCH_PATHS, ['match', 'GET', '/match/', 'view']],
  access: [KNOWLEDGE_PRACTICE_ACCESS],
  schemas: knowledgePracticeSchemas,
  filters: {
    name: filter.like(z.string().trim().max(64)),
    subject_id: filter.eq(z.coerce.number().int().min(1)),
    knowledge_id: filter.eq(z.coerce.number().int().min(1)),
    mode: filter.eq(z.enum(PRACTICE_MODES)),
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'sort', 'name'],
  defaultOrder: 'sort,id',
  references: { subject_id: 'subject', knowledge_id: 'knowledge_point', question_ids: { kind: 'question', many: true } },
  sample: { name: '测试练习', subject_id: 1, knowledge_id: 1, mode: 'rule', rule_count: 10 },
});
