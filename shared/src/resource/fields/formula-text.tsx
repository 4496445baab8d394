import { useEffect, useState } from 'react';
import type KatexModule from 'katex';
import { formulaFields, htmlText, splitFormulas } from '@admin/shared/contract/resources';

/*
 * Text with formulas (`$…$` inline, `$$…$$` display, LaTeX as stored) drawn with KaTeX: the same
 * drawing wherever a question is shown (lists, the package page, the preview), and the same
 * parser the server checks saves with.
 */

type Katex = typeof KatexModule;
let katex: Katex | null = null;
let loading: Promise<Katex> | null = null;

/**
 * KaTeX and its CSS, fetched once, by the first formula a screen shows (a chunk of its own: the
 * kit's other screens never download it). Until it is there a formula shows its source and the
 * form's check passes it; the server checks every save with KaTeX regardless.
 */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => (katex = m.default));
  return loading;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** KaTeX's reason a formula does not parse, or null. */
export function formulaError(tex: string, display = false): string | null {
  if (!katex) return null;
  try {
    katex.renderToString(tex, { throwOnError: true, displayMode: display, strict: 'ignore' });
    return null;
  } catch (err) {
    return err instanceof katex.ParseError ? err.rawMessage : String(err);
  }
}

/** The formulas of a question's fields that KaTeX cannot parse, at their fields (the server says the same). */
export function formulaFieldErrors(rec: Record<string, unknown>): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const [field, text] of formulaFields(rec)) {
    for (const p of splitFormulas(text)) {
      if (p.kind !== 'formula') continue;
      const reason = formulaError(p.tex, p.display);
      if (reason) {
        out.push({ field, message: `公式 ${p.tex} 无法解析：${reason}` });
        break;
      }
    }
  }
  return out;
}

/** HTML of text with its formulas drawn; `html`: the text is already (sanitised) HTML. A formula that does not parse shows its source, marked. */
export function formulaHtml(text: string, html = false): string {
  return splitFormulas(text)
    .map((p) => {
      if (p.kind === 'text') return html ? p.text : escape(p.text);
      const tex = html ? htmlText(p.tex) : p.tex;
      if (!katex) return escape(p.display ? `$$${tex}$$` : `$${tex}$`);
      try {
        return katex.renderToString(tex, { throwOnError: true, displayMode: p.display, strict: 'ignore', output: 'htmlAndMathml' });
      } catch (err) {
        const reason = err instanceof katex!.ParseError ? err.rawMessage : String(err);
        return `<code class="formula-error" style="color:#cf1322" title="${escape(reason)}">${escape(tex)}</code>`;
      }
    })
    .join('');
}

export interface FormulaTextProps {
  text: string;
  /** The text is rich-text HTML (a stem, an analysis); otherwise plain text (an option). */
  html?: boolean;
  /** Inline (a span) or a block (a div). */
  block?: boolean;
  className?: string;
}

/** Text with its formulas drawn by KaTeX, marked as content rather than the console's words. */
export function FormulaText({ text, html, block, className }: FormulaTextProps) {
  const [, setLoaded] = useState(katex !== null);
  useEffect(() => {
    if (!katex) void loadKatex().then(() => setLoaded(true));
  }, []);
  const Tag = block ? 'div' : 'span';
  // translate="no": stored content (a stem, a formula) is shown as written, never machine-translated.
  return <Tag className={className} translate="no" dangerouslySetInnerHTML={{ __html: formulaHtml(text, html) }} />;
}
