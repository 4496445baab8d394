import {
  question,
  questionContent,
  quizItem,
  quizItemAddBody,
  quizItemAddResult,
  quizPackage,
  quizPackageDownloadQuery,
  quizSection,
  type DownloadFormat,
} from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { invalid, notFound } from '../../http/api-error';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { batchOps } from '../../kit/batch';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import { codecsOf, decodeRecord } from '../../kit/codec';
import { checkParents, paramsSchema, type ScopeParam } from '../../kit/scope';
import { hookedWrites } from '../../kit/write-hook';
import type { Deps } from '../../types';
import { checkCount, sendQuestions } from './question-export';

type Rec = Record<string, unknown>;

const PACKAGE_SCOPE: ScopeParam[] = [{ param: 'package', column: 'package_id', exists: { table: 'quiz_package', key: 'id', label: '题包' } }];

/** A package's question count and total score, kept on the package (GET practice/available-quiz-pkg/ reads the count). */
export async function updateTotals(db: Db, packageId: number): Promise<void> {
  const t = await db
    .selectFrom('quiz_item')
    .innerJoin('question', 'question.id', 'quiz_item.question_id')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(coalesce(quiz_item.score, question.score)), 0)`.as('total')])
    .where('quiz_item.package_id', '=', packageId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('quiz_package')
    .set({ question_count: Number(t.n), total_score: Number(t.total) })
    .where('id', '=', packageId)
    .execute();
}

/** Each item's question as it shows: the pinned revision's content, or the current record's. */
async function withQuestions(db: Db, items: Rec[]): Promise<Rec[]> {
  if (!items.length) return items;
  const ids = [...new Set(items.map((x) => Number(x.question_id)))];
  const current = new Map((await db.selectFrom('question').selectAll().where('id', 'in', ids).execute()).map((r) => [Number(r.id), r as Rec] as const));
  const pinned = items.filter((x) => x.revision !== null);
  const revs = new Map<string, Rec>();
  if (pinned.length) {
    const rows = await db
      .selectFrom('question_revision')
      .select(['question_id', 'revision', 'content'])
      .where('question_id', 'in', [...new Set(pinned.map((x) => Number(x.question_id)))])
      .execute();
    for (const r of rows) revs.set(`${String(r.question_id)}:${String(r.revision)}`, JSON.parse(String(r.content)) as Rec);
  }
  return items.map((x) => {
    const row = current.get(Number(x.question_id));
    const cur = row ? decodeRecord(questionCodecs, row) : null;
    const content = x.revision !== null ? revs.get(`${String(x.question_id)}:${String(x.revision)}`) : cur;
    return {
      ...x,
      question: {
        ...(content ?? {}),
        id: Number(x.question_id),
        revision: Number(x.revision ?? cur?.version ?? 0),
        current_revision: Number(cur?.version ?? 0),
      },
    };
  });
}

const questionCodecs = codecsOf(question.schemas.create.shape);

export const quizPackageDef: CollectionDef = { resource: quizPackage, table: 'quiz_package' };

export const quizSectionDef: CollectionDef = { resource: quizSection, table: 'quiz_section', scope: PACKAGE_SCOPE };

export const quizItemDef: CollectionDef = {
  resource: quizItem,
  table: 'quiz_item',
  scope: PACKAGE_SCOPE,
  customFilters: {
    type: (q, v) =>
      q.where(({ exists, selectFrom }) =>
        exists(selectFrom('question').select('question.id').whereRef('question.id', '=', 'quiz_item.question_id').where('question.type', '=', String(v))),
      ),
  },
  decorate: (db, items) => withQuestions(db, items),
  recordRule: async (at, rec) => {
    const errors: { field: string; message: string }[] = [];
    if (rec.revision !== null && rec.revision !== undefined) {
      const r = await at.db
        .selectFrom('question_revision')
        .select('revision')
        .where('question_id', '=', Number(rec.question_id))
        .where('revision', '=', Number(rec.revision))
        .executeTakeFirst();
      if (!r) errors.push({ field: 'revision', message: `题目 ${String(rec.question_id)} 没有第 ${String(rec.revision)} 版` });
    }
    return errors;
  },
};

/** The section must be one of the package's own. */
async function checkSection(db: Db, packageId: number, sectionId: unknown): Promise<void> {
  if (sectionId === null || sectionId === undefined) return;
  const s = await db.selectFrom('quiz_section').select('id').where('id', '=', Number(sectionId)).where('package_id', '=', packageId).executeTakeFirst();
  if (!s) throw invalid([{ field: 'section_id', message: '分节不存在或不属于这个题包' }]);
}

/** Appends questions of the bank to a section, skipping those already in the package; one transaction with the totals. */
async function addQuestions(deps: Deps, c: Ctx): Promise<{ added: number; skipped: number[] }> {
  const packageId = Number((c.params as Rec).package);
  const body = c.body as { section_id: number | null; question_ids: number[] };
  await checkParents(deps, PACKAGE_SCOPE, c.params as Rec);
  await checkSection(deps.db, packageId, body.section_id);
  const found = new Set((await deps.db.selectFrom('question').select('id').where('id', 'in', body.question_ids).execute()).map((r) => Number(r.id)));
  const missing = body.question_ids.map((id, i) => [id, i] as const).filter(([id]) => !found.has(id));
  if (missing.length) throw invalid(missing.map(([id, i]) => ({ field: `question_ids.${i}`, message: `题目 ${id} 不存在` })));
  const present = new Set(
    (
      await deps.db.selectFrom('quiz_item').select('question_id').where('package_id', '=', packageId).where('question_id', 'in', body.question_ids).execute()
    ).map((r) => Number(r.question_id)),
  );
  const max = await deps.db
    .selectFrom('quiz_item')
    .select(sql<number>`coalesce(max(sort), 0)`.as('m'))
    .where('package_id', '=', packageId)
    .executeTakeFirstOrThrow();
  const at = c.now.toISOString();
  const add = body.question_ids.filter((id) => !present.has(id));
  let sort = Number(max.m);
  for (const id of add) {
    sort += 1;
    await deps.db
      .insertInto('quiz_item')
      .values({
        package_id: packageId,
        section_id: body.section_id,
        question_id: id,
        revision: null,
        score: null,
        sort,
        created_at: at,
        updated_at: at,
        version: 1,
      })
      .execute();
  }
  await updateTotals(deps.db, packageId);
  deps.counts.invalidate();
  return { added: add.length, skipped: body.question_ids.filter((id) => present.has(id)) };
}

/** Runs the op, then puts the package's totals right (in the same request transaction). */
function keepingTotals(ops: Record<string, ImplFactory>): Record<string, ImplFactory> {
  const out: Record<string, ImplFactory> = {};
  for (const [op, f] of Object.entries(ops)) {
    out[op] = (e, deps) => {
      const impl = f(e, deps);
      return {
        ...impl,
        handle: async (c: Ctx) => {
          if (op === 'create' || op === 'patch') {
            const body = c.body as Rec;
            if ('section_id' in body) await checkSection(deps.db, Number((c.params as Rec).package), body.section_id);
          }
          const result = await impl.handle(c);
          await updateTotals(deps.db, Number((c.params as Rec).package));
          return result;
        },
      };
    };
  }
  return out;
}

/**
 * GET …/{id}/download/: the package's questions in its order as each item shows them (the pinned
 * revision or the current one); the JSON adds the package, its sections and each item's place.
 */
async function download(deps: Deps, c: Ctx) {
  const id = Number((c.params as Rec).id);
  const { format, lang } = c.query as { format: DownloadFormat; lang: 'zh' | 'en' };
  const pkg = await deps.db.selectFrom('quiz_package').selectAll().where('id', '=', id).executeTakeFirst();
  if (!pkg) throw notFound(quizPackage.label);
  const rows = (await deps.db.selectFrom('quiz_item').selectAll().where('package_id', '=', id).orderBy('sort').orderBy('id').execute()) as Rec[];
  checkCount(rows.length);
  const items = await withQuestions(
    deps.db,
    rows.map((r) => decodeRecord(itemCodecs, r)),
  );
  const sections = await deps.db.selectFrom('quiz_section').selectAll().where('package_id', '=', id).orderBy('sort').orderBy('id').execute();
  return sendQuestions(c.reply, deps.db, {
    format,
    lang,
    name: String(pkg.name),
    now: c.now,
    questions: items.map((x) => ({ id: Number(x.question_id), content: questionContent.parse(x.question) })),
    json: (questions) => ({
      package: decodeRecord(packageCodecs, pkg as Rec),
      sections: sections.map((r) => decodeRecord(sectionCodecs, r as Rec)),
      items: items.map((x, i) => ({
        section_id: x.section_id,
        sort: x.sort,
        revision: (x.question as Rec).revision,
        score: x.score,
        question: questions[i],
      })),
    }),
  });
}

const itemCodecs = codecsOf(quizItem.schemas.create.shape);
const packageCodecs = codecsOf(quizPackage.schemas.create.shape);
const sectionCodecs = codecsOf(quizSection.schemas.create.shape);

/** /practice/quiz-package/ (/exercise/quiz-pkg and /exercise/quiz/{id}): packages, their sections and ordered items. */
export function quizPackageFamily(reg: Registry): void {
  registerCollection(reg, quizPackageDef, {
    download: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      query: quizPackageDownloadQuery,
      summary: '导出题包中的题目（按题包顺序；XLSX 为导入模板的格式，可再次导入；JSON 另含题包、分节与每题的位置）',
      handle: (c) => download(deps, c),
    }),
  });
  registerCollection(
    reg,
    quizSectionDef,
    hookedWrites(quizSectionDef, {
      beforeDelete: async (deps, current) => {
        const n = await deps.db
          .selectFrom('quiz_item')
          .select(sql<number>`count(*)`.as('n'))
          .where('section_id', '=', Number(current.id))
          .executeTakeFirstOrThrow();
        if (Number(n.n)) throw invalid([{ field: 'id', message: `分节中还有 ${Number(n.n)} 道题，请先移走或删除它们` }]);
      },
    }),
  );
  const items = batchOps(quizItemDef, (deps) => repoOf(quizItemDef, deps));
  const writes = hookedWrites(quizItemDef, {});
  registerCollection(reg, quizItemDef, {
    ...keepingTotals({ create: writes.create, patch: writes.patch, delete: writes.delete, bulkDelete: items.bulkDelete }),
    add: (e, deps) => ({
      params: paramsSchema(e.path, quizItem.params),
      body: quizItemAddBody,
      response: quizItemAddResult,
      summary: '从题库添加题目到题包（追加到末尾，已在题包中的跳过；一个事务）',
      handle: (c) => addQuestions(deps, c),
    }),
  });
}
