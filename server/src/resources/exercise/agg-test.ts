import { aggContent, aggTest, blueprintResult, EXAM_BLUEPRINTS, type BlueprintResult } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { paramsSchema } from '../../kit/scope';

type Rec = Record<string, unknown>;

const testDef: CollectionDef = {
  resource: aggTest,
  table: 'agg_test',
  decorate: async (db, items) => {
    if (!items.length) return items;
    const rows = await db
      .selectFrom('agg_content')
      .innerJoin('quiz_package', 'quiz_package.id', 'agg_content.quiz_package_id')
      .select([
        'agg_content.agg_test_id as id',
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(quiz_package.question_count)`.as('q'),
        sql<number>`sum(quiz_package.total_score)`.as('s'),
      ])
      .where(
        'agg_content.agg_test_id',
        'in',
        items.map((x) => Number(x.id)),
      )
      .groupBy('agg_content.agg_test_id')
      .execute();
    const by = new Map(rows.map((r) => [Number(r.id), r]));
    return items.map((x) => {
      const r = by.get(Number(x.id));
      return { ...x, package_count: Number(r?.n ?? 0), question_count: Number(r?.q ?? 0), total_score: Number(r?.s ?? 0) };
    });
  },
};

const contentDef: CollectionDef = {
  resource: aggContent,
  table: 'agg_content',
  recordRule: async (at, rec) => {
    const p = await at.db.selectFrom('quiz_package').select('status').where('id', '=', Number(rec.quiz_package_id)).executeTakeFirst();
    return p && p.status !== 'published' ? [{ field: 'quiz_package_id', message: '只能加入已发布的题包' }] : [];
  },
  decorate: async (db, items) => {
    if (!items.length) return items;
    const pkgs = await db
      .selectFrom('quiz_package')
      .select(['id', 'name', 'question_count', 'total_score'])
      .where(
        'id',
        'in',
        items.map((x) => Number(x.quiz_package_id)),
      )
      .execute();
    const by = new Map(pkgs.map((p) => [Number(p.id), p]));
    return items.map((x) => {
      const p = by.get(Number(x.quiz_package_id));
      return { ...x, package_name: String(p?.name ?? ''), question_count: Number(p?.question_count ?? 0), total_score: Number(p?.total_score ?? 0) };
    });
  },
};

const fmt = (n: number) => String(Math.round(n * 10) / 10);

/** The test's sections (by title) against its exam's parts: counts, scores each, total. */
export async function blueprintOf(db: Db, id: number): Promise<BlueprintResult> {
  const t = await db.selectFrom('agg_test').select(['exam']).where('id', '=', id).executeTakeFirst();
  if (!t) throw notFound(aggTest.label);
  const rows = (await db
    .selectFrom('agg_content')
    .innerJoin('quiz_item', 'quiz_item.package_id', 'agg_content.quiz_package_id')
    .innerJoin('question', 'question.id', 'quiz_item.question_id')
    .leftJoin('quiz_section', 'quiz_section.id', 'quiz_item.section_id')
    .select(['quiz_section.title as section', 'question.type', 'question.sub_questions', sql<number>`coalesce(quiz_item.score, question.score)`.as('score')])
    .where('agg_content.agg_test_id', '=', id)
    .execute()) as Rec[];
  // A composite counts as its sub-questions (完形 is 20 blanks of 0.5, not one question of 10).
  const items = rows.flatMap((x) =>
    x.type === 'composite' ? (JSON.parse(String(x.sub_questions)) as { score: number }[]).map((sub) => ({ section: x.section, score: sub.score })) : [x],
  );
  const actual = items.reduce((a, x) => a + Number(x.score), 0);
  const exam = t.exam === null ? null : String(t.exam);
  const bp = exam ? EXAM_BLUEPRINTS[exam as keyof typeof EXAM_BLUEPRINTS] : undefined;
  if (!bp) return { exam, expected_total: null, actual_total: actual, warnings: [], problems: [] };
  const warnings: string[] = [];
  const problems: BlueprintResult['problems'] = [];
  for (const [i, [name, n, each]] of bp.parts.entries()) {
    const mine = items.filter((x) => String(x.section ?? '').includes(name));
    if (!mine.length) {
      warnings.push(`缺少“${name}”部分（应为 ${n} 题 × ${fmt(each)} 分）`);
      problems.push({ kind: 'missing', part: i, expected: n, actual: 0 });
      continue;
    }
    if (mine.length !== n) {
      warnings.push(`“${name}”应有 ${n} 题，现有 ${mine.length} 题`);
      problems.push({ kind: 'count', part: i, expected: n, actual: mine.length });
    }
    const off = mine.filter((x) => Number(x.score) !== each).length;
    if (off) {
      warnings.push(`“${name}”每题应为 ${fmt(each)} 分，有 ${off} 题不是`);
      problems.push({ kind: 'score', part: i, expected: each, actual: off });
    }
  }
  if (actual !== bp.total) {
    warnings.push(`总分应为 ${bp.total}，现为 ${fmt(actual)}`);
    problems.push({ kind: 'total', part: null, expected: bp.total, actual });
  }
  return { exam, expected_total: bp.total, actual_total: actual, warnings, problems };
}

/** /practice/agg-test/ and /practice/agg-content/ (/exercise/agg-pkg, agg/{id}, agg-test/{id}). */
export function aggTestFamily(reg: Registry): void {
  registerCollection(reg, testDef, {
    blueprint: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      response: blueprintResult,
      summary: '对照考试结构检查聚合测试：各部分题数、每题分值、总分',
      handle: (c) => blueprintOf(deps.db, Number((c.params as Rec).id)),
    }),
  });
  registerCollection(reg, contentDef);
}
