import type { FieldError } from '@admin/shared/contract';
import { resolveReferences, type References, type ResolvedReference } from '@admin/shared/contract/resources';
import type { Db } from '../db/database';
import type { Deps } from '../types';
import { KAOYAN_YEAR_TABLE, yearName, type YearUse } from './kaoyan-years';

/** A declared reference of a module, resolved to its table (shared: contract/resources/references.ts). */
export type RefSpec = ResolvedReference;

/** The checks of a module's `references`. */
export const refsOf = (references?: References): RefSpec[] => resolveReferences(references);

function idsOf(rec: Record<string, unknown>, r: RefSpec): unknown[] {
  if (r.inList) {
    const list = rec[r.inList];
    return Array.isArray(list) ? list.map((x) => (x as Record<string, unknown>)[r.field]) : [];
  }
  const v = rec[r.field];
  if (v === null || v === undefined) return [];
  return r.many ? (v as unknown[]) : [v];
}

const INT32_MAX = 2_147_483_647;

/** A reference to a kaoyan year: checked against the open years, not looked up in a table. */
const isYearRef = (r: RefSpec) => r.table === KAOYAN_YEAR_TABLE;

/**
 * Where records of a resource keep kaoyan years, from its references to them: `column` is the
 * column a reference's field is stored in (`data`, the JSON of a document, when `inDocument`).
 */
export function yearUsesOfRefs(table: string, refs: readonly RefSpec[], inDocument = false): YearUse[] {
  return refs.filter(isYearRef).map((r) => {
    const path = [...(r.inList ? [r.inList] : []), r.field];
    if (inDocument) return { table, column: 'data', path };
    return r.inList ? { table, column: r.inList, path: [r.field] } : { table, column: r.field };
  });
}

/** What checking references needs: the database (a request's transaction), the clock and the open kaoyan years. */
export type RefDeps = Pick<Deps, 'db' | 'now' | 'years'>;

/** Field errors for references to records that do not exist (and to kaoyan years that are not open). */
export async function checkRefs(deps: RefDeps, refs: readonly RefSpec[] | undefined, rec: Record<string, unknown>): Promise<FieldError[]> {
  const { db } = deps;
  const errors: FieldError[] = [];
  for (const r of refs ?? []) {
    const ids = [...new Set(idsOf(rec, r).filter((x) => x !== null && x !== undefined))];
    if (!ids.length) continue;
    if (isYearRef(r)) {
      const now = deps.now();
      const closed = await deps.years.closed(db, now, ids);
      if (closed.length)
        errors.push({ field: r.inList ? `${r.inList}.${r.field}` : r.field, message: `${await deps.years.refusal(db, now, closed)}，请从下拉列表中选择` });
      continue;
    }
    const key = r.key ?? 'id';
    // An integer id beyond the 32-bit id columns names no record (and PostgreSQL would refuse to compare it).
    const lookup = ids.filter((id) => typeof id !== 'number' || (Number.isInteger(id) && Math.abs(id) <= INT32_MAX));
    const found = lookup.length ? await db.selectFrom(r.table).select(key).where(key, 'in', lookup).execute() : [];
    const have = new Set(found.map((x) => String(x[key])));
    const missing = ids.filter((id) => !have.has(String(id)));
    if (missing.length) {
      errors.push({
        field: r.inList ? `${r.inList}.${r.field}` : r.field,
        message: `${r.label}不存在：${missing.join('、')}，请从下拉列表中选择`,
      });
    }
  }
  return errors;
}

/**
 * Names of the records `ids` of a reference (its `display` column, else `name`): id → name, for
 * showing references as people read them (export). Ids beyond the 32-bit columns name nothing.
 */
export async function namesOf(db: Db, r: RefSpec, ids: readonly unknown[]): Promise<Map<string, string>> {
  const key = r.key ?? 'id';
  const lookup = [...new Set(ids)].filter(
    (id) => id !== null && id !== undefined && (typeof id !== 'number' || (Number.isInteger(id) && Math.abs(id) <= INT32_MAX)),
  );
  const out = new Map<string, string>();
  // A kaoyan year's name is made from it (a record's year is open while the record uses it).
  if (isYearRef(r)) {
    for (const y of lookup) if (Number.isInteger(Number(y))) out.set(String(y), yearName(Number(y)));
    return out;
  }
  for (let i = 0; i < lookup.length; i += 500) {
    const rows = await db
      .selectFrom(r.table)
      .select([key, `${r.display ?? 'name'} as name`])
      .where(key, 'in', lookup.slice(i, i + 500))
      .execute();
    for (const row of rows) out.set(String(row[key]), String(row.name));
  }
  return out;
}
