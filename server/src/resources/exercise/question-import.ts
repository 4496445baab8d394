import { cellError, questionImport, questionProblemEnglish, type CellError, type ImportNote } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import type { ImportDef } from '../../kit/import-batch';
import type { codecsOf } from '../../kit/codec';
import { decodeRecord } from '../../kit/codec';
import { sanitizeRichText } from '../../sanitize/rich-text';
import { foldSubQuestions, readQuestionFile } from './question-file';
import { formulaErrors } from './katex-check';
import { similarQuestions } from './similar';

/*
 * How questions are imported through the kit's staged batch (kit/import-batch): the files read
 * (question-file.ts), the subject and knowledge points found by name, the natural key (the
 * external id, else the content), the notes on exact and near duplicates, and the revision,
 * fingerprint and band keys every confirmed question gets as a save would give them.
 */

type Rec = Record<string, unknown>;

export interface QuestionImportHooks {
  /** The exact-duplicate fingerprint of a record (question.ts). */
  fingerprintOf(rec: Rec): string;
  /** What a save keeps beside the record: fingerprint, revision, band keys. */
  afterSave(db: Db, recs: Rec[], username: string, now: Date): Promise<void>;
  codecs: ReturnType<typeof codecsOf>;
}

/** Subject by name or code; knowledge points by name (or id) within it; formulas parsed by KaTeX. */
async function resolve(db: Db, records: Rec[]): Promise<CellError[][]> {
  const subjects = await db.selectFrom('subject').select(['id', 'name', 'code']).execute();
  const wanted = [...new Set(records.map((r) => String(r.subject)))];
  const subjectOf = new Map<string, number>();
  for (const w of wanted) {
    const s = subjects.find((x) => String(x.name) === w) ?? subjects.find((x) => String(x.code) === w);
    if (s) subjectOf.set(w, Number(s.id));
  }
  const ids = [...new Set(subjectOf.values())];
  const points = ids.length ? await db.selectFrom('knowledge_point').select(['id', 'name', 'subject_id']).where('subject_id', 'in', ids).execute() : [];
  return records.map((r) => {
    const errors: CellError[] = [];
    const subject = subjectOf.get(String(r.subject));
    if (subject === undefined)
      errors.push(cellError('subject', `没有名为或代码为“${String(r.subject)}”的科目`, `No subject named or coded "${String(r.subject)}"`));
    const knowledge: number[] = [];
    for (const k of r.knowledge as string[]) {
      const p = points.find((x) => Number(x.subject_id) === subject && (String(x.name) === k || String(x.id) === k));
      if (p) knowledge.push(Number(p.id));
      else if (subject !== undefined)
        errors.push(cellError('knowledge', `科目“${String(r.subject)}”下没有知识点“${k}”`, `Subject "${String(r.subject)}" has no knowledge point "${k}"`));
    }
    for (const e of formulaErrors(r)) {
      errors.push(cellError(e.field.startsWith('sub_questions') ? 'sub_questions' : columnOfField(e.field), e.message, questionProblemEnglish(e.message)));
    }
    if (errors.length) return errors;
    // A cell may hold the editor's HTML (an export of formatted text): cleaned as a save cleans it.
    for (const k of ['stem', 'analysis', 'reference_answer']) if (typeof r[k] === 'string') r[k] = sanitizeRichText(r[k]);
    r.subject_id = subject;
    r.knowledge_ids = knowledge;
    delete r.subject;
    delete r.knowledge;
    // A row without an external id leaves the stored question's alone.
    if (r.external_id === '') delete r.external_id;
    return errors;
  });
}

const columnOfField = (field: string) => {
  const option = /^(?:options|shared_options)\.(\d+)\./.exec(field);
  if (option) return 'ABCDEFGH'[Number(option[1])];
  return field === 'reference_answer' ? 'answer' : field;
};

/** The question sheet as the kit's staged import reads, checks and confirms it. */
export function questionImportDef(collection: ImportDef['collection'], hooks: QuestionImportHooks): ImportDef {
  const keyOf = (rec: Rec) => (rec.external_id ? `ext:${String(rec.external_id)}` : `fp:${hooks.fingerprintOf(rec)}`);
  return {
    collection,
    spec: questionImport,
    resolve,
    readFile: (bytes) => readQuestionFile(bytes),
    foldRows: foldSubQuestions,
    naturalKey: {
      of: keyOf,
      async find(db, keys) {
        const out = new Map<string, number>();
        const ext = keys.filter((k) => k.startsWith('ext:')).map((k) => k.slice(4));
        const fps = keys.filter((k) => k.startsWith('fp:')).map((k) => k.slice(3));
        for (let i = 0; i < ext.length; i += 400) {
          const rows = await db
            .selectFrom('question')
            .select(['id', 'external_id'])
            .where('external_id', 'in', ext.slice(i, i + 400))
            .orderBy('id', 'desc')
            .execute();
          for (const r of rows) out.set(`ext:${String(r.external_id)}`, Number(r.id));
        }
        for (let i = 0; i < fps.length; i += 400) {
          const rows = await db
            .selectFrom('question')
            .select(['id', 'fingerprint'])
            .where('fingerprint', 'in', fps.slice(i, i + 400))
            .orderBy('id', 'desc')
            .execute();
          // The oldest of several equal ones.
          for (const r of rows) out.set(`fp:${String(r.fingerprint)}`, Number(r.id));
        }
        return out;
      },
      duplicate: (firstLine, key) =>
        key.startsWith('ext:')
          ? cellError('external_id', `与第 ${firstLine} 行的外部编号相同，只能保留一行`, `Same external id as row ${firstLine}: keep only one of them`)
          : cellError('stem', `与第 ${firstLine} 行是同一道题，只能保留一行`, `The same question as row ${firstLine}: keep only one of them`),
    },
    annotate: async (db, rows) => {
      const out: ImportNote[][] = [];
      for (const { record, target } of rows) {
        const notes: ImportNote[] = [];
        out.push(notes);
        if (!record) continue;
        const fp = hooks.fingerprintOf(record);
        if (target !== null && !record.external_id) {
          notes.push({
            column: 'stem',
            message: `与题库中的题目 #${target} 完全相同：确认后更新这道题，不会新增`,
            message_en: `Exactly question #${target} of the bank: confirming updates it rather than adding one`,
            record_id: target,
          });
        } else {
          const same = await db.selectFrom('question').select('id').where('fingerprint', '=', fp).orderBy('id').limit(1).executeTakeFirst();
          if (same && Number(same.id) !== target) {
            notes.push({
              column: 'stem',
              message: `与题库中的题目 #${String(same.id)} 完全相同`,
              message_en: `Exactly question #${String(same.id)} of the bank`,
              record_id: Number(same.id),
            });
          }
        }
        const named = new Set(notes.map((n) => n.record_id));
        for (const s of await similarQuestions(db, record, target === null ? [] : [target], 3)) {
          if (named.has(s.id) || s.likeness >= 1) continue;
          const pct = Math.round(s.likeness * 100);
          notes.push({
            column: 'stem',
            message: `与题库中的题目 #${s.id} 相似（${pct}%）：${s.stem}`,
            message_en: `Like question #${s.id} of the bank (${pct}%): ${s.stem}`,
            record_id: s.id,
          });
        }
      }
      return out;
    },
    afterConfirm: async (db, c, ids) => {
      if (!ids.length) return;
      const rows = (await db.selectFrom('question').selectAll().where('id', 'in', ids).execute()) as Rec[];
      await hooks.afterSave(
        db,
        rows.map((r) => ({ ...decodeRecord(hooks.codecs, r), id: r.id, version: r.version })),
        c.user?.username ?? '',
        c.now,
      );
    },
  };
}
