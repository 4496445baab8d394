import { formulaFields, splitFormulas } from '@admin/shared/contract/resources';
import katex from 'katex';

/**
 * Each formula of a question parsed with KaTeX, as the console and the app draw it: one that does
 * not parse is an error at its field, with KaTeX's own reason.
 */
export function formulaErrors(rec: Record<string, unknown>): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const [field, text] of formulaFields(rec)) {
    for (const part of splitFormulas(text)) {
      if (part.kind !== 'formula') continue;
      try {
        katex.renderToString(part.tex, { throwOnError: true, displayMode: part.display, strict: 'ignore' });
      } catch (err) {
        const reason = err instanceof katex.ParseError ? err.rawMessage : String(err);
        out.push({ field, message: `公式 ${part.tex} 无法解析：${reason}` });
        break;
      }
    }
  }
  return out;
}
