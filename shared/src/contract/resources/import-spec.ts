import type { z } from 'zod';
import type { CellError, ImportCells } from './import-batch';

type Rec = Record<string, unknown>;

/** One column of an import sheet. */
export interface ImportColumn {
  /** The cell's key in a row (also the record field it fills unless `fields` says otherwise). */
  key: string;
  /** The header in the template, Chinese and English; a file may use either (or the key). */
  header: readonly [zh: string, en: string];
  /** Record fields whose problems are this column's (a field path starting with one of them). */
  fields?: readonly string[];
  required?: boolean;
  /** The texts the column takes: a drop-down in the template. */
  options?: readonly string[];
  /** A code typed as a number loses its leading zeros in a spreadsheet: written back to this many digits. */
  digits?: number;
  /** A value the template's example row shows. */
  example: string;
  /** Column width in the template, in characters. */
  width?: number;
  /** Text of several lines (a stem): fixed in a text area. */
  multiline?: boolean;
}

/**
 * How a resource is imported: the sheet's columns, how a row's cells make a record, and the
 * record fields of its natural key (a re-import of the same key updates the record). Declared in
 * the contract, so the browser checks a row as it is typed with exactly what the server checks
 * when staging it; checks that need the database (references) are the server's alone.
 */
export interface ImportSpec {
  /** Sheet name of the template, Chinese and English. */
  sheet: readonly [zh: string, en: string];
  columns: readonly ImportColumn[];
  /** Record fields of the natural key. */
  key: readonly string[];
  /** The record a row's trimmed cells make, and problems of cells that make no value at all. */
  toRecord(cells: ImportCells): { record: Rec; errors: CellError[] };
  /** What the record must satisfy (the resource's create schema, less what the server resolves). */
  schema: z.ZodType;
  /** Rules between fields, each problem pinned to a column. */
  check?: (record: Rec) => CellError[];
}

const ENGLISH = new Map<string, string>();

/**
 * A schema message that has an English twin: returns the Chinese (what the server's messages are)
 * and remembers the English, which an import shows beside it (`issueText`).
 */
export function bilingual(zh: string, en: string): string {
  ENGLISH.set(zh, en);
  return zh;
}

/** A problem pinned to `column`. */
export const cellError = (column: string, message: string, message_en: string): CellError => ({ column, message, message_en });

/** The column a record field's problem belongs to: the one whose field is the longest prefix of the path. */
export function columnOf(spec: ImportSpec, path: string): string {
  let best = '';
  let column = spec.columns[0]?.key ?? '';
  for (const c of spec.columns) {
    for (const f of c.fields ?? [c.key]) {
      if ((path === f || path.startsWith(`${f}.`)) && f.length > best.length) {
        best = f;
        column = c.key;
      }
    }
  }
  return column;
}

/** A schema problem said in Chinese and English (a message made with `bilingual` has its English). */
export function issueText(issue: z.core.$ZodIssue): [string, string] {
  const i = issue as z.core.$ZodIssue & { minimum?: unknown; maximum?: unknown; origin?: string; values?: unknown[] };
  switch (i.code) {
    case 'too_small':
      if (i.origin === 'string' && Number(i.minimum) === 1) return ['不能为空', 'Must not be empty'];
      if (i.origin === 'array') return [`至少 ${String(i.minimum)} 项`, `At least ${String(i.minimum)} items`];
      return [`不能小于 ${String(i.minimum)}`, `Must be at least ${String(i.minimum)}`];
    case 'too_big':
      if (i.origin === 'string') return [`最多 ${String(i.maximum)} 个字符`, `At most ${String(i.maximum)} characters`];
      if (i.origin === 'array') return [`最多 ${String(i.maximum)} 项`, `At most ${String(i.maximum)} items`];
      return [`不能大于 ${String(i.maximum)}`, `Must be at most ${String(i.maximum)}`];
    case 'invalid_value':
      return [`只能是 ${(i.values ?? []).join('、')}`, `Must be one of ${(i.values ?? []).join(', ')}`];
    case 'invalid_type':
      return i.input === undefined ? ['不能为空', 'Must not be empty'] : ['格式不对', 'Wrong format'];
    default:
      return [i.message, ENGLISH.get(i.message) ?? i.message];
  }
}

/** Cells with surrounding blanks trimmed, codes typed as numbers given back their leading zeros. */
export function normaliseCells(spec: ImportSpec, cells: ImportCells): ImportCells {
  const out: ImportCells = {};
  for (const c of spec.columns) {
    let v = (cells[c.key] ?? '').trim();
    if (c.digits && /^\d+$/.test(v) && v.length < c.digits) v = v.padStart(c.digits, '0');
    out[c.key] = v;
  }
  return out;
}

/**
 * A row checked as far as it can be without the database: required cells, the record its cells
 * make, the schema and the cross-field rules. `record` is null when any problem was found.
 */
export function checkImportRow(spec: ImportSpec, raw: ImportCells): { cells: ImportCells; record: Rec | null; errors: CellError[] } {
  const cells = normaliseCells(spec, raw);
  const errors: CellError[] = spec.columns.filter((c) => c.required && cells[c.key] === '').map((c) => cellError(c.key, '必填', 'Required'));
  const made = spec.toRecord(cells);
  errors.push(...made.errors.filter((e) => !errors.some((x) => x.column === e.column)));
  const parsed = spec.schema.safeParse(made.record);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOf(spec, issue.path.map(String).join('.'));
      if (errors.some((e) => e.column === column)) continue;
      const [zh, en] = issueText(issue);
      errors.push(cellError(column, zh, en));
    }
  }
  if (errors.length || !parsed.success) return { cells, record: null, errors };
  const record = parsed.data as Rec;
  const crossErrors = spec.check?.(record) ?? [];
  return crossErrors.length ? { cells, record: null, errors: crossErrors } : { cells, record, errors: [] };
}

/** The natural key of a record as one comparable text. */
export const importKeyOf = (spec: ImportSpec, record: Rec): string => JSON.stringify(spec.key.map((k) => record[k] ?? null));

/** The column of a header as a file may spell it: Chinese, English or the key (case and blanks ignored). */
export function columnOfHeader(spec: ImportSpec, header: string): string | undefined {
  const h = header.replace(/\s+/g, '').toLowerCase();
  return spec.columns.find((c) => [c.key, ...c.header].some((x) => x.replace(/\s+/g, '').toLowerCase() === h))?.key;
}
