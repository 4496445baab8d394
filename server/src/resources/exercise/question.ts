import {
  question,
  questionContent,
  questionDownloadQuery,
  questionRevisionsSchema,
  similarQuery,
  similarQuestionsSchema,
  type DownloadFormat,
  type QuestionStats,
} from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { invalid, notFound } from '../../http/api-error';
import { batchOps } from '../../kit/batch';
import { codecsOf, decodeRecord } from '../../kit/codec';
import { importOps } from '../../kit/import-batch';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import { acceptingReadOnly } from '../../kit/read-only';
import { applyFilters, parseOrdering } from '../../kit/query';
import { paramsSchema } from '../../kit/scope';
import { hookedWrites } from '../../kit/write-hook';
import type { Deps } from '../../types';
import { formulaErrors } from './katex-check';
import { checkCount, sendQuestions, type ExportedQuestion } from './question-export';
import { questionImportDef } from './question-import';
import { fileBands, plainOf, similarQuestions } from './similar';
import { stemFilter } from './stem-search';

type Rec = Record<string, unknown>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Text as compared for duplicates: no markup, full-width as half-width (NFKC), one case, no spaces. */
export const normalised = plainOf;

/** Equal for questions of one type whose stem, options and sub-question stems are the same once normalised. */
export function fingerprintOf(rec: Rec): string {
  const opts = (xs: unknown) => ((xs as { text: string }[] | undefined) ?? []).map((o) => normalised(o.text));
  const subs = ((rec.sub_questions as { stem: string; options: unknown }[] | undefined) ?? []).map((s) => [normalised(s.stem), ...opts(s.options)].join('/'));
  return [rec.type, normalised(String(rec.stem ?? '')), ...opts(rec.options), ...opts(rec.shared_options), ...subs].join('|');
}

/** Item statistics of each question from its attempts (one read for the page). */
async function statsOf(db: Db, ids: number[]): Promise<Map<number, QuestionStats>> {
  const out = new Map<number, QuestionStats>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('question_attempt')
    .select(['question_id', 'chosen', 'is_correct', 'is_first', 'duration_ms'])
    .where('question_id', 'in', ids)
    .execute();
  const by = new Map<number, typeof rows>();
  for (const r of rows) {
    const k = Number(r.question_id);
    if (!by.has(k)) by.set(k, []);
    by.get(k)!.push(r);
  }
  for (const id of ids) {
    const xs = by.get(id) ?? [];
    const first = xs.filter((x) => Number(x.is_first));
    const options: Record<string, number> = {};
    for (const x of xs) for (const c of String(x.chosen)) options[c] = (options[c] ?? 0) + 1;
    const times = xs.map((x) => Number(x.duration_ms)).sort((a, b) => a - b);
    const median = times.length
      ? times.length % 2
        ? times[(times.length - 1) / 2]
        : Math.round((times[times.length / 2 - 1] + times[times.length / 2]) / 2)
      : null;
    out.set(id, {
      attempts: xs.length,
      correct_rate: xs.length ? xs.filter((x) => Number(x.is_correct)).length / xs.length : null,
      first_rate: first.length ? first.filter((x) => Number(x.is_correct)).length / first.length : null,
      options,
      median_ms: median,
      suspect_key: false,
    });
  }
  return out;
}

/**
 * The key looks wrong when, over at least 10 attempts, some option outside it was chosen more
 * often than every option in it.
 */
export function suspectKey(answer: readonly string[], options: Record<string, number>, attempts: number): boolean {
  if (attempts < 10 || !answer.length) return false;
  const keyLeast = Math.min(...answer.map((a) => options[a] ?? 0));
  return Object.entries(options).some(([o, n]) => !answer.includes(o) && n > keyLeast);
}

async function decorate(db: Db, items: Rec[]): Promise<Rec[]> {
  const ids = items.map((x) => Number(x.id));
  if (!ids.length) return items;
  const stats = await statsOf(db, ids);
  const own = await db.selectFrom('question').select(['id', 'fingerprint']).where('id', 'in', ids).execute();
  const fps = [...new Set(own.map((r) => String(r.fingerprint)).filter(Boolean))];
  const same = fps.length ? await db.selectFrom('question').select(['id', 'fingerprint']).where('fingerprint', 'in', fps).orderBy('id').execute() : [];
  const fpOf = new Map(own.map((r) => [Number(r.id), String(r.fingerprint)]));
  const packages = await db
    .selectFrom('quiz_item')
    .select(['question_id', sql<number>`count(distinct package_id)`.as('n')])
    .where('question_id', 'in', ids)
    .groupBy('question_id')
    .execute();
  const pkgOf = new Map(packages.map((r) => [Number(r.question_id), Number(r.n)]));
  return items.map((x) => {
    const id = Number(x.id);
    const s = stats.get(id)!;
    const fp = fpOf.get(id);
    const answer = x.type === 'single' || x.type === 'multiple' || x.type === 'indefinite' ? (x.answer as string[]) : [];
    return {
      ...x,
      stats: { ...s, suspect_key: suspectKey(answer, s.options, s.attempts) },
      duplicate_of: fp ? same.filter((r) => String(r.fingerprint) === fp && Number(r.id) !== id).map((r) => Number(r.id)) : [],
      package_count: pkgOf.get(id) ?? 0,
    };
  });
}

/** The fields of a question record that a revision keeps. */
const contentOf = (rec: Rec) => questionContent.parse(rec);

/**
 * After a save: the record's fingerprint and near-duplicate band keys, and its content kept as
 * revision `version` (in the request's transaction, so a refused save leaves no revision).
 */
async function afterSave(db: Db, recs: Rec[], username: string, now: Date): Promise<void> {
  for (const rec of recs) {
    await db
      .updateTable('question')
      .set({ fingerprint: fingerprintOf(rec) })
      .where('id', '=', Number(rec.id))
      .execute();
    await db
      .insertInto('question_revision')
      .values({ question_id: Number(rec.id), revision: Number(rec.version), content: JSON.stringify(contentOf(rec)), username, created_at: now.toISOString() })
      .execute();
  }
  await fileBands(db, recs);
}

export const questionDef: CollectionDef = {
  resource: question,
  table: 'question',
  customFilters: {
    stem: (q, v, { db }) => stemFilter(q, String(v), db),
    knowledge_id: (q, v) => q.where(sql<boolean>`(',' || replace(replace(knowledge_ids, '[', ''), ']', '') || ',') like ${`%,${Number(v)},%`}`),
    tag: (q, v) => q.where(sql<boolean>`tags like ${`%${likeEscape(JSON.stringify(String(v)))}%`} escape '\\'`),
    not_in_package: (q, v) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('quiz_item').select('quiz_item.id').whereRef('quiz_item.question_id', '=', 'question.id').where('quiz_item.package_id', '=', Number(v)),
          ),
        ),
      ),
  },
  decorate: (db, items) => decorate(db, items),
  recordRule: async (_at, rec) => formulaErrors(rec),
};

/** The write ops of the collection with the revision kept after each. */
function keepingRevisions(ops: Record<string, ImplFactory>): Record<string, ImplFactory> {
  const out: Record<string, ImplFactory> = {};
  for (const [op, f] of Object.entries(ops)) {
    out[op] = (e, deps) => {
      const impl = f(e, deps);
      return {
        ...impl,
        handle: async (c: Ctx) => {
          const result = (await impl.handle(c)) as Rec;
          const recs = op === 'bulkPatch' ? (result.items as Rec[]) : [result];
          await afterSave(deps.db, recs, c.user?.username ?? '', c.now);
          // Read again: the duplicates shown depend on the fingerprint just written.
          const again = await repoOf(questionDef, deps).decorate(
            (await deps.db
              .selectFrom('question')
              .selectAll()
              .where(
                'id',
                'in',
                recs.map((r) => Number(r.id)),
              )
              .execute()) as Rec[],
          );
          const byId = new Map(again.map((r) => [Number(r.id), r]));
          return op === 'bulkPatch' ? { items: recs.map((r) => byId.get(Number(r.id))) } : byId.get(Number(result.id));
        },
      };
    };
  }
  return out;
}

async function revisions(deps: Deps, id: number) {
  if (!(await deps.db.selectFrom('question').select('id').where('id', '=', id).executeTakeFirst())) throw notFound(question.label);
  const rows = await deps.db
    .selectFrom('question_revision')
    .select(['revision', 'content', 'username', 'created_at'])
    .where('question_id', '=', id)
    .orderBy('revision', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    revision: Number(r.revision),
    created_at: String(r.created_at),
    username: String(r.username),
    content: JSON.parse(String(r.content)),
  }));
}

const questionCodecs = codecsOf(question.schemas.create.shape);

/** A stored question row as the content a revision keeps. */
export const contentOfRow = (row: Rec) => contentOf(decodeRecord(questionCodecs, row));

/** The questions the list's filters select, in its order (every page). */
async function filtered(deps: Deps, query: Rec, now: Date): Promise<ExportedQuestion[]> {
  const repo = repoOf(questionDef, deps);
  const rows = applyFilters(repo.base({}), question.filters, questionDef.customFilters ?? {}, query, now, deps.db);
  let keysQ = rows.clearSelect().select('id');
  for (const [col, dir] of parseOrdering(query.ordering as string | undefined, question.defaultOrder, 'id')) keysQ = keysQ.orderBy(col, dir);
  const ids = ((await keysQ.execute()) as Rec[]).map((r) => Number(r.id));
  checkCount(ids.length);
  const out: ExportedQuestion[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const found = new Map(((await deps.db.selectFrom('question').selectAll().where('id', 'in', part).execute()) as Rec[]).map((r) => [Number(r.id), r]));
    for (const id of part) {
      const row = found.get(id);
      if (row) out.push({ id, content: contentOfRow(row) });
    }
  }
  return out;
}

/** /practice/question/ (the bank behind /exercise/quiz-pkg): questions, their revisions and statistics. */
export function questionFamily(reg: Registry): void {
  const repo = (deps: Deps) => repoOf(questionDef, deps);
  const imports = importOps(questionImportDef(questionDef, { fingerprintOf, afterSave, codecs: codecsOf(question.schemas.create.shape) }));
  const batch = batchOps(questionDef, repo);
  const plain: Record<string, ImplFactory> = {
    create: (e, deps) => {
      const params = paramsSchema(e.path, {}, { param: 'id', kind: 'id' });
      return {
        params,
        body: acceptingReadOnly(question, question.schemas.create),
        response: question.schemas.item,
        summary: '新增题目（保存为第 1 版）',
        handle: (c) => repo(deps).create(c.params, c.body as Rec, c.now),
      };
    },
    update: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      body: acceptingReadOnly(question, question.schemas.update),
      response: question.schemas.item,
      summary: '修改题目（整条，带 version；保存为新版本）',
      handle: (c) => repo(deps).update(c.params, (c.params as Rec).id, c.body as Rec, c.now),
    }),
    patch: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      body: question.patchBody,
      response: question.schemas.item,
      summary: '部分修改题目（带 version；保存为新版本）',
      handle: (c) => repo(deps).patch(c.params, (c.params as Rec).id, c.body as Rec, c.now),
    }),
    bulkPatch: batch.bulkPatch,
  };
  // Checked after the versions (a stale request is a conflict first, as for every resource).
  const inPackages = async (deps: Deps, items: { id: number; version?: number }[]) => {
    const ids = items.map((x) => x.id);
    const current = await deps.db.selectFrom('question').select(['id', 'version']).where('id', 'in', ids).execute();
    if (items.some((x) => x.version !== undefined && current.some((r) => Number(r.id) === x.id && Number(r.version) !== x.version))) return;
    const rows = await deps.db.selectFrom('quiz_item').select(['question_id']).where('question_id', 'in', ids).execute();
    const held = ids.map((id, i) => [id, i] as const).filter(([id]) => rows.some((r) => Number(r.question_id) === id));
    if (held.length)
      throw invalid(held.map(([id, i]) => ({ field: ids.length > 1 ? `items.${i}.id` : 'id', message: `题目 ${id} 在题包中，请先从题包中移除` })));
  };
  const generic = batch.bulkDelete;
  registerCollection(reg, questionDef, {
    ...keepingRevisions(plain),
    ...imports,
    similar: (_e, deps) => ({
      query: similarQuery,
      response: similarQuestionsSchema,
      summary: '与给出的题干和选项相似的题目（近似重复的候选，相似度从高到低）',
      handle: (c) => {
        const q = c.query as { text: string; exclude?: number };
        return similarQuestions(deps.db, { stem: q.text }, q.exclude ? [q.exclude] : []);
      },
    }),
    // A question a package holds stays: the package would lose it (and its pinned revisions).
    delete: (e, deps) => {
      const impl = hookedWrites(questionDef, {}).delete(e, deps);
      return {
        ...impl,
        handle: async (c: Ctx) => {
          await inPackages(deps, [{ id: Number((c.params as Rec).id), version: (c.body as { version?: number } | undefined)?.version }]);
          return impl.handle(c);
        },
      };
    },
    bulkDelete: (e, deps) => {
      const impl = generic(e, deps);
      return {
        ...impl,
        handle: async (c: Ctx) => {
          await inPackages(deps, (c.body as { items: { id: number; version: number }[] }).items);
          return impl.handle(c);
        },
      };
    },
    download: (_e, deps) => ({
      query: questionDownloadQuery,
      summary: '按列表的筛选与排序导出题目（XLSX 为导入模板的格式，可再次导入；JSON 含全部字段）',
      handle: async (c) => {
        const { format, lang, ...query } = c.query as Rec & { format: DownloadFormat; lang: 'zh' | 'en' };
        const questions = await filtered(deps, query, c.now);
        return sendQuestions(c.reply, deps.db, {
          format,
          lang,
          name: lang === 'zh' ? '题库' : 'questions',
          now: c.now,
          questions,
          json: (qs) => ({ questions: qs }),
        });
      },
    }),
    revisions: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      response: questionRevisionsSchema,
      summary: '题目的全部版本（新的在前），每版是保存时的完整内容，不会再改',
      handle: (c) => revisions(deps, Number((c.params as Rec).id)),
    }),
  });
}
