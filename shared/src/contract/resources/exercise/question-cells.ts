import type { ImportCells } from '../import-batch';
import { OPTION_LABELS, type QuestionContent, type QuestionOption, type SubQuestion } from './question';
import { paragraphs, SOURCE_NAMES, TYPE_NAMES } from './question-import';
import { taggedText } from './question-tagged';

/*
 * A question written as one row of the import sheet (question-import.ts), the way an export of
 * the bank or of a package writes it: importing the file again reads back the same question. What
 * the sheet has no column for stays behind (option notes, per-blank scores and normalisation,
 * scoring points, the analysis video, partial credit, enabled); the JSON export keeps all of it.
 */

const UNESCAPE: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/**
 * Rich text as the cell a person types: a line a paragraph when that is all it is (the import
 * makes the same paragraphs of it), else the HTML itself, which the import keeps as it is.
 */
export function richCell(html: string): string {
  if (!html) return '';
  if (/^(<p>[^<]*<\/p>)+$/.test(html)) {
    const text = html
      .slice(3, -4)
      .split('</p><p>')
      .map((l) => l.replace(/&(lt|gt|quot|amp);/g, (m) => UNESCAPE[m]))
      .join('\n');
    if (paragraphs(text) === html) return text;
  }
  return html;
}

const letters = (options: readonly QuestionOption[]): ImportCells =>
  Object.fromEntries(OPTION_LABELS.map((l) => [l, options.find((o) => o.label === l)?.text ?? '']));

/** The answer cell: option letters, 对 / 错, blanks (`|` between, `;` between accepted answers), or a model answer. */
function answerCell(type: string, q: Pick<QuestionContent, 'answer' | 'blanks'>, model: string): string {
  if (type === 'judge') return q.answer[0] === 'T' ? '对' : q.answer[0] === 'F' ? '错' : '';
  if (type === 'blank') return q.blanks.map((b) => b.accepted.join(';')).join('|');
  if (type === 'subjective') return model;
  if (type === 'composite') return '';
  return q.answer.join('');
}

/** A sub-question as the tagged text of its passage's 小题 cell. */
function subText(s: SubQuestion, i: number): string {
  return taggedText(String(i + 1), {
    stem: s.stem,
    ...letters(s.options),
    type: TYPE_NAMES[s.type][0],
    answer: answerCell(s.type, s, s.reference_answer),
    analysis: s.analysis,
    score: String(s.score),
  });
}

/** The names the sheet writes for a question's subject and knowledge points. */
export interface QuestionNames {
  subject: string;
  knowledge: string[];
}

/** A question as the cells of one import row. */
export function questionCells(q: QuestionContent, names: QuestionNames): ImportCells {
  const composite = q.type === 'composite';
  return {
    external_id: q.external_id,
    parent_no: '',
    type: TYPE_NAMES[q.type][0],
    subject: names.subject,
    stem: richCell(q.stem),
    ...letters(composite ? q.shared_options : q.options),
    answer: answerCell(q.type, q, richCell(q.reference_answer)),
    analysis: richCell(q.analysis),
    difficulty: String(q.difficulty),
    score: String(q.score),
    knowledge: names.knowledge.join('、'),
    tags: q.tags.join('，'),
    source: SOURCE_NAMES[q.source][0],
    exam_year: q.exam_year === null ? '' : String(q.exam_year),
    paper: q.paper,
    question_no: q.question_no,
    sub_questions: composite ? q.sub_questions.map(subText).join('\n') : '',
  };
}
