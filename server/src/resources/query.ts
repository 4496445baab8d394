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

/**
 * Whether the query uses a `custom` filter: those are relative to the clock ("active now"), so a
 * page's rows under one are not kept for other requests (its total is, for the cache's time limit).
 */
export const usesCustomFilter = (filters: Filters, query: Record<string, unknown>): boolean =>
  Object.entries(filters).some(([field, spec]) => spec.op === 'custom' && query[field] !== undefined && query[field] !== '');

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
  /**
   * Keep the page's rows for the next request of the same page, like the total (while the table's
   * write generation is unchanged): for row sets that depend on nothing but the table's rows.
   */
  keepRows?: boolean;
}

/** Deep pages start from a remembered position: every ANCHOR_STEP-th row of the ordered list. */
export const ANCHOR_STEP = 100;
/** Pages that start before this row use a plain OFFSET (cheap on the index, no positions to keep). */
export const ANCHOR_FROM = 5000;

type Anchors = { at: unknown[][] } | null;

/**
 * The values of the order columns at rows ANCHOR_STEP, 2·ANCHOR_STEP, … of the row set (one scan
 * of the index), kept like the total: reused while the table's write generation is unchanged
 * (whichever instance wrote; under a filter relative to the clock, for the cache's time limit
 * only). null when an order column holds NULL somewhere, since NULLs sort differently on SQLite
 * and PostgreSQL and a comparison with NULL selects nothing.
 */
function anchorsOf(
  counts: CountCache,
  base: () => Qb,
  order: [string, 'asc' | 'desc'][],
  db: Db,
  table: string,
  countKey: string,
  kept: { gen: string | null; lasting: boolean },
): Promise<Anchors> {
  const key = `${countKey}|positions|${order.map(([c, d]) => (d === 'desc' ? `-${c}` : c)).join(',')}`;
  return counts.get<Anchors>(table, key, async () => {
    const cols = order.map(([c]) => c);
    const over = sql.join(order.map(([c, d]) => sql`${sql.ref(c)} ${sql.raw(d)}`));
    const anyNull = sql.join(cols.map((c) => sql`${sql.ref(c)} is null`), sql` or `);
    const numbered = base()
      .clearSelect()
      .select(cols.map((c, i) => `${c} as __c${i}`))
      .select(sql<number>`row_number() over (order by ${over})`.as('__rn'))
      .select(sql<number>`max(case when ${anyNull} then 1 else 0 end) over ()`.as('__nulls'));
    const rows = (await db
      .selectFrom(numbered.as('__n'))
      .selectAll()
      .where(sql`__rn % ${ANCHOR_STEP}`, '=', 0)
      .orderBy('__rn')
      .execute()) as Record<string, unknown>[];
    if (rows.some((r) => Number(r.__nulls) !== 0)) return null;
    return { at: rows.map((r) => cols.map((_, i) => r[`__c${i}`])) };
  }, kept);
}

/**
 * The keys of `limit` rows starting `skip` rows after the row whose order values are `values`.
 * The rows after it come in groups: equal to it on every order column but the last and after it
 * on that one, then equal on all but the last two and after it on the one before, and so on.
 * Each group is read as one index range (equalities, then one bound) in order, until the page is
 * full: a single tuple comparison made the database test it on every row of a run of ties.
 */
async function keysAfter(keysOf: () => Qb, order: [string, 'asc' | 'desc'][], values: unknown[], key: string, skip: number, limit: number): Promise<unknown[]> {
  const want = skip + limit;
  const keys: unknown[] = [];
  for (let i = order.length - 1; i >= 0 && keys.length < want; i--) {
    let q = keysOf();
    for (let j = 0; j < i; j++) q = q.where(order[j][0], '=', values[j]);
    q = q.where(order[i][0], order[i][1] === 'asc' ? '>' : '<', values[i]);
    for (const [c, d] of order.slice(i)) q = q.orderBy(c, d);
    for (const r of (await q.limit(want - keys.length).execute()) as Record<string, unknown>[]) keys.push(r[key]);
  }
  return keys.slice(skip);
}

/**
 * One page of rows and the total, counting through the cache. `countKey` names the row set
 * (table, scope and filters, not the page): cheaper than compiling the count query to find out.
 * `base` builds the query of the row set; it is called only when something is not in the cache.
 * A page from row ANCHOR_FROM on starts at the nearest remembered position before it (keyset)
 * and skips fewer than ANCHOR_STEP rows, so page 4 000 costs about what page 1 does.
 * With `page.keepRows`, the page (its rows as `shape` makes them, and the total) is kept too: a
 * repeated page is one generation lookup.
 */
export async function pageOf<T = Record<string, unknown>>(
  counts: CountCache,
  base: () => Qb,
  order: [string, 'asc' | 'desc'][],
  page: Page,
  countKey: string,
  shape: (rows: Record<string, unknown>[]) => T[] = (rows) => rows as T[],
): Promise<{ rows: T[]; total: number }> {
  let built: Qb | undefined;
  const query = () => (built ??= base());
  // One generation lookup for the page, its total and positions; without a filter relative to
  // the clock they hold for as long as it does.
  const kept = { gen: await counts.generation(page.table), lasting: !!page.keepRows };
  const read = async () => {
    const total = await counts.get(
      page.table,
      countKey,
      async () => Number((await query().clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0),
      kept,
    );
    const offset = (page.page - 1) * page.limit;
    if (total === 0 || offset >= total) return { rows: [] as T[], total };
    return { rows: shape(await rowsOf(counts, query, order, page, countKey, offset, kept)), total };
  };
  if (!page.keepRows) return read();
  const orderKey = order.map(([c, d]) => (d === 'desc' ? `-${c}` : c)).join(',');
  // Shared by every request of this page: read-only.
  return counts.get(page.table, `${countKey}|page|${orderKey}|${page.page}|${page.limit}`, read, { ...kept, weigh: (p) => p.rows.length });
}

/** The rows of the page that starts at `offset`, read from the database. */
async function rowsOf(
  counts: CountCache,
  base: () => Qb,
  order: [string, 'asc' | 'desc'][],
  page: Page,
  countKey: string,
  offset: number,
  kept: { gen: string | null; lasting: boolean },
): Promise<Record<string, unknown>[]> {
  const { db, limit } = page;
  const keysOf = () => base().clearSelect().select(page.key);
  // Deferred join: find the page's keys on the index first, then read only those rows, so deep
  // pages do not read every row they skip.
  let keys: Qb | unknown[] = keysOf();
  if (offset >= ANCHOR_FROM) {
    const anchors = await anchorsOf(counts, base, order, db, page.table, countKey, kept);
    const n = anchors ? Math.min(Math.floor(offset / ANCHOR_STEP), anchors.at.length) : 0;
    if (n > 0) keys = await keysAfter(keysOf, order, anchors!.at[n - 1], page.key, offset - n * ANCHOR_STEP, limit);
  }
  if (Array.isArray(keys)) {
    if (!keys.length) return [];
  } else {
    for (const [c, d] of order) keys = keys.orderBy(c, d);
    keys = keys.limit(limit).offset(offset);
  }
  let q = db.selectFrom(page.table).selectAll().where(page.key, 'in', keys);
  for (const [c, d] of order) q = q.orderBy(c, d);
  return (await q.execute()) as Record<string, unknown>[];
}
