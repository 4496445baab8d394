import type { ImportCells } from '../import-batch';

/*
 * Questions written as tagged text, the way teachers type them in Word or a text file:
 *
 *   【科目】数学一            (before the first question: applies to every question; so do 分值, 难度, 来源, 知识点)
 *   1、设 $f(x)=x^2$，则 $f'(2)=$（　）
 *   A. 2   B. 4   C. 6   D. 8      (one option a line, or several on one line)
 *   【答案】B
 *   【解析】求导得 $2x$。       (a tag's text may go on over the following lines)
 *   【难度】2  【知识点】导数  【来源】2023 数学一 第 5 题  【分值】5
 *
 *   【材料题开始】
 *   passage … (its options before the first sub-question are shared: 七选五, matching)
 *   1. sub-question …  【答案】…
 *   【材料题结束】
 *
 * Each question becomes the cells of one import row (the columns of question-import.ts), so a
 * question from a file is checked, fixed and confirmed like a row of the XLSX template. A
 * composite's sub-questions stay tagged text in its `sub_questions` cell.
 */

/** The marker left where a Word equation could not be converted into LaTeX: the row's check reports it at its cell. */
export const unconvertedEquation = (paragraph: number) => `⟦Word 公式（第 ${paragraph} 段）无法转换⟧`;
export const UNCONVERTED_EQUATION = /⟦Word 公式（第 (\d+) 段）无法转换⟧/;

export interface SourceLine {
  /** The line (text file) or paragraph (Word) number, from 1. */
  line: number;
  text: string;
}

export interface TaggedQuestion {
  line: number;
  cells: ImportCells;
}

/** Tags and the cell each fills (several spellings teachers use). */
const TAGS: Record<string, string> = {
  答案: 'answer',
  正确答案: 'answer',
  参考答案: 'answer',
  解析: 'analysis',
  答案解析: 'analysis',
  解答: 'analysis',
  难度: 'difficulty',
  知识点: 'knowledge',
  考点: 'knowledge',
  来源: 'source_text',
  出处: 'source_text',
  分值: 'score',
  分数: 'score',
  题型: 'type',
  标签: 'tags',
  科目: 'subject',
  外部编号: 'external_id',
  编号: 'external_id',
};
/** Tags whose value is one line. */
const ONE_LINE = new Set(['difficulty', 'knowledge', 'source_text', 'score', 'type', 'tags', 'subject', 'external_id']);
/** Tags before the first question that set every question's value. */
const DEFAULTS = new Set(['subject', 'score', 'difficulty', 'source_text', 'knowledge', 'type']);

const QUESTION = /^(\d{1,3})\s*[、.．](?!\d)\s*(.*)$/;
const OPTION = /^([A-H])\s*[.．、:：)）]\s*(.*)$/;
const TAG = /^【([^】]{1,8})】\s*(.*)$/;
/** Several options on one line: split before each further letter. */
const MORE_OPTIONS = /\s+(?=[B-H]\s*[.．、:：)）])/;
/** 一、单项选择题 and the like: headings between questions. */
const HEADING = /^[一二三四五六七八九十]+\s*[、.．]/;
const COMPOSITE_START = /^【材料题开始】$/;
const COMPOSITE_END = /^【材料题结束】$/;

/** 【来源】2023 数学一 第 5 题 / 2022年模拟卷 / 教材 → the source, year, paper and number cells. */
export function sourceCells(text: string): Pick<ImportCells, 'source' | 'exam_year' | 'paper' | 'question_no'> {
  let rest = text;
  const year = /(19|20)\d{2}/.exec(rest)?.[0] ?? '';
  rest = rest.replace(/(19|20)\d{2}\s*年?/, ' ');
  const no = /第\s*(\d{1,3})\s*题/.exec(rest)?.[1] ?? '';
  rest = rest.replace(/第\s*\d{1,3}\s*题/, ' ');
  const source = /模拟/.test(rest) ? '模拟题' : /教材|课本/.test(rest) ? '教材' : /原创/.test(rest) ? '原创' : year || /真题/.test(rest) ? '真题' : '';
  const paper = rest
    .replace(/全国硕士研究生招生考试|考研|真题|模拟卷|模拟题|模拟|教材|课本|原创|试卷|卷/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { source, exam_year: year, paper, question_no: no };
}

type Block = { line: number; cells: Record<string, string>; last: string | null; lines: string[] };

const blank = (line: number): Block => ({ line, cells: {}, last: null, lines: [] });

/** Adds `text` to a cell (a further line of it goes on a new line). */
function put(b: Block, key: string, text: string, append = false): void {
  b.cells[key] = append && b.cells[key] ? `${b.cells[key]}\n${text}` : text;
  b.last = key;
}

/** One line inside a question: an option (or several), a tag, or more of the last cell. */
function readLine(b: Block, text: string): void {
  const tag = TAG.exec(text);
  if (tag) {
    const key = TAGS[tag[1].trim()];
    if (key) {
      // Several tags on one line: 【难度】2 【知识点】导数
      const [own, ...more] = tag[2].split(/\s*(?=【[^】]{1,8}】)/);
      put(b, key, own.trim());
      for (const m of more) readLine(b, m);
      return;
    }
  }
  if (OPTION.test(text)) {
    for (const piece of text.split(MORE_OPTIONS)) {
      const o = OPTION.exec(piece.trim());
      if (o) put(b, o[1], o[2].trim());
      else if (b.last) put(b, b.last, piece.trim(), true);
    }
    return;
  }
  // A value of one line (科目, 分值 …) takes no further lines: the text is the stem's.
  put(b, b.last && !ONE_LINE.has(b.last) ? b.last : 'stem', text, true);
}

/** A block's cells as the import's columns (the source split into its parts). */
function cellsOf(b: Block, defaults: Record<string, string>): ImportCells {
  const all = { ...defaults, ...b.cells };
  const { source_text, ...cells } = all;
  return { ...cells, ...(source_text !== undefined ? sourceCells(source_text) : {}) };
}

/** A passage's row: its sub-questions' lines in its 小题 cell; its score theirs unless it has its own (a file's default score is a question's). */
function passage(b: Block, defaults: Record<string, string>): TaggedQuestion {
  const { score: _score, ...rest } = defaults;
  return { line: b.line, cells: { ...cellsOf(b, rest), type: '材料题', sub_questions: b.lines.join('\n') } };
}

/**
 * The questions of tagged text, each with the line it starts at. Blank lines and headings between
 * questions are skipped; tags before the first question set every question's value.
 */
export function parseTagged(lines: readonly SourceLine[]): TaggedQuestion[] {
  const out: TaggedQuestion[] = [];
  const defaults: Record<string, string> = {};
  let current: Block | null = null;
  /** Inside 【材料题开始】…: the passage's block, and the sub-questions' lines once they start. */
  let composite: Block | null = null;
  const finish = () => {
    if (current && !composite) out.push({ line: current.line, cells: cellsOf(current, defaults) });
    current = null;
  };
  for (const { line, text: raw } of lines) {
    const text = raw.trim();
    if (!text) continue;
    if (COMPOSITE_START.test(text)) {
      finish();
      composite = blank(line);
      composite.cells.type = '材料题';
      continue;
    }
    if (composite) {
      if (COMPOSITE_END.test(text)) {
        out.push(passage(composite, defaults));
        composite = null;
        continue;
      }
      if (composite.lines.length || QUESTION.test(text)) composite.lines.push(text);
      else readLine(composite, text);
      continue;
    }
    const q = QUESTION.exec(text);
    if (q) {
      finish();
      current = blank(line);
      if (q[2]) readLine(current, q[2]);
      continue;
    }
    if (current) {
      readLine(current, text);
      continue;
    }
    const tag = TAG.exec(text);
    const key = tag ? TAGS[tag[1].trim()] : undefined;
    if (key && DEFAULTS.has(key)) defaults[key] = tag![2].trim();
    else if (!HEADING.test(text)) {
      // Text before any question that is not a heading: kept as a question of its own, so it is
      // shown (with the problems that make it no question) rather than lost.
      current = blank(line);
      readLine(current, text);
    }
  }
  finish();
  // A passage whose end tag is missing ends with the text.
  if (composite) out.push(passage(composite, defaults));
  return out;
}

/** A question's cells written back as tagged text (a sub-question row of a sheet folded into its passage). */
export function taggedText(n: string, cells: ImportCells): string {
  const lines = [`${n || '1'}、${cells.stem ?? ''}`];
  for (const l of 'ABCDEFGH') if (cells[l]) lines.push(`${l}. ${cells[l]}`);
  const tag = (name: string, key: string) => {
    if (cells[key]) lines.push(`【${name}】${cells[key]}`);
  };
  tag('题型', 'type');
  tag('答案', 'answer');
  tag('解析', 'analysis');
  tag('分值', 'score');
  return lines.join('\n');
}
