import { boundInstant, type FilterDecl } from '@admin/shared/contract/resources';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { CountCache } from './count-cache';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Qb = SelectQueryBuilder<any, any, any>;

/**
 * The server's side of a `custom` filter of a resource module (e.g. "active now"), or its own way
 * of answering another filter (a text search through an index). `db`: the database asked, when
 * the caller has it (an index may be of one engine only).
 */
export type CustomFilter = (qb: Qb, value: unknown, ctx: { now: Date; db?: Db }) => Qb;
/** How each query field is compared (a module's filters, or a reference list's). */
export type Filters = Readonly<Record<string, Pick<FilterDecl, 'op' | 'column'>>>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The module's filters applied to a query; `custom` holds the implementations of its custom ones,
 * and of any other the server answers in its own way (the same rows as the declared comparison).
 */
export function applyFilters(qb: Qb, filters: Filters, custom: Readonly<Record<string, CustomFilter>>, query: Record<string, unknown>, now: Date, db?: Db): Qb {
  let q = qb;
  for (const [field, spec] of Object.entries(filters)) {
    const v = query[field];
    if (v === undefined || v === '') continue;
    if (spec.op === 'custom' || custom[field]) {
      q = custom[field](q, v, { now, db });
      continue;
    }
    const col = spec.column ?? field;
    if (spec.op === 'eq') q = q.where(col, '=', typeof v === 'boolean' ? (v ? 1 : 0) : v);
    // ESCAPE makes % and _ typed by a person literal, on SQLite and PostgreSQL alike.
    else if (spec.op === 'like') q = q.where(sql<boolean>`${sql.ref(col)} like ${`%${likeEscape(String(v))}%`} escape '\\'`);
    else if (spec.op === 'hasInt') q = q.where(col, 'like', `%,${Number(v)},%`);
    // Stored times are ISO text in UTC, so the bound's instant compares as text.
    else if (spec.op === 'from') q = q.where(col, '>=', boundInstant(String(v), 'from'));
    else if (spec.op === 'to') q = q.where(col, '<=', boundInstant(String(v), 'to'));
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

/** Deep pages start from a remembered position: the row before every ANCHOR_STEP-th row of the ordered list. */
export const ANCHOR_STEP = 100;
/** Pages that start before this row use a plain OFFSET (cheap on the index, no positions to keep). */
export const ANCHOR_FROM = 5000;
/** Rows skipped past a position beyond which the database skips them (OFFSET) instead of this process reading them. */
export const FAR_SKIP = 200;

type Order = [string, 'asc' | 'desc'][];
type Row = Record<string, unknown>;

/**
 * The positions of one ordered row set known so far: offset k·ANCHOR_STEP → the order values of
 * the row just before it. Learnt from the deep pages read (each remembers the position it starts
 * past), so no request scans the whole list to build them: the first deep page after a write
 * skips from the nearest known position, or either end of the list, inside the database (its
 * cost grows with the rows skipped, not with the list). Kept like the total:
 * while the table's write generation is unchanged (whichever instance wrote; under a filter
 * relative to the clock, for the cache's time limit only). `nullFree` false when an order column
 * holds NULL somewhere: NULLs sort differently on SQLite and PostgreSQL and a comparison with
 * NULL selects nothing, so such lists use a plain OFFSET.
 */
interface Positions {
  nullFree: boolean;
  values: Map<number, unknown[]>;
  /** The keys of `values`, ascending. */
  offsets: number[];
}

function positionsOf(
  counts: CountCache,
  base: () => Qb,
  order: Order,
  key: string,
  table: string,
  countKey: string,
  kept: { gen: string | null; lasting: boolean },
): Promise<Positions> {
  const name = `${countKey}|positions|${order.map(([c, d]) => (d === 'desc' ? `-${c}` : c)).join(',')}`;
  return counts.get<Positions>(
    table,
    name,
    async () => {
      for (const [c] of order) {
        if (c === key) continue;
        const q = base().clearSelect().select(c).where(c, 'is', null).limit(1);
        if (await q.executeTakeFirst()) return { nullFree: false, values: new Map(), offsets: [] };
      }
      return { nullFree: true, values: new Map(), offsets: [] };
    },
    kept,
  );
}

/** The largest known position at or before `offset` (0: the start, no values). */
function nearest(pos: Positions, offset: number): [number, unknown[] | null] {
  let lo = 0;
  let hi = pos.offsets.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (pos.offsets[mid] <= offset) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best < 0 ? [0, null] : [pos.offsets[best], pos.values.get(pos.offsets[best])!];
}

function remember(pos: Positions, offset: number, values: unknown[]): void {
  if (pos.values.has(offset)) return;
  pos.values.set(offset, values);
  let i = pos.offsets.length;
  while (i > 0 && pos.offsets[i - 1] > offset) i--;
  pos.offsets.splice(i, 0, offset);
}

/**
 * `limit` rows (key and order columns) after skipping `skip` rows past the row whose order values
 * are `after` (from the first row when null). The rows after it come in groups: equal to it on
 * every order column but the last and after it on that one, then equal on all but the last two
 * and after it on the one before, and so on. Each group is read as one index range (equalities,
 * then one bound) in order, until the page is full: a single tuple comparison made the database
 * test it on every row of a run of ties. A short skip is read and dropped here; a long one is
 * left to the database (OFFSET in the group, or the group's count when the skip passes it whole).
 */
async function rowsAfter(keysOf: () => Qb, order: Order, after: unknown[] | null, skip: number, limit: number): Promise<Row[]> {
  const sorted = (q: Qb, from = 0) => order.slice(from).reduce((acc, [c, d]) => acc.orderBy(c, d), q);
  if (!after) return (await sorted(keysOf()).limit(limit).offset(skip).execute()) as Row[];
  const rows: Row[] = [];
  let left = skip;
  for (let i = order.length - 1; i >= 0 && rows.length < limit; i--) {
    const group = () => {
      let q = keysOf();
      for (let j = 0; j < i; j++) q = q.where(order[j][0], '=', after[j]);
      return q.where(order[i][0], order[i][1] === 'asc' ? '>' : '<', after[i]);
    };
    const want = limit - rows.length;
    if (left >= FAR_SKIP) {
      const got = (await sorted(group(), i).limit(want).offset(left).execute()) as Row[];
      if (got.length) {
        rows.push(...got);
        left = 0;
      } else {
        // The whole group lies within the skip.
        const n = await group()
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        left -= Number(n?.n ?? 0);
      }
    } else {
      const got = (await sorted(group(), i)
        .limit(left + want)
        .execute()) as Row[];
      rows.push(...got.slice(left));
      left = Math.max(0, left - got.length);
    }
  }
  return rows;
}

/**
 * One page of rows and the total, counting through the cache. `countKey` names the row set
 * (table, scope and filters, not the page): cheaper than compiling the count query to find out.
 * `base` builds the query of the row set; it is called only when something is not in the cache.
 * A page from row ANCHOR_FROM on starts at the nearest remembered position before it (keyset)
 * and skips fewer than ANCHOR_STEP rows once its neighbourhood has been read, so page 4 000 costs
 * about what page 1 does; the first deep pages of a write generation skip from the nearest
 * position or the end of the list, whichever is closer.
 * With `page.keepRows`, the page (its rows as `shape` makes them, and the total) is kept too: a
 * repeated page is one generation lookup.
 */
export async function pageOf<T = Record<string, unknown>>(
  counts: CountCache,
  base: () => Qb,
  order: Order,
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
      async () =>
        Number(
          (
            await query()
              .clearSelect()
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        ),
      kept,
    );
    const offset = (page.page - 1) * page.limit;
    if (total === 0 || offset >= total) return { rows: [] as T[], total };
    return { rows: shape(await rowsOf(counts, query, order, page, countKey, offset, total, kept)), total };
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
  order: Order,
  page: Page,
  countKey: string,
  offset: number,
  total: number,
  kept: { gen: string | null; lasting: boolean },
): Promise<Row[]> {
  const { db, limit } = page;
  // Deferred join: find the page's keys on the index first, then read only those rows, so deep
  // pages do not read every row they skip.
  let keys: Qb | unknown[];
  const pos = offset >= ANCHOR_FROM ? await positionsOf(counts, base, order, page.key, page.table, countKey, kept) : null;
  if (pos?.nullFree) {
    const at = Math.floor(offset / ANCHOR_STEP) * ANCHOR_STEP;
    const [from, after] = nearest(pos, offset);
    // Read from the row before `at` too, and remember it: the next page near here starts there.
    const start = from === at ? offset : at - 1;
    // Order values only when there is a position to remember (fewer columns read otherwise).
    const cols = start < offset ? [...new Set([page.key, ...order.map(([c]) => c)])] : [page.key];
    const keysOf = () => base().clearSelect().select(cols);
    const end = Math.min(total, offset + limit);
    let rows: Row[];
    if (total - end < start - from) {
      // Nearer the end than any known position: skip from the end in the opposite order (the
      // key ends every order, so it is the exact mirror), e.g. the first deep page after a write.
      const back = order.map(([c, d]): [string, 'asc' | 'desc'] => [c, d === 'asc' ? 'desc' : 'asc']);
      rows = (await rowsAfter(keysOf, back, null, total - end, end - start)).reverse();
    } else rows = await rowsAfter(keysOf, order, after, start - from, offset + limit - start);
    if (start < offset) {
      if (rows.length)
        remember(
          pos,
          at,
          order.map(([c]) => rows[0][c]),
        );
      rows = rows.slice(offset - start);
    }
    keys = rows.map((r) => r[page.key]);
    if (!keys.length) return [];
  } else {
    let q = base().clearSelect().select(page.key);
    for (const [c, d] of order) q = q.orderBy(c, d);
    keys = q.limit(limit).offset(offset);
  }
  let q = db.selectFrom(page.table).selectAll().where(page.key, 'in', keys);
  for (const [c, d] of order) q = q.orderBy(c, d);
  return (await q.execute()) as Row[];
}
