import { intId } from '@admin/shared/contract/resources';
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { Code } from '@admin/shared/contract';
import { ApiError, notFound } from '../http/api-error';
import type { Deps } from '../types';
import type { YearUse } from './kaoyan-years';

/**
 * A route parameter that scopes a resource: it picks the rows (`column = value`), and, with
 * `exists`, names a parent that must exist (else 40400 naming it), e.g. the business course of
 * /nav/bc/{course}/year/{year}/floor/.
 */
export interface ScopeParam {
  /** The path parameter; its parser is the resource module's (`params`). */
  param: string;
  /** Absent: the parameter only names a parent (checked by `exists`), the table has no such column. */
  column?: string;
  /** The parameter is a kaoyan year: it must be open (kit/kaoyan-years.ts), else 40400 saying which are. */
  kaoyanYear?: true;
  exists?: {
    table: string;
    key: string;
    label: string;
    /** Parent columns that must equal other parameters (column → parameter). */
    match?: Record<string, string>;
    /** Parent columns that must have these values (e.g. the business line of a line's page). */
    where?: Record<string, unknown>;
  };
}

const uuidParam = z.uuid({ message: '应为 UUID' });

/** Where rows scoped by `scope` keep a kaoyan year: the columns of its year parameters. */
export const scopeYearUses = (table: string, scope: readonly ScopeParam[]): YearUse[] =>
  scope.filter((s) => s.kaoyanYear && s.column).map((s) => ({ table, column: s.column! }));

/** The business-course scope of /nav/bc/{course}/year/{year}/…: the course must exist. */
export const COURSE_YEAR_SCOPE: ScopeParam[] = [
  { param: 'course', column: 'bc_uuid', exists: { table: 'business_course', key: 'uuid', label: '业务课' } },
  { param: 'year', column: 'year', kaoyanYear: true },
];

/** The same parameters when the table is keyed by a child (a floor, an activity): parents only. */
export const COURSE_YEAR_PARENTS: ScopeParam[] = COURSE_YEAR_SCOPE.map(({ column: _c, ...s }) => s);

export const idParamSchema = (kind: 'id' | 'uuid') => (kind === 'uuid' ? uuidParam : intId);

/** Parses the path parameters present in `path` with the module's parsers (plus the record id). */
export function paramsSchema(path: string, parsers: Readonly<Record<string, z.ZodType>> = {}, id?: { param: string; kind: 'id' | 'uuid' }) {
  const names = [...path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
  const shape: Record<string, z.ZodType> = {};
  for (const n of names) {
    if (id && n === id.param) shape[n] = idParamSchema(id.kind);
    else {
      const parse = parsers[n];
      if (!parse) throw new Error(`${path}: no parser for path parameter :${n}`);
      shape[n] = parse;
    }
  }
  return z.strictObject(shape);
}

/** The scope parameters present in this request. */
export const presentScope = (scope: readonly ScopeParam[], params: Record<string, unknown>) => scope.filter((s) => params[s.param] !== undefined);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function whereScope<Q extends SelectQueryBuilder<any, any, any>>(qb: Q, scope: readonly ScopeParam[], params: Record<string, unknown>): Q {
  let q = qb;
  for (const s of presentScope(scope, params)) if (s.column) q = q.where(s.column, '=', params[s.param]) as Q;
  return q;
}

export const scopeValues = (scope: readonly ScopeParam[], params: Record<string, unknown>) =>
  Object.fromEntries(
    presentScope(scope, params)
      .filter((s) => s.column)
      .map((s) => [s.column as string, params[s.param]]),
  );

/** What checking a scope needs: the database (a request's transaction), the clock and the open kaoyan years. */
export type ScopeDeps = Pick<Deps, 'db' | 'now' | 'years'>;

/** 40400 naming the first parent that does not exist (or the kaoyan year that is not open). */
export async function checkParents(deps: ScopeDeps, scope: readonly ScopeParam[], params: Record<string, unknown>): Promise<void> {
  const { db } = deps;
  for (const s of presentScope(scope, params)) {
    if (s.kaoyanYear) {
      const now = deps.now();
      const closed = await deps.years.closed(db, now, [params[s.param]]);
      if (closed.length) throw new ApiError(Code.NOT_FOUND, await deps.years.refusal(db, now, closed));
    }
    if (!s.exists) continue;
    let q = db.selectFrom(s.exists.table).select(s.exists.key).where(s.exists.key, '=', params[s.param]);
    for (const [column, p] of Object.entries(s.exists.match ?? {})) {
      if (params[p] !== undefined) q = q.where(column, '=', params[p]);
    }
    for (const [column, v] of Object.entries(s.exists.where ?? {})) q = q.where(column, '=', v);
    if (!(await q.executeTakeFirst())) throw notFound(s.exists.label);
  }
}
