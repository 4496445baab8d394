/*
 * Formulas in question text: LaTeX between `$…$` (inline) or `$$…$$` (display), stored as typed.
 * This file finds them and checks what can be checked without a TeX parser (closed delimiters,
 * balanced braces); the server and the editor also parse each one with KaTeX.
 */

/** A piece of text: plain, or a formula with its LaTeX. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'formula'; tex: string; display: boolean };

/**
 * Splits text into plain parts and formulas. `\$` is a literal dollar sign; an unclosed `$`
 * makes the rest plain text and is reported by `formulaProblems`.
 */
export function splitFormulas(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (text[i] !== '$') {
      plain += text[i++];
      continue;
    }
    const display = text[i + 1] === '$';
    const open = display ? 2 : 1;
    const close = findClose(text, i + open, display);
    if (close < 0) {
      plain += text.slice(i);
      break;
    }
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'formula', tex: text.slice(i + open, close), display });
    i = close + open;
  }
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

function findClose(text: string, from: number, display: boolean): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] === '$' && (!display || text[j + 1] === '$')) return j;
  }
  return -1;
}

/** Whether `text` has a `$` that opens a formula and never closes. */
function unclosed(text: string): boolean {
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '$') {
      i++;
      continue;
    }
    const display = text[i + 1] === '$';
    const close = findClose(text, i + (display ? 2 : 1), display);
    if (close < 0) return true;
    i = close + (display ? 2 : 1);
  }
  return false;
}

function braceProblem(tex: string): boolean {
  let depth = 0;
  for (let i = 0; i < tex.length; i++) {
    if (tex[i] === '\\') i++;
    else if (tex[i] === '{') depth++;
    else if (tex[i] === '}' && --depth < 0) return true;
  }
  return depth !== 0;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text of rich-text HTML (tags dropped, the entities the editor writes decoded), as formulas are read from it. */
export const htmlText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(lt|gt|amp|quot|#39|nbsp);/g, (e) => ENTITIES[e]);

/** The text fields of a question that may hold formulas, by the field name errors are reported at. */
export function formulaFields(v: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const add = (field: string, value: unknown) => {
    if (typeof value === 'string' && value.includes('$')) out.push([field, htmlText(value)]);
  };
  for (const f of ['stem', 'analysis', 'reference_answer']) add(f, v[f]);
  const options = (prefix: string, xs: unknown) =>
    ((xs as { text?: unknown; note?: unknown }[] | undefined) ?? []).forEach((o, i) => {
      add(`${prefix}.${i}.text`, o?.text);
      add(`${prefix}.${i}.note`, o?.note);
    });
  options('options', v.options);
  options('shared_options', v.shared_options);
  ((v.sub_questions as Record<string, unknown>[] | undefined) ?? []).forEach((s, i) => {
    for (const f of ['stem', 'analysis', 'reference_answer']) add(`sub_questions.${i}.${f}`, s?.[f]);
    options(`sub_questions.${i}.options`, s?.options);
  });
  return out;
}

/** Formulas that cannot be right whatever the parser: a `$` never closed, braces that do not pair. */
export function formulaProblems(v: Record<string, unknown>): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const [field, text] of formulaFields(v)) {
    if (unclosed(text)) {
      out.push({ field, message: '公式的 $ 没有闭合（字面的美元符号请写作 \\$）' });
      continue;
    }
    const bad = splitFormulas(text).find((p) => p.kind === 'formula' && braceProblem(p.tex));
    if (bad && bad.kind === 'formula') out.push({ field, message: `公式 ${bad.tex} 的花括号没有配对` });
  }
  return out;
}
