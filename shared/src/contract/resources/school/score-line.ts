import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, kaoyanYear, optionalText, yearNumber } from '../fields';
import { ZONES } from './programme';

/** National lines (国家线, per zone and discipline) and a school's own lines (自划线 or a school's 复试线). */
export const SCORE_LINE_KINDS = ['national', 'school'] as const;

const score = (max: number) => z.number().int().min(0).max(max);

/**
 * Score lines (/pick-school/index, nav.view_masterdegreeinfo): the lowest scores a kaoyan year's
 * candidates needed for a retest. A national line is per A/B zone and discipline category; a
 * school line is the school's own (optionally for one major). Single-subject lines: politics,
 * the foreign language, and the first and second major subjects (100 and 150 points).
 */
export const scoreLineSchemas = crudSchemas(
  {
    year: yearNumber,
    kind: z.enum(SCORE_LINE_KINDS),
    zone: z.union([z.literal(''), z.enum(ZONES)]).default(''),
    /** The discipline category, e.g. 工学 or 工学（照顾专业）. */
    discipline: z.string().trim().min(1).max(30),
    school_code: z.union([z.literal(''), z.string().regex(/^\d{5}$/, { message: '院校代码应为 5 位数字，如 10248' })]).default(''),
    school_name: optionalText(40).default(''),
    major_code: z.union([z.literal(''), z.string().regex(/^\d{4}(\d{2})?$/, { message: '专业代码应为 4 或 6 位数字' })]).default(''),
    major_name: optionalText(40).default(''),
    total: score(500),
    politics: score(100),
    foreign_language: score(100),
    subject_one: score(150),
    subject_two: score(150),
    note: optionalText(200).default(''),
  },
  {
    check: (v) => {
      if (v.kind === 'national' && v.zone === '') return [{ field: 'zone', message: '国家线要选 A 区或 B 区' }];
      if (v.kind === 'school' && (v.school_code === '' || v.school_name === '')) return [{ field: 'school_code', message: '院校线要填院校代码和名称' }];
      return [];
    },
  },
);
export type ScoreLine = z.infer<typeof scoreLineSchemas.item>;

/** A national line of one year, zone and discipline, from [total, politics, foreign language, subject 1, subject 2]. */
export const nationalScoreLine = (year: number, zone: 'A' | 'B', discipline: string, [total, p, f, s1, s2]: number[]) => ({
  year,
  kind: 'national',
  zone,
  discipline,
  total,
  politics: p,
  foreign_language: f,
  subject_one: s1,
  subject_two: s2,
});

export const scoreLine = defineCollection({
  name: 'school.score_line',
  label: '分数线',
  labelEn: 'score line',
  base: '/school/score-line',
  paths: [...CRUD_PATHS, ...BATCH_PATHS.filter(([op]) => op !== 'reorder')],
  access: [permissionSet('nav.view_masterdegreeinfo')],
  schemas: scoreLineSchemas,
  filters: {
    year: filter.eq(kaoyanYear),
    kind: filter.eq(z.enum(SCORE_LINE_KINDS)),
    zone: filter.eq(z.enum(ZONES)),
    discipline: filter.like(z.string().trim().max(30)),
    school_name: filter.like(z.string().trim().max(40)),
  },
  ordering: ['id', 'year', 'total', 'discipline', 'updated_at'],
  defaultOrder: '-year,kind,zone,discipline',
  sample: nationalScoreLine(2027, 'A', '哲学', [300, 42, 42, 63, 63]),
});
