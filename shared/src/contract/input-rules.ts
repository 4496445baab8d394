import type { FieldError } from './envelope';

/**
 * Rules every input of the API obeys whatever its schema: the server applies them to the path
 * parameters, the query and the JSON body of every call before the call's own schema, so one rule
 * covers every text field (sign-in included) and every key of a JSON value, and no schema walks
 * input nested deeper than MAX_INPUT_DEPTH.
 *
 * Control characters (Unicode category Cc: U+0000–U+001F, U+007F–U+009F) are invisible, PostgreSQL
 * cannot store U+0000 at all, and XML (an XLSX export) none of them. Tab, line feed and carriage
 * return are the exception, in every text field: text areas send them and both databases keep
 * them; single-line fields lose them at their ends, where the schemas trim.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * How deep objects and arrays may nest in an input (the body itself is level 1). Nothing the
 * contract declares comes near it; deeper input would only exhaust the stack of whatever walks it
 * (zod's `z.json()` at ~1 500 levels), so it is refused before any schema sees it.
 */
export const MAX_INPUT_DEPTH = 32;

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** A key as it may be shown in a field name and a message: its control characters as `U+XXXX`. */
const shownKey = (key: string) => key.replace(new RegExp(CONTROL.source, 'g'), (ch) => `<${codePoint(ch)}>`);

/** Why a text is refused, or null. */
export function controlCharacterProblem(text: string): string | null {
  const at = CONTROL.exec(text);
  if (!at) return null;
  return `第 ${Array.from(text.slice(0, at.index)).length + 1} 个字符是不可见的控制字符 ${codePoint(at[0])}，请删除后再提交`;
}

/**
 * The field errors of an input (a parsed JSON body, a query, path parameters): one per text or key
 * that breaks a rule and one where nesting goes past MAX_INPUT_DEPTH, `field` dotted from `prefix`
 * (`title`, `items.3.title`, `query.keyword`).
 */
export function inputProblems(input: unknown, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  const join = (at: string, k: string) => (at ? `${at}.${k}` : k);
  const walk = (value: unknown, at: string, depth: number) => {
    if (typeof value === 'string') {
      const problem = controlCharacterProblem(value);
      if (problem) out.push({ field: at || 'body', message: problem });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth > MAX_INPUT_DEPTH) {
      out.push({ field: at || 'body', message: `嵌套层级过深：对象和数组最多嵌套 ${MAX_INPUT_DEPTH} 层，请简化内容` });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, join(at, String(i)), depth + 1));
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      const field = join(at, shownKey(k));
      const problem = controlCharacterProblem(k);
      if (problem) out.push({ field, message: `字段名中${problem}` });
      else walk(v, field, depth + 1);
    }
  };
  walk(input, prefix, 1);
  return out;
}
