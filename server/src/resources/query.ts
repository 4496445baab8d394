import type { FilterDecl } from '@admin/shared/contract/resources';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { CountCache } from './count-cache';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Qb = SelectQueryBuilder<any, any, any>;

/** The server's side of a `custom` filter of a resource module (e.g. "active now"). */
export type CustomFilter = (qb: Qb, value: unknown, ctx: { now: Date }) => Qb;
/** How each query field is compared (a module's filters, or a reference list's). */
export type Filters = Readonly<Record<string, Pick<FilterDecl, 'op' | 'column'>>>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The module's filters applied to a query; `custom` holds the implementations of its custom ones. */
export function applyFilters(
  qb: Qb,
  filters: Filters,
  custom: Readonly<Record<string, CustomFilter>>,
  query: Record<string, unknown>,
  now: Date,
): Qb {
  let q = qb;
  for (const [field, spec] of Object.entries(filters)) {
    const v = query[field];
    if (v === undefined || v === '') continue;
    if (spec.op === 'custom') {
      q = custom[field](q, v, { now });
      continue;
    }
    const col = spec.column ?? field;
    if (spec.op === 'eq') q = q.where(col, '=', typeof v === 'boolean' ? (v ? 1 : 0) : v);
    // ESCAPE makes % and _ typed by a person literal, on SQLite and PostgreSQL alike.
    else if (spec.op === 'like') q = q.where(sql<boolean>`${sql.ref(col)} like ${`%${likeEscape(String(v))}%`} escape '\\'`);
    else if (spec.op === 'hasInt') q = q.where(col, 'like', `%,${Number(v)},%`);
  }
  return q;
}

/** `sort,-id` → [['sort','asc'],['id','desc']], always ending with the key so pages are stable. */
export function parseOrdering(ordering: string | undefined, fallback: string, key: string): [string, 'asc' | 'desc'][] {
  const parts = (ordering || fallback)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p): [string, 'asc' | 'desc'] => (p.startsWith('-') ? [p.slice(1), 'desc'] : [p, 'asc']));
  if (!parts.some(([c]) => c === key)) parts.push([key, parts.length && parts[parts.length - 1][1] === 'desc' ? 'desc' : 'asc']);
  return parts;
}

/** The part of a list query that selects rows (everything but paging and order). */
export function countKeyOf(table: string, ...parts: Record<string, unknown>[]): string {
  const filters = parts.map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'page' && k !== 'limit' && k !== 'ordering')));
  return `${table}|${JSON.stringify(filters)}`;
}

export interface Page {
  page: number;
  limit: number;
  db: Db;
  /** The table and key column of the rows `base` selects. */
  table: string;
  key: string;
}

/**
 * One page of rows and the total, counting through the cache. `countKey` names the row set
 * (table, scope and filters, not the page): cheaper than compiling the count query to find out.
 */
export async function pageOf(
  counts: CountCache,
  base: Qb,
  order: [string, 'asc' | 'desc'][],
  page: Page,
  countKey: string,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const { db, limit } = page;
  const total = await counts.get(page.table, countKey, async () =>
    Number((await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0),
  );
  if (total === 0 || (page.page - 1) * limit >= total) return { rows: [], total };
  // Deferred join: find the page's keys on the index first, then read only those rows, so deep
  // pages do not read every row they skip.
  let keys = base.clearSelect().select(page.key);
  for (const [c, d] of order) keys = keys.orderBy(c, d);
  keys = keys.limit(limit).offset((page.page - 1) * limit);
  let q = db.selectFrom(page.table).selectAll().where(page.key, 'in', keys);
  for (const [c, d] of order) q = q.orderBy(c, d);
  const rows = (await q.execute()) as Record<string, unknown>[];
  return { rows, total };
}
