import { parseTagged, taggedText, unconvertedEquation, type ImportCells, type SourceLine } from '@admin/shared/contract/resources';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { invalid } from '../../http/api-error';
import { ommlToLatex } from './word-math';

/*
 * The question files the import reads beside the kit's sheets: a Word .docx or a text file in
 * the tagged form (question-tagged.ts), and the folding of a sheet's sub-question rows into their
 * passage. mammoth reads a document's text but drops its equations, so each equation is first
 * converted to LaTeX here (word-math.ts) and put in its place as `$…$`; one that cannot be
 * converted is left as a marker naming its paragraph, which the row's check reports.
 */

type Row = { line: number; cells: ImportCells };

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
/** Brackets an equation's number in the text mammoth reads (characters no document types). */
const MARK = (n: number) => `\u2063EQ${n}\u2063`;
const MARKS = /\u2063EQ(\d+)\u2063/g;

/** The paragraphs of a .docx, equations as LaTeX, numbered as Word counts them. */
async function docxParagraphs(bytes: Buffer): Promise<SourceLine[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw invalid([{ field: 'file', message: '无法读取这个 Word 文件：它可能已损坏' }]);
  }
  const doc = zip.file('word/document.xml');
  if (!doc) return [];
  const equations: { latex: string | null; display: boolean }[] = [];
  const xml = (await doc.async('string'))
    .replace(/<m:oMathPara\b[^>]*>([\s\S]*?)<\/m:oMathPara>/g, (_, inner: string) => {
      const parts = [...inner.matchAll(/<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g)].map((m) => ommlToLatex(m[0]));
      equations.push({ latex: parts.some((p) => p === null) ? null : parts.join(' \\\\ '), display: true });
      return `<w:r><w:t xml:space="preserve">${MARK(equations.length - 1)}</w:t></w:r>`;
    })
    .replace(/<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g, (m) => {
      equations.push({ latex: ommlToLatex(m), display: false });
      return `<w:r><w:t xml:space="preserve">${MARK(equations.length - 1)}</w:t></w:r>`;
    });
  zip.file('word/document.xml', xml);
  const { value } = await mammoth.extractRawText({ buffer: await zip.generateAsync({ type: 'nodebuffer' }) });
  // mammoth ends every paragraph with a blank line.
  return value
    .replace(/\n\n$/, '')
    .split('\n\n')
    .map((text, i) => ({
      line: i + 1,
      text: text.replace(MARKS, (_, n: string) => {
        const eq = equations[Number(n)];
        if (eq.latex === null) return unconvertedEquation(i + 1);
        return eq.display ? `$$${eq.latex}$$` : `$${eq.latex}$`;
      }),
    }));
}

/** Text in the tagged form: it has 【答案】 or a passage's tags (a CSV has neither). */
const isTagged = (text: string) => /【(答案|解析|材料题开始)】/.test(text);

/**
 * The questions of a Word file or of tagged text, or null for a sheet (XLSX, CSV, TSV) that the
 * kit reads by its header row.
 */
export async function readQuestionFile(bytes: Buffer): Promise<Row[] | null> {
  if (isZip(bytes)) {
    const zip = await JSZip.loadAsync(bytes).catch(() => null);
    if (!zip?.file('word/document.xml')) return null;
    return parseTagged(await docxParagraphs(bytes));
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  if (!isTagged(text)) return null;
  return parseTagged(text.split(/\r?\n/).map((t, i) => ({ line: i + 1, text: t })));
}

/**
 * A sheet's sub-question rows (所属材料题号 naming a passage's 题号) moved into that passage's 小题
 * cell as tagged text. A row naming no passage of the file stays, and its check says so.
 */
export function foldSubQuestions(rows: readonly Row[]): Row[] {
  const passages = new Map<string, Row>();
  const out: Row[] = [];
  for (const r of rows) {
    const parent = (r.cells.parent_no ?? '').trim();
    const passage = parent ? passages.get(parent) : undefined;
    if (passage) {
      const sub = taggedText(r.cells.question_no ?? '', r.cells);
      passage.cells = { ...passage.cells, sub_questions: passage.cells.sub_questions ? `${passage.cells.sub_questions}\n${sub}` : sub };
      continue;
    }
    const copy = { line: r.line, cells: { ...r.cells } };
    // A row a later one names is its passage (its check says so when it is not one).
    const no = (copy.cells.question_no ?? '').trim();
    if (no && !parent) passages.set(no, copy);
    out.push(copy);
  }
  return out;
}
