import type { FieldError } from '@admin/shared/contract';
import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  boolean: '布尔值 true 或 false',
  array: '数组',
  object: '对象',
  null: 'null',
  date: '日期',
};

const fmtValues = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('、');

/**
 * One message a person can act on, in Chinese, for a zod issue. Messages written into the
 * schemas (refinements, regexes with a message) are kept as they are.
 */
function messageOf(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return '必填';
      return `类型错误：应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '不能为空' : `至少 ${min} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? '至少选择 1 项' : `至少 ${min} 项`;
      return issue.inclusive ? `不能小于 ${min}` : `必须大于 ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `最多 ${max} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `最多 ${max} 项`;
      return issue.inclusive ? `不能大于 ${max}` : `必须小于 ${max}`;
    }
    case 'invalid_value':
      return `可选值：${fmtValues(issue.values)}`;
    case 'invalid_format':
      if (issue.format === 'regex' || issue.format === 'starts_with' || issue.format === 'ends_with' || issue.format === 'includes') {
        return issue.message && !issue.message.startsWith('Invalid') ? issue.message : '格式不正确';
      }
      if (issue.format === 'datetime') return '应为带时区的 ISO 8601 时间，例如 2026-03-01T08:00:00+08:00';
      if (issue.format === 'uuid') return '应为 UUID，例如 6f1c2b4e-8a3d-4c5e-9f70-1a2b3c4d5e6f';
      if (issue.format === 'url') return '应为 http:// 或 https:// 开头的网址';
      return `格式不正确（${issue.format}）`;
    case 'not_multiple_of':
      return `应为 ${String(issue.divisor)} 的倍数`;
    case 'invalid_union': {
      const values = issue.errors.flat().flatMap((i) => (i.code === 'invalid_value' ? i.values : []));
      if (input === undefined) return '必填';
      return values.length ? `可选值：${fmtValues(values)}` : '取值无效';
    }
    case 'custom':
      return issue.message;
    default:
      return issue.message;
  }
}

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown => {
  let cur = root;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[k];
  }
  return cur;
};

/** Field errors for `data.errors` of a 40000; `prefix` names where the input came from (query, path). */
export function fieldErrors(error: z.ZodError, input: unknown, prefix = ''): FieldError[] {
  return issuesToErrors(error.issues, input, prefix, []);
}

function issuesToErrors(issues: readonly z.core.$ZodIssue[], input: unknown, prefix: string, at: PropertyKey[]): FieldError[] {
  const out: FieldError[] = [];
  for (const raw of issues) {
    const issue = { ...raw, path: [...at, ...raw.path] } as z.core.$ZodIssue;
    // A union (e.g. create-or-update): report the branch the input came closest to.
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const best = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      if (best.length && !best.every((i) => i.code === 'invalid_value' || i.code === 'invalid_type')) {
        out.push(...issuesToErrors(best, input, prefix, issue.path));
        continue;
      }
    }
    const base = issue.path.map(String).join('.');
    const join = (k: string) => [prefix, base, k].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out.push({ field: join(k), message: '不支持的字段，请删除' });
      continue;
    }
    out.push({ field: join('') || prefix || 'body', message: messageOf(issue, valueAt(input, issue.path)) });
  }
  return out;
}
