import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { crudSchemas, dateTime, imageUrl, kaoyanYear, optionalImageUrl, queryBool, queryInt, richText, shortText, sort, yearNumber } from '../fields';

/*
 * Senior schoolmates (/pick-school/senior, 学长学姐, account.search_senior_mate): students admitted
 * in an earlier year whom the app shows to those choosing schools, with their scores, story and
 * a WeChat contact for consultation. The proof of admission (a screenshot of the admission
 * notice or the score report) is staff's evidence, never public: it is stored apart from the
 * record and served only to holders of account.change_senior_mate. Spec 7 lists no calls.
 */
const SENIOR = [permissionSet('account.search_senior_mate')];

/** Degree type: 1 学硕 (academic), 2 专硕 (professional), as in the majors tree. */
export const SENIOR_MOLDS = [1, 2] as const;

/** A WeChat id: 6–20 letters, digits, `_` or `-`, starting with a letter. */
export const wechatId = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, { message: '微信号为 6–20 位字母、数字、下划线或减号，以字母开头' }),
]);

/** One exam subject's score, as the score report lists it. */
export const subjectScore = z.strictObject({ subject: shortText(20), score: z.number().int().min(0).max(300) });

export const seniorSchemas = crudSchemas(
  {
    nickname: shortText(20),
    avatar: imageUrl,
    /** The kaoyan year the senior sat the exam. */
    exam_year: yearNumber,
    /** The school and major the senior was admitted to (the major from GET school/dp/majors/tree/). */
    school_name: shortText(40),
    major_id: z.number().int().min(1),
    mold: z.union([z.literal(1), z.literal(2)]),
    undergraduate_school: shortText(40),
    /** Admitted to a major other than the one studied as an undergraduate (跨考). */
    is_cross_major: z.boolean().default(false),
    /** 一战 = 1, 二战 = 2, … */
    attempt: z.number().int().min(1).max(5).default(1),
    total_score: z.number().int().min(0).max(500),
    subject_scores: z.array(subjectScore).max(4).default([]),
    introduction: richText(5000).default(''),
    wechat_id: wechatId.default(''),
    wechat_qr: optionalImageUrl.default(''),
    /** When the senior agreed to be shown in the app; no one is shown without it. */
    consented_at: dateTime,
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  {
    extraItem: { has_proof: z.boolean() },
    check: (v) => {
      const scores = (v.subject_scores as { score: number }[] | undefined) ?? [];
      const sum = scores.reduce((a, s) => a + (typeof s.score === 'number' ? s.score : 0), 0);
      const total = v.total_score as number | undefined;
      if (typeof total !== 'number' || !scores.length) return [];
      if (scores.length === 4 && sum !== total) return [{ field: 'total_score', message: `四门成绩之和为 ${sum}，与总分 ${total} 不一致` }];
      if (sum > total) return [{ field: 'total_score', message: `各科成绩之和 ${sum} 超过了总分 ${total}` }];
      return [];
    },
  },
);
export type Senior = z.infer<typeof seniorSchemas.item>;

/** What a proof upload answers: the image's sniffed type and size (its bytes are read with GET …/proof/). */
export const seniorProofSchema = z.object({ type: z.string(), size: z.number().int(), uploaded_at: z.string() });
export type SeniorProof = z.infer<typeof seniorProofSchema>;

export const senior = defineCollection({
  name: 'school.senior',
  label: '学长学姐',
  labelEn: 'senior student',
  base: '/school/senior',
  paths: [
    ...CRUD_PATHS,
    ...BATCH_PATHS,
    // The proof of admission: its bytes (not JSON), a multipart image upload, its removal.
    ['proof', 'GET', '/:id/proof/', 'change'],
    ['uploadProof', 'PUT', '/:id/proof/', 'change'],
    ['deleteProof', 'DELETE', '/:id/proof/', 'change'],
  ],
  access: SENIOR,
  schemas: seniorSchemas,
  filters: {
    nickname: filter.like(z.string().trim().max(20)),
    school_name: filter.like(z.string().trim().max(40)),
    exam_year: filter.eq(kaoyanYear),
    major_id: filter.eq(queryInt.pipe(z.number().min(1))),
    mold: filter.eq(queryInt.pipe(z.union([z.literal(1), z.literal(2)]))),
    is_cross_major: filter.eq(queryBool),
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'sort', 'exam_year', 'total_score', 'updated_at'],
  defaultOrder: 'sort,id',
  references: { major_id: 'major' },
  sample: {
    nickname: '测试学长',
    avatar: DEMO_IMAGE,
    exam_year: 2026,
    school_name: '浙江大学',
    major_id: 31,
    mold: 1,
    undergraduate_school: '杭州电子科技大学',
    total_score: 398,
    consented_at: '2026-05-20T10:00:00+08:00',
  },
});
