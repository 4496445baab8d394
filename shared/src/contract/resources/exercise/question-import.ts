import { z } from 'zod';
import type { CellError, ImportCells } from '../import-batch';
import { cellError, columnOf, type ImportColumn, type ImportSpec } from '../import-spec';
import {
  CHOICE_TYPES,
  OPTION_LABELS,
  QUESTION_SOURCES,
  QUESTION_TYPES,
  questionCheck,
  questionFields,
  type QuestionBlank,
  type QuestionOption,
  type SubQuestion,
} from './question';
import { parseTagged, UNCONVERTED_EQUATION } from './question-tagged';

/*
 * Importing questions (/exercise/quiz-pkg, the bank's 导入): an XLSX of one row per question (the
 * template), or a Word file / text in the tagged form of question-tagged.ts, each question becoming
 * one row of a staged batch. A composite's sub-questions are rows naming its number in 所属材料题号
 * (folded into its 小题 cell when the file is read) or tagged text in that cell.
 */

type Rec = Record<string, unknown>;

/** The names a type is written as in a file (the first is what an export writes). */
export const TYPE_NAMES: Record<string, readonly string[]> = {
  single: ['单选题', '单选', '单项选择题', 'single'],
  multiple: ['多选题', '多选', '多项选择题', 'multiple'],
  indefinite: ['不定项', '不定项选择', '不定项选择题', 'indefinite'],
  judge: ['判断题', '判断', 'judge', 'true/false'],
  blank: ['填空题', '填空', 'blank'],
  subjective: ['主观题', '简答题', '解答题', '计算题', '论述题', '分析题', '写作', '翻译', 'subjective'],
  composite: ['材料题', '材料', '阅读理解', '完形填空', '七选五', 'composite'],
};
export const SOURCE_NAMES: Record<string, readonly string[]> = {
  real: ['真题', 'real'],
  mock: ['模拟题', '模拟', 'mock'],
  textbook: ['教材', 'textbook'],
  original: ['原创', 'original'],
};
export const TRUE = ['对', '√', '✓', '正确', 'T', 'TRUE', '是', 'Y'];
export const FALSE = ['错', '×', '✗', '错误', 'F', 'FALSE', '否', 'N'];

const nameOf = (names: Record<string, readonly string[]>, text: string) => {
  const t = text.trim().toLowerCase();
  return Object.keys(names).find((k) => names[k].some((n) => n.toLowerCase() === t));
};

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** A cell holding the editor's HTML as it is (an export of formatted text): a block element first and last. */
export const isMarkup = (text: string) => /^\s*<(p|h[1-4]|ul|ol|pre|blockquote)[\s>][\s\S]*<\/(p|h[1-4]|ul|ol|pre|blockquote)>\s*$/i.test(text);
/**
 * Plain text as the rich-text HTML a stem or an analysis is stored as: a paragraph a line. A cell
 * that is already the editor's HTML stays as it is (the server sanitises it as it does a save).
 */
export const paragraphs = (text: string) =>
  isMarkup(text)
    ? text.trim()
    : text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => `<p>${l.replace(/[&<>"]/g, (c) => ESC[c])}</p>`)
        .join('');

/** Blanks: `|` between blanks, `;` between the answers one blank accepts. */
const splitBlanks = (text: string) =>
  text.split(/[|｜]/).map((b) =>
    b
      .split(/[;；]/)
      .map((a) => a.trim())
      .filter(Boolean),
  );
const list = (text: string) =>
  text
    .split(/[,，、;；\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

const LETTERS = OPTION_LABELS as readonly string[];

/** The options of columns A–H: filled from A on, with no gap. */
function optionsOf(cells: ImportCells, errors: CellError[]): QuestionOption[] {
  const filled = LETTERS.filter((l) => (cells[l] ?? '').trim() !== '');
  const last = filled.length ? LETTERS.indexOf(filled.at(-1)!) : -1;
  const gap = LETTERS.slice(0, last + 1).find((l) => !filled.includes(l));
  if (gap) errors.push(cellError(gap, `选项 ${gap} 为空：选项应从 A 起连续填写`, `Option ${gap} is empty: fill options from A on without a gap`));
  return filled.map((label) => ({ label: label as QuestionOption['label'], text: cells[label].trim(), note: '' }));
}

/** A type from its cell, or guessed from what the question has. */
function typeOf(cells: ImportCells, options: number, errors: CellError[], column = 'type'): string | undefined {
  const named = cells.type ? nameOf(TYPE_NAMES, cells.type) : undefined;
  if (cells.type && !named) {
    errors.push(cellError(column, `不认识的题型“${cells.type}”`, `Unknown type "${cells.type}"`));
    return undefined;
  }
  if (named) return named;
  const answer = (cells.answer ?? '').trim();
  if (options) return answer.replace(/[^A-Ha-h]/g, '').length > 1 ? 'multiple' : 'single';
  if ([...TRUE, ...FALSE].includes(answer.toUpperCase())) return 'judge';
  if (/_{3,}|（\s*）|\(\s*\)/.test(cells.stem ?? '')) return 'blank';
  return 'subjective';
}

/** The answer cell read for the type: option letters, 对/错, blanks, or a model answer. */
function answerOf(type: string, cells: ImportCells, score: number, errors: CellError[], column = 'answer'): Rec {
  const text = (cells.answer ?? '').trim();
  if (CHOICE_TYPES.includes(type)) {
    const letters = text
      .normalize('NFKC')
      .toUpperCase()
      .replace(/[\s,，、;；]/g, '');
    if (/[^A-H]/.test(letters)) {
      errors.push(cellError(column, `答案“${text}”应为选项字母，如 B 或 ACD`, `The key "${text}" should be option letters, e.g. B or ACD`));
      return { answer: [] };
    }
    return { answer: [...letters] };
  }
  if (type === 'judge') {
    const up = text.toUpperCase();
    if (TRUE.includes(up)) return { answer: ['T'] };
    if (FALSE.includes(up)) return { answer: ['F'] };
    errors.push(cellError(column, `判断题的答案应为“对”或“错”，不是“${text}”`, `A true/false key is 对 (true) or 错 (false), not "${text}"`));
    return { answer: [] };
  }
  if (type === 'blank') {
    const blanks = splitBlanks(text);
    const each = blanks.length ? score / blanks.length : 0;
    if (blanks.some((b) => !b.length))
      errors.push(cellError(column, '每个空都要有答案（空与空之间用 | 分隔）', 'Every blank needs an answer (blanks are separated by |)'));
    else if (each * 2 !== Math.round(each * 2)) {
      errors.push(
        cellError(
          'score',
          `分值 ${score} 不能平均分给 ${blanks.length} 个空（每空须为 0.5 的倍数）`,
          `A score of ${score} cannot be shared by ${blanks.length} blanks (each must be a multiple of 0.5)`,
        ),
      );
    }
    return { blanks: blanks.map((accepted): Partial<QuestionBlank> => ({ accepted, score: each })) };
  }
  if (type === 'subjective') return { reference_answer: paragraphs(text) };
  if (text) errors.push(cellError(column, '材料题的答案写在各小题中', 'A passage’s keys go with its sub-questions'));
  return {};
}

const numberOf = (text: string, fallback: number | null, column: string, en: string, errors: CellError[]) => {
  if (text.trim() === '') return fallback;
  const n = Number(text.normalize('NFKC').trim());
  if (Number.isFinite(n)) return n;
  errors.push(cellError(column, `应为数字，不是“${text}”`, `${en} should be a number, not "${text}"`));
  return fallback;
};

/** The sub-questions of a composite's 小题 cell (tagged text), problems named by their number. */
function subQuestionsOf(text: string, errors: CellError[]): Partial<SubQuestion>[] {
  const blocks = parseTagged(text.split(/\r?\n/).map((t, i) => ({ line: i + 1, text: t })));
  return blocks.map((b, i) => {
    const own: CellError[] = [];
    const options = optionsOf(b.cells, own);
    const type = typeOf(b.cells, options.length, own) ?? 'single';
    const score = numberOf(b.cells.score ?? '', 0, 'score', 'The score', own) ?? 0;
    const sub = {
      type: type as SubQuestion['type'],
      stem: (b.cells.stem ?? '').trim(),
      options,
      ...answerOf(type, b.cells, score, own),
      analysis: (b.cells.analysis ?? '').trim(),
      score,
    } as Partial<SubQuestion>;
    if (sub.reference_answer) sub.reference_answer = (b.cells.answer ?? '').trim();
    for (const e of own) errors.push(cellError('sub_questions', `第 ${i + 1} 小题：${e.message}`, `Sub-question ${i + 1}: ${e.message_en}`));
    return sub;
  });
}

function toRecord(cells: ImportCells): { record: Rec; errors: CellError[] } {
  const errors: CellError[] = [];
  for (const [column, text] of Object.entries(cells)) {
    const eq = UNCONVERTED_EQUATION.exec(text);
    if (eq) {
      errors.push(
        cellError(
          column,
          `第 ${eq[1]} 段的 Word 公式无法自动转换：请把标记处改写为 $…$ 形式的 LaTeX`,
          `The Word equation of paragraph ${eq[1]} could not be converted: replace the marker with LaTeX as $…$`,
        ),
      );
    }
  }
  if (cells.parent_no) {
    errors.push(
      cellError(
        'parent_no',
        `找不到题号为 ${cells.parent_no} 的材料题：小题行的所属材料题号应为同一文件中某道材料题的题号`,
        `No passage numbered ${cells.parent_no}: a sub-question row names the number of a passage in the same file`,
      ),
    );
  }
  const options = optionsOf(cells, errors);
  const type = typeOf(cells, options.length, errors);
  const score = numberOf(cells.score, null, 'score', 'The score', errors);
  if (score === null && type !== 'composite' && !errors.some((e) => e.column === 'score')) errors.push(cellError('score', '请填写分值', 'Give the score'));
  const difficulty = cells.difficulty.replace(/☆/g, '').trim();
  const r: Rec = {
    type,
    subject: cells.subject,
    stem: paragraphs(cells.stem),
    analysis: paragraphs(cells.analysis),
    difficulty: /^★+$/.test(difficulty) ? difficulty.length : numberOf(difficulty, 3, 'difficulty', 'The difficulty', errors),
    score,
    knowledge: list(cells.knowledge),
    tags: list(cells.tags),
    exam_year: numberOf(cells.exam_year, null, 'exam_year', 'The year', errors),
    paper: cells.paper,
    question_no: cells.question_no,
    external_id: cells.external_id,
  };
  const source = cells.source ? nameOf(SOURCE_NAMES, cells.source) : r.exam_year ? 'real' : 'original';
  if (!source)
    errors.push(
      cellError('source', `来源只能是 真题、模拟题、教材、原创`, 'The source is 真题 (past exam), 模拟题 (mock), 教材 (textbook) or 原创 (original)'),
    );
  else r.source = source;
  if (type === 'composite') {
    r.shared_options = options;
    r.sub_questions = subQuestionsOf(cells.sub_questions, errors);
    // Its score is its sub-questions' when the cell is left empty.
    if (score === null) r.score = (r.sub_questions as { score?: number }[]).reduce((a, s) => a + (s.score ?? 0), 0);
  } else {
    if (cells.sub_questions) errors.push(cellError('sub_questions', '只有材料题有小题', 'Only a passage has sub-questions'));
    if (CHOICE_TYPES.includes(type ?? '')) r.options = options;
    else if (options.length) errors.push(cellError('A', '只有选择题有选项', 'Only choice questions have options'));
    if (type) Object.assign(r, answerOf(type, cells, score ?? 0, errors));
  }
  return { record: r, errors };
}

/** The cross-field problems of questionCheck in Chinese, with their English. */
const ENGLISH: [RegExp, (...m: string[]) => string][] = [
  [/^答案“(.+)”不在选项 A–(.) 中$/, (a, l) => `The key "${a}" is not among options A–${l}`],
  [/^判断题的答案为“对”或“错”$/, () => 'A true/false key is 对 (true) or 错 (false)'],
  [/^选择题至少 2 个选项$/, () => 'A choice question has at least 2 options'],
  [/^选项应从 A 开始依次排列$/, () => 'Options run from A on in order'],
  [/^答案中有重复的选项$/, () => 'The key repeats an option'],
  [/^单选题只有一个答案$/, () => 'A single-choice question has one key'],
  [/^多选题至少两个答案$/, () => 'A multiple-choice question has at least two keys'],
  [/^请选择答案$/, () => 'Give the key'],
  [/^只有选择题有选项$/, () => 'Only choice questions have options'],
  [/^填空题至少一个空$/, () => 'A fill-in question has at least one blank'],
  [/^各空分值之和 (.+) 应等于本题分值 (.+)$/, (a, b) => `The blanks’ scores add up to ${a}, not the question’s ${b}`],
  [/^只有填空题有空$/, () => 'Only fill-in questions have blanks'],
  [/^得分点分值之和 (.+) 应等于本题分值 (.+)$/, (a, b) => `The scoring points add up to ${a}, not the question’s ${b}`],
  [/^材料题至少一道小题$/, () => 'A passage has at least one sub-question'],
  [/^小题分值之和 (.+) 应等于本题分值 (.+)$/, (a, b) => `The sub-questions add up to ${a}, not the question’s ${b}`],
  [/^已设置共用选项，小题不再单独设选项$/, () => 'With shared options a sub-question has none of its own'],
  [/^填空小题至少一个空$/, () => 'A fill-in sub-question has at least one blank'],
  [/^只有材料题有小题$/, () => 'Only a passage has sub-questions'],
  [/^只有材料题有共用选项$/, () => 'Only a passage has shared options'],
  [/^公式的 \$ 没有闭合/, () => 'A formula’s $ is not closed (write a literal dollar sign as \\$)'],
  [/^公式 (.+) 的花括号没有配对$/, (f) => `The braces of formula ${f} do not pair`],
  [/^公式 (.+) 无法解析：(.*)$/, (f, why) => `Formula ${f} does not parse: ${why}`],
];

/** A problem of the question's rules said in English too. */
export function questionProblemEnglish(message: string): string {
  for (const [re, en] of ENGLISH) {
    const m = re.exec(message);
    if (m) return en(...m.slice(1));
  }
  return message;
}

const COLUMNS: ImportColumn[] = [
  { key: 'external_id', header: ['外部编号', 'External id'], fields: ['external_id'], example: 'MATH1-2023-05', width: 14 },
  { key: 'parent_no', header: ['所属材料题号', 'Passage number'], fields: [], example: '', width: 10 },
  { key: 'type', header: ['题型', 'Type'], options: QUESTION_TYPES.map((t) => TYPE_NAMES[t][0]), example: '单选题', width: 8 },
  { key: 'subject', header: ['科目', 'Subject'], required: true, fields: ['subject', 'subject_id'], example: '数学一', width: 10 },
  { key: 'stem', header: ['题干', 'Stem'], required: true, example: "设 $f(x)=x^2$，则 $f'(2)=$（　）", width: 40, multiline: true },
  ...LETTERS.map((l, i): ImportColumn => ({
    key: l,
    header: [`选项${l}`, `Option ${l}`],
    fields: i === 0 ? ['options', 'options.0', 'shared_options', 'shared_options.0'] : [`options.${i}`, `shared_options.${i}`],
    example: ['$2$', '$4$', '$6$', '$8$', '', '', '', ''][i],
    width: 12,
  })),
  {
    key: 'answer',
    header: ['答案', 'Key'],
    fields: ['answer', 'blanks', 'reference_answer', 'score_points', 'partial_credit'],
    example: 'B',
    width: 10,
  },
  { key: 'analysis', header: ['解析', 'Analysis'], fields: ['analysis', 'analysis_video'], example: "$f'(x)=2x$，故 $f'(2)=4$。", width: 30, multiline: true },
  { key: 'difficulty', header: ['难度', 'Difficulty'], options: ['1', '2', '3', '4', '5'], example: '2', width: 6 },
  { key: 'score', header: ['分值', 'Score'], example: '5', width: 6 },
  { key: 'knowledge', header: ['知识点', 'Knowledge points'], fields: ['knowledge', 'knowledge_ids'], example: '导数', width: 14 },
  { key: 'tags', header: ['标签', 'Tags'], example: '基础', width: 10 },
  { key: 'source', header: ['来源', 'Source'], options: QUESTION_SOURCES.map((s) => SOURCE_NAMES[s][0]), example: '真题', width: 8 },
  { key: 'exam_year', header: ['年份', 'Year'], example: '2023', width: 6 },
  { key: 'paper', header: ['试卷', 'Paper'], example: '数学一', width: 10 },
  { key: 'question_no', header: ['题号', 'Number'], example: '5', width: 6 },
  { key: 'sub_questions', header: ['小题', 'Sub-questions'], fields: ['sub_questions'], example: '', width: 30, multiline: true },
];

/** What a row's record must be before the server finds its subject and knowledge points by name. */
const { subject_id: _subject, knowledge_ids: _knowledge, ...own } = questionFields;
const importRecord = z.strictObject({
  ...own,
  subject: z.string().trim().min(1).max(32),
  knowledge: z.array(z.string().trim().min(1).max(32)).max(10),
});

/**
 * The question sheet. The natural key is the external id when a row has one; without it a row
 * updates a stored question of exactly the same content (the server's `naturalKey`), so importing
 * a file twice never doubles the bank.
 */
export const questionImport: ImportSpec = {
  sheet: ['题目', 'Questions'],
  key: ['external_id'],
  columns: COLUMNS,
  toRecord,
  schema: importRecord,
  check: (record) =>
    questionCheck(record).map((e) => {
      const sub = /^sub_questions\.(\d+)\./.exec(e.field);
      const en = questionProblemEnglish(e.message);
      return sub
        ? cellError('sub_questions', `第 ${Number(sub[1]) + 1} 小题：${e.message}`, `Sub-question ${Number(sub[1]) + 1}: ${en}`)
        : cellError(columnOf(questionImport, e.field), e.message, en);
    }),
};
