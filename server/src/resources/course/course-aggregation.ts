import { courseAggregation } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import type { Registry } from '../../http/registry';
import { registerCollection } from '../../kit/collection';

type Rec = Record<string, unknown>;

/** Prices of the SKUs' products (cents), as the lowest and highest price of the aggregate product. */
async function withPrices(db: Db, items: Rec[]): Promise<Rec[]> {
  const ids = [...new Set(items.flatMap((x) => ((x.skus as { product_id: number }[] | null) ?? []).map((s) => s.product_id)))];
  const rows = ids.length ? await db.selectFrom('course_product').select(['id', 'price']).where('id', 'in', ids).execute() : [];
  const price = new Map(rows.map((r) => [Number(r.id), Number(r.price)]));
  return items.map((x) => {
    const prices = ((x.skus as { product_id: number }[] | null) ?? []).map((s) => price.get(s.product_id)).filter((p): p is number => p !== undefined);
    return { ...x, price_min: prices.length ? Math.min(...prices) : null, price_max: prices.length ? Math.max(...prices) : null };
  });
}

/** Aggregate products, with the price range of their SKUs' products (references: the contract module). */
export function courseAggregationFamily(reg: Registry): void {
  registerCollection(reg, { resource: courseAggregation, table: 'course_aggregation', decorate: withPrices });
}
