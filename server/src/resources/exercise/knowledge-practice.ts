import { knowledgePractice, practiceMatchQuery, practiceMatchResult, ruleOf, type PracticeRule } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';

type Rec = Record<string, unknown>;

/** The knowledge point and every point below it. */
async function branchOf(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('knowledge_point').select(['id', 'parent_id']).execute();
  const kids = new Map<number, number[]>();
  for (const r of rows) if (r.parent_id !== null) kids.set(Number(r.parent_id), [...(kids.get(Number(r.parent_id)) ?? []), Number(r.id)]);
  const out = [id];
  for (let i = 0; i < out.length; i++) out.push(...(kids.get(out[i]) ?? []));
  return out;
}

/** How many enabled questions under the knowledge point (or below it) a rule matches. */
export async function matchingCount(db: Db, knowledgeId: number, rule: PracticeRule): Promise<number> {
  const branch = await branchOf(db, knowledgeId);
  let q = db
    .selectFrom('question')
    .select(sql<number>`count(*)`.as('n'))
    .where('is_enable', '=', 1)
    .where((eb) => eb.or(branch.map((k) => eb(sql<string>`(',' || replace(replace(knowledge_ids, '[', ''), ']', '') || ',')`, 'like', `%,${k},%`))))
    .where('difficulty', '>=', rule.difficulty_min)
    .where('difficulty', '<=', rule.difficulty_max);
  if (rule.types.length) q = q.where('type', 'in', rule.types);
  if (rule.real_only) q = q.where('source', '=', 'real');
  if (rule.year_from) q = q.where('exam_year', '>=', rule.year_from);
  if (rule.year_to) q = q.where('exam_year', '<=', rule.year_to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

const def: CollectionDef = {
  resource: knowledgePractice,
  table: 'knowledge_practice',
  decorate: async (db, items) => {
    const out: Rec[] = [];
    for (const x of items) {
      const n = x.mode === 'fixed' ? (x.question_ids as number[]).length : await matchingCount(db, Number(x.knowledge_id), ruleOf(x));
      out.push({ ...x, matching_count: n });
    }
    return out;
  },
};

/** /practice/knowledge-practice/ (/exercise/knowledge-practice): practice sets on the knowledge tree. */
export function knowledgePracticeFamily(reg: Registry): void {
  registerCollection(reg, def, {
    match: (_e, deps) => ({
      query: practiceMatchQuery,
      response: practiceMatchResult,
      summary: '抽题规则当前能匹配到的已启用题目数（含下级知识点）',
      handle: async (c) => {
        const q = c.query as { knowledge_id: number; rule: PracticeRule };
        return { count: await matchingCount(deps.db, q.knowledge_id, q.rule) };
      },
    }),
  });
}
