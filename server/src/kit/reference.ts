import { listPageSchema } from '@admin/shared/contract/resources';
import type { z } from 'zod';
import type { Registry } from '../http/registry';
import { applyFilters, countKeyOf, pageOf, parseOrdering, usesCustomFilter, type CustomFilter, type Filters, type Qb } from './query';

type Rec = Record<string, unknown>;

/** Dropdowns read at most this many rows. */
const DROPDOWN_MAX = 1000;

/**
 * A read-only reference list (dropdown data): a table, its filters and ordering, paged (data is
 * `{ items, total, page, limit }`) or not (data is the array).
 */
export interface ReferenceDef {
  name: string;
  op?: string;
  table: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: z.ZodObject<any>;
  filters?: Filters;
  /** Implementations of the `custom` filters (e.g. `ids`). */
  custom?: Record<string, CustomFilter>;
  /** Conditions every row must meet (e.g. only published packages). */
  where?: (qb: Qb) => Qb;
  order: string;
  paged: boolean;
  columns: readonly string[];
  /** Columns stored as 0/1 that read as booleans. */
  bools?: readonly string[];
  /** The item schema (documentation and the page wrapper). */
  item: z.ZodType;
  summary: string;
}

export function registerReference(reg: Registry, def: ReferenceDef): void {
  const toItem = (r: Rec) => {
    const out: Rec = {};
    for (const c of def.columns) out[c] = def.bools?.includes(c) ? Boolean(Number(r[c])) : r[c];
    return out;
  };
  reg.add(def.name, def.op ?? 'list', (_e, deps) => ({
    query: def.query,
    response: def.paged ? listPageSchema(def.item) : (def.item.array() as z.ZodType),
    summary: def.summary,
    handle: async (c) => {
      const build = () => {
        let q = deps.db.selectFrom(def.table);
        if (def.where) q = def.where(q);
        return applyFilters(q, def.filters ?? {}, def.custom ?? {}, c.query, c.now);
      };
      const order = parseOrdering(c.query.ordering as string | undefined, def.order, 'id');
      if (def.paged) {
        const page = Number(c.query.page);
        const limit = Number(c.query.limit);
        const keepRows = !usesCustomFilter(def.filters ?? {}, c.query);
        const { rows, total } = await pageOf(
          deps.counts,
          build,
          order,
          { page, limit, db: deps.db, table: def.table, key: 'id', keepRows },
          countKeyOf(`${def.table}#${def.name}`, c.query),
        );
        return { items: rows.map(toItem), total, page, limit };
      }
      let sel = build().selectAll();
      for (const [col, d] of order) sel = sel.orderBy(col, d);
      return ((await sel.limit(DROPDOWN_MAX).execute()) as Rec[]).map(toItem);
    },
  }));
}
