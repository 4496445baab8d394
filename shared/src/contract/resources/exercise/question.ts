import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { IMPORT_PATHS } from '../import-batch';
import { crudSchemas, optionalText, queryBool, richText, videoValue, yearNumber, type RecordCheck } from '../fields';
import { formulaProblems } from './formula';

/*
 * The question bank (题库) behind quiz packages, knowledge practice and aggregated tests. A
 * question is a record whose every save is kept as an immutable revision (its `version` is the
 * revision number): the list shows the current one, a package item may pin an older one.
 */

/** Questions are kept by whoever keeps quiz packages; knowledge practice and aggregated tests read them. */
export const QUIZ_PACKAGE_ACCESS = permissionSet('practice.view_quizpackage');
export const KNOWLEDGE_PRACTICE_ACCESS = permissionSet('practice.view_knowledgepractice');
export const AGGREGATION_ACCESS = permissionSet('practice.view_testingaggregation');
export const QUESTION_ACCESS = { read: [QUIZ_PACKAGE_ACCESS, KNOWLEDGE_PRACTICE_ACCESS, AGGREGATION_ACCESS], write: [QUIZ_PACKAGE_ACCESS] };

/** 单选, 多选, 不定项, 判断, 填空, 主观, 材料 (a passage with ordered sub-questions). */
export const QUESTION_TYPES = ['single', 'multiple', 'indefinite', 'judge', 'blank', 'subjective', 'composite'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** The types a composite's sub-question may have. */
export const SUB_QUESTION_TYPES = ['single', 'multiple', 'indefinite', 'judge', 'blank', 'subjective'] as const;
export const CHOICE_TYPES: readonly string[] = ['single', 'multiple', 'indefinite'];
export const OPTION_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
/** A true/false question's answer: 对 or 错. */
export const JUDGE_ANSWERS = ['T', 'F'] as const;
/** 真题, 模拟题, 教材, 原创. */
export const QUESTION_SOURCES = ['real', 'mock', 'textbook', 'original'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

/** A score: half points allowed (完形 is 0.5 a blank). */
export const score = z
  .number({ message: '请输入分值' })
  .min(0.5, { message: '分值至少 0.5' })
  .max(150, { message: '分值不能超过 150' })
  .multipleOf(0.5, { message: '分值只能是 0.5 的整数倍' });

/** Text of an option, a blank's answer or a sub-question: plain text, formulas as `$…$`. */
const plain = (max: number) => z.string().trim().max(max);

export const questionOption = z.strictObject({
  label: z.enum(OPTION_LABELS),
  text: plain(1000).min(1, { message: '请填写选项内容' }),
  /** Why this option is right or wrong (shown with the analysis). */
  note: plain(500).default(''),
});
export type QuestionOption = z.infer<typeof questionOption>;

/** One blank: the answers accepted, how a typed answer is normalised before comparing, its share of the score. */
export const questionBlank = z.strictObject({
  accepted: z
    .array(plain(200).min(1, { message: '请填写答案' }))
    .min(1, { message: '每个空至少一个可接受的答案' })
    .max(10),
  /** Spaces are removed before comparing. */
  ignore_space: z.boolean().default(true),
  /** Full-width letters, digits and signs count as their half-width forms. */
  ignore_width: z.boolean().default(true),
  ignore_case: z.boolean().default(true),
  score,
});
export type QuestionBlank = z.infer<typeof questionBlank>;

/** A scoring point of a subjective answer (踩分点). */
export const scorePoint = z.strictObject({ text: plain(500).min(1, { message: '请填写得分点' }), score });
export type ScorePoint = z.infer<typeof scorePoint>;

const answer = z.array(z.string().regex(/^([A-H]|T|F)$/, { message: '答案应为选项字母 A–H，判断题为 T 或 F' })).max(8);

export const subQuestion = z.strictObject({
  type: z.enum(SUB_QUESTION_TYPES),
  stem: plain(5000).default(''),
  /** Empty when the composite's shared options are used (七选五, matching). */
  options: z.array(questionOption).max(8).default([]),
  answer: answer.default([]),
  blanks: z.array(questionBlank).max(20).default([]),
  reference_answer: plain(5000).default(''),
  analysis: plain(5000).default(''),
  score,
});
export type SubQuestion = z.infer<typeof subQuestion>;

const src = {
  source: z.enum(QUESTION_SOURCES).default('original'),
  exam_year: yearNumber.nullable().default(null),
  /** The paper, e.g. 数学一, 英语（一）. */
  paper: optionalText(32).default(''),
  /** Its number in that paper, e.g. 21 or 阅读 Text 2 第 3 题. */
  question_no: optionalText(32).default(''),
};

export const questionFields = {
  type: z.enum(QUESTION_TYPES),
  subject_id: z.number().int().min(1),
  /** The stem, or a composite's passage / material (rich text; formulas as `$…$`). */
  stem: richText(20_000).refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0, { message: '请填写题干' }),
  options: z.array(questionOption).max(8).default([]),
  /** Choice types: option letters; true/false: T or F. */
  answer: answer.default([]),
  blanks: z.array(questionBlank).max(20).default([]),
  reference_answer: richText(20_000).default(''),
  score_points: z.array(scorePoint).max(20).default([]),
  /** Multiple / 不定项: a correct subset scores half; fill-in: each blank scores on its own. */
  partial_credit: z.boolean().default(false),
  /** Composite: its sub-questions, in order. */
  sub_questions: z.array(subQuestion).max(30).default([]),
  /** Composite: options every sub-question chooses from (七选五, matching). */
  shared_options: z.array(questionOption).max(8).default([]),
  analysis: richText(20_000).default(''),
  analysis_video: videoValue.nullable().default(null),
  difficulty: z.number().int().min(1, { message: '难度为 1–5' }).max(5, { message: '难度为 1–5' }).default(3),
  score,
  /** Knowledge points (GET practice/knowledge/list/). */
  knowledge_ids: z.array(z.number().int().min(1)).max(10).default([]),
  tags: z
    .array(z.string().trim().min(1).max(16))
    .max(10)
    .refine((a) => new Set(a).size === a.length, { message: '标签不能重复' })
    .default([]),
  ...src,
  /** Its id in the file it was imported from: a re-import of the same id updates it. */
  external_id: optionalText(64).default(''),
  is_enable: z.boolean().default(true),
};

const sum = (xs: readonly { score: number }[]) => xs.reduce((a, x) => a + x.score, 0);

/** What is wrong with a choice or true/false part: its options (own or shared) and its answer. */
function answerProblems(prefix: string, type: string, options: readonly QuestionOption[], ans: readonly string[]): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const at = (f: string) => `${prefix}${f}`;
  if (type === 'judge') {
    if (ans.length !== 1 || !['T', 'F'].includes(ans[0])) out.push({ field: at('answer'), message: '判断题的答案为“对”或“错”' });
    return out;
  }
  if (!CHOICE_TYPES.includes(type)) return out;
  if (options.length < 2) out.push({ field: at('options'), message: '选择题至少 2 个选项' });
  const labels = options.map((o) => o.label);
  if (labels.some((l, i) => l !== OPTION_LABELS[i])) out.push({ field: at('options'), message: '选项应从 A 开始依次排列' });
  const unknown = ans.filter((a) => !labels.includes(a as never));
  if (unknown.length) out.push({ field: at('answer'), message: `答案“${unknown.join('')}”不在选项 A–${labels.at(-1) ?? 'A'} 中` });
  else if (new Set(ans).size !== ans.length) out.push({ field: at('answer'), message: '答案中有重复的选项' });
  else if (type === 'single' && ans.length !== 1) out.push({ field: at('answer'), message: '单选题只有一个答案' });
  else if (type === 'multiple' && ans.length < 2) out.push({ field: at('answer'), message: '多选题至少两个答案' });
  else if (type === 'indefinite' && ans.length < 1) out.push({ field: at('answer'), message: '请选择答案' });
  return out;
}

/**
 * The cross-field rules of a question: each type has the parts it needs (options and a key,
 * blanks, score points, sub-questions), the parts' scores add up to the question's, and every
 * formula parses (`formulaProblems`).
 */
export const questionCheck: RecordCheck = (v) => {
  const type = v.type as QuestionType;
  const options = (v.options as QuestionOption[] | undefined) ?? [];
  const blanks = (v.blanks as QuestionBlank[] | undefined) ?? [];
  const points = (v.score_points as ScorePoint[] | undefined) ?? [];
  const subs = (v.sub_questions as SubQuestion[] | undefined) ?? [];
  const shared = (v.shared_options as QuestionOption[] | undefined) ?? [];
  const total = Number(v.score);
  const out = answerProblems('', type, options, (v.answer as string[] | undefined) ?? []);
  if (!CHOICE_TYPES.includes(type) && options.length) out.push({ field: 'options', message: '只有选择题有选项' });
  if (type === 'blank') {
    if (!blanks.length) out.push({ field: 'blanks', message: '填空题至少一个空' });
    else if (sum(blanks) !== total) out.push({ field: 'blanks', message: `各空分值之和 ${sum(blanks)} 应等于本题分值 ${total}` });
  } else if (blanks.length) out.push({ field: 'blanks', message: '只有填空题有空' });
  if (type === 'subjective' && points.length && sum(points) !== total) {
    out.push({ field: 'score_points', message: `得分点分值之和 ${sum(points)} 应等于本题分值 ${total}` });
  }
  if (type === 'composite') {
    if (!subs.length) out.push({ field: 'sub_questions', message: '材料题至少一道小题' });
    else if (sum(subs) !== total) out.push({ field: 'sub_questions', message: `小题分值之和 ${sum(subs)} 应等于本题分值 ${total}` });
    subs.forEach((s, i) => {
      const own = s.options.length ? s.options : shared;
      if (CHOICE_TYPES.includes(s.type) && s.options.length && shared.length) {
        out.push({ field: `sub_questions.${i}.options`, message: '已设置共用选项，小题不再单独设选项' });
      }
      out.push(...answerProblems(`sub_questions.${i}.`, s.type, own, s.answer));
      if (s.type === 'blank' && !s.blanks.length) out.push({ field: `sub_questions.${i}.blanks`, message: '填空小题至少一个空' });
    });
  } else {
    if (subs.length) out.push({ field: 'sub_questions', message: '只有材料题有小题' });
    if (shared.length) out.push({ field: 'shared_options', message: '只有材料题有共用选项' });
  }
  return [...out, ...formulaProblems(v)];
};

/** Item statistics from the attempts students made. */
export const questionStatsSchema = z.object({
  attempts: z.number().int(),
  /** Share of attempts answered right, 0–1 (null: no attempts). */
  correct_rate: z.number().nullable(),
  /** Share of first attempts answered right. */
  first_rate: z.number().nullable(),
  /** How often each option was chosen. */
  options: z.record(z.string(), z.number().int()),
  median_ms: z.number().int().nullable(),
  /** A wrong option is chosen more often than the key: the key may be wrong. */
  suspect_key: z.boolean(),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;

export const questionSchemas = crudSchemas(questionFields, {
  check: questionCheck,
  extraItem: {
    stats: questionStatsSchema,
    /** Other questions with the same stem and options once spaces, width and case are set aside. */
    duplicate_of: z.array(z.number().int()),
    /** Packages holding the question. */
    package_count: z.number().int(),
  },
});
export type QuestionBody = z.input<typeof questionSchemas.create>;
/** A question as read (its statistics, duplicates and package count are derived by the server). */
export type Question = z.infer<typeof questionSchemas.item> & { stats: QuestionStats; duplicate_of: number[]; package_count: number };

/** The content a revision keeps: the question's fields as that save left them. */
export const questionContent = z.object(questionFields);
export type QuestionContent = z.infer<typeof questionContent>;

/** GET …/{id}/revisions/: every save of a question, newest first. */
export const questionRevisionSchema = z.object({
  revision: z.number().int(),
  created_at: z.string(),
  username: z.string(),
  content: questionContent,
});
export type QuestionRevision = z.infer<typeof questionRevisionSchema>;
export const questionRevisionsSchema = z.array(questionRevisionSchema);

/** GET …/similar/: stored questions like the text given (a draft's stem and options), best first. */
export const similarQuery = z.strictObject({
  /** The draft's stem and option texts (its first 600 characters are compared). */
  text: z.string().max(600),
  /** Left out: the question being edited. */
  exclude: z.coerce.number().int().min(1).optional(),
});
export const similarQuestionSchema = z.object({
  id: z.number().int(),
  /** Share of character pairs in common, 0–1 (1: the same text). */
  likeness: z.number(),
  type: z.enum(QUESTION_TYPES),
  /** The start of its stem, as plain text. */
  stem: z.string(),
});
export type SimilarQuestion = z.infer<typeof similarQuestionSchema>;
export const similarQuestionsSchema = z.array(similarQuestionSchema);

export const question = defineCollection({
  name: 'practice.question',
  label: '题目',
  labelEn: 'question',
  base: '/practice/question',
  paths: [
    ...CRUD_PATHS,
    ...BATCH_PATHS.filter(([op]) => op !== 'reorder'),
    ['revisions', 'GET', '/:id/revisions/', 'view'],
    ['similar', 'GET', '/similar/', 'view'],
    ['download', 'GET', '/download/', 'view'],
    ...IMPORT_PATHS,
  ],
  access: QUESTION_ACCESS,
  schemas: questionSchemas,
  filters: {
    /** Text in the stem. */
    stem: filter.like(z.string().trim().max(64)),
    type: filter.eq(z.enum(QUESTION_TYPES)),
    subject_id: filter.eq(z.coerce.number().int().min(1)),
    /** Tagged with the knowledge point. */
    knowledge_id: filter.custom(z.coerce.number().int().min(1)),
    difficulty: filter.eq(z.coerce.number().int().min(1).max(5)),
    source: filter.eq(z.enum(QUESTION_SOURCES)),
    exam_year: filter.eq(z.coerce.number().int().min(2000).max(2100)),
    tag: filter.custom(z.string().trim().min(1).max(16)),
    is_enable: filter.eq(queryBool),
    /** Not in this package yet (the package page's search). */
    not_in_package: filter.custom(z.coerce.number().int().min(1)),
  },
  ordering: ['id', 'difficulty', 'score', 'exam_year', 'updated_at'],
  defaultOrder: '-id',
  references: { subject_id: 'subject', knowledge_ids: { kind: 'knowledge_point', many: true } },
  sample: {
    type: 'single',
    subject_id: 1,
    stem: '<p>测试题干：$1+1$ 等于几？</p>',
    options: [
      { label: 'A', text: '1' },
      { label: 'B', text: '2' },
    ],
    answer: ['B'],
    score: 2,
  },
});

/** The files questions are exported as: the import's sheet (read back by it) or JSON (every field). */
export const DOWNLOAD_FORMATS = ['xlsx', 'json'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const downloadFormat = { format: z.enum(DOWNLOAD_FORMATS), lang: z.enum(['zh', 'en']).default('zh') };

const { page: _page, limit: _limit, ...bankQuery } = question.listQuery.shape;
/** GET …/download/: the bank as the list's filters and ordering select it (no paging). */
export const questionDownloadQuery = z.strictObject({ ...bankQuery, ...downloadFormat });
