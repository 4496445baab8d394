import { IMPORT_MAX_ROWS, questionCells, questionContent, questionImport, type DownloadFormat, type QuestionContent } from '@admin/shared/contract/resources';
import * as ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { invalid } from '../../http/api-error';
import { fileStamp } from '../../kit/export-format';
import { sheetName } from '../../kit/xlsx-writer';

/*
 * Questions as a file (the bank as filtered, or a package): XLSX in the import's own sheet, so
 * the import reads it back (question-cells.ts says what the sheet has no column for), or JSON
 * with every field and the names of the subject and knowledge points.
 */

type Rec = Record<string, unknown>;

/** A question to write: its content, and its id in the bank. */
export interface ExportedQuestion {
  id: number;
  content: QuestionContent;
}

/** At most the rows one import takes: a bigger file could not be read back in one go. */
export const EXPORT_MAX_QUESTIONS = IMPORT_MAX_ROWS;

export function checkCount(n: number): void {
  if (n > EXPORT_MAX_QUESTIONS) throw invalid([{ field: 'format', message: `一次最多导出 ${EXPORT_MAX_QUESTIONS} 道题（本次 ${n} 道），请缩小筛选范围` }]);
}

/** The subject and knowledge-point names of the questions. */
async function namesOf(db: Db, qs: readonly ExportedQuestion[]) {
  const subjectIds = [...new Set(qs.map((q) => q.content.subject_id))];
  const pointIds = [...new Set(qs.flatMap((q) => q.content.knowledge_ids))];
  const subjects = new Map<number, string>();
  const points = new Map<number, string>();
  for (let i = 0; i < subjectIds.length; i += 500)
    for (const r of await db
      .selectFrom('subject')
      .select(['id', 'name'])
      .where('id', 'in', subjectIds.slice(i, i + 500))
      .execute())
      subjects.set(Number(r.id), String(r.name));
  for (let i = 0; i < pointIds.length; i += 500)
    for (const r of await db
      .selectFrom('knowledge_point')
      .select(['id', 'name'])
      .where('id', 'in', pointIds.slice(i, i + 500))
      .execute())
      points.set(Number(r.id), String(r.name));
  // A point deleted since is written by its id (the import finds a point by name or id).
  return (q: QuestionContent) => ({
    subject: subjects.get(q.subject_id) ?? String(q.subject_id),
    knowledge: q.knowledge_ids.map((id) => points.get(id) ?? String(id)),
  });
}

/** The import's sheet: its header in the language asked for, a row a question. */
async function workbook(db: Db, qs: readonly ExportedQuestion[], lang: 'zh' | 'en'): Promise<Buffer> {
  const names = await namesOf(db, qs);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName(questionImport.sheet[lang === 'zh' ? 0 : 1]), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = questionImport.columns;
  ws.columns = columns.map((c) => ({ key: c.key, width: c.width ?? 14 }));
  ws.addRow(columns.map((c) => c.header[lang === 'zh' ? 0 : 1])).font = { bold: true };
  // Every cell as text: an id such as 081200 or an answer such as 1 stays what it was.
  for (const q of qs) {
    const cells = questionCells(q.content, names(q.content));
    ws.addRow(columns.map((c) => cells[c.key] ?? ''));
  }
  columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.numFmt = '@';
    if (c.multiline) col.alignment = { wrapText: true, vertical: 'top' };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Every field of each question, with its id in the bank and the names its ids stand for. */
export async function questionsJson(db: Db, qs: readonly ExportedQuestion[]): Promise<Rec[]> {
  const names = await namesOf(db, qs);
  return qs.map((q) => {
    const n = names(q.content);
    return { id: q.id, ...questionContent.parse(q.content), subject: n.subject, knowledge: n.knowledge };
  });
}

const TYPES: Record<DownloadFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

/** Sends the questions (and, for JSON, what `extra` adds beside them) as a file to save. */
export async function sendQuestions(
  reply: FastifyReply,
  db: Db,
  o: { format: DownloadFormat; lang: 'zh' | 'en'; name: string; now: Date; questions: readonly ExportedQuestion[]; json: (questions: Rec[]) => Rec },
): Promise<FastifyReply> {
  const file = `${o.name}-${fileStamp(o.now, 'Asia/Shanghai')}.${o.format}`;
  const body =
    o.format === 'xlsx' ? await workbook(db, o.questions, o.lang) : Buffer.from(JSON.stringify(o.json(await questionsJson(db, o.questions)), null, 2), 'utf8');
  return reply
    .code(200)
    .header('Content-Type', TYPES[o.format])
    .header('Content-Disposition', `attachment; filename="questions.${o.format}"; filename*=UTF-8''${encodeURIComponent(file)}`)
    .header('Cache-Control', 'no-store')
    .header('X-Total-Count', String(o.questions.length))
    .send(body);
}
