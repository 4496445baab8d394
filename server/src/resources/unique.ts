import type { FieldError } from '@admin/shared/contract';
import type { CollectionModule, UniqueDecl } from '@admin/shared/contract/resources';
import { invalid } from '../http/api-error';
import type { Qb } from './query';

type Rec = Record<string, unknown>;

interface UniqueKey {
  field: string;
  scope: readonly string[];
  label: string;
}

const keyOf = (d: UniqueDecl): UniqueKey =>
  typeof d === 'string' ? { field: d, scope: [], label: d === 'name' ? '名称' : d } : { field: d.field, scope: d.scope ?? [], label: d.label ?? (d.field === 'name' ? '名称' : d.field) };

export const uniqueKeys = (m: CollectionModule): UniqueKey[] => (m.unique ?? []).map(keyOf);

const message = (m: CollectionModule, k: UniqueKey, value: unknown) => `${m.label}${k.label}「${String(value)}」已存在`;

/**
 * Field errors for unique fields of `rec` that another record in the same rows (`rows`: the
 * resource's scope and fixed columns) already holds; `self` is the record's own key on an update.
 */
export async function checkUnique(rows: Qb, m: CollectionModule, key: string, rec: Rec, self?: unknown): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const k of uniqueKeys(m)) {
    const value = rec[k.field];
    if (value === undefined || value === null || value === '') continue;
    let q = rows.clearSelect().select(key).where(k.field, '=', value);
    for (const c of k.scope) q = rec[c] === null || rec[c] === undefined ? q.where(c, 'is', null) : q.where(c, '=', rec[c]);
    if (self !== undefined) q = q.where(key, '!=', self);
    if (await q.limit(1).executeTakeFirst()) errors.push({ field: k.field, message: message(m, k, value) });
  }
  return errors;
}

/** A unique-index violation from SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * For `.catch` of a write: two requests that passed the check at once meet the unique index; the
 * one that lost gets the same 40000 as if it had come second.
 */
export const uniqueRaceLost =
  (m: CollectionModule, rec: Rec) =>
  (err: unknown): never => {
    const k = uniqueKeys(m).find((x) => rec[x.field] !== undefined);
    if (!isUniqueViolation(err) || !k) throw err;
    throw invalid([{ field: k.field, message: message(m, k, rec[k.field]) }]);
  };
