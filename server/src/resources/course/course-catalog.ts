import { courseAggregation, courseGroup, courseRecommend } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import type { Registry } from '../../http/registry';
import { registerCollection } from '../../kit/collection';

type Rec = Record<string, unknown>;
const PRODUCT = { table: 'course_product', label: '课程商品' };

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

/**
 * Recommended courses, course groups and aggregate products: plain collections whose records name
 * categories and course products that must exist (inside their lists too).
 */
export function courseCatalogFamily(reg: Registry): void {
  registerCollection(reg, {
    resource: courseRecommend,
    table: 'course_recommend',
    refs: [{ field: 'classify_id', table: 'course_classify', label: '课程分类' }],
  });
  registerCollection(reg, { resource: courseGroup, table: 'course_group', refs: [{ field: 'product_id', inList: 'members', ...PRODUCT }] });
  registerCollection(reg, {
    resource: courseAggregation,
    table: 'course_aggregation',
    refs: [{ field: 'product_id', inList: 'skus', ...PRODUCT }],
    decorate: withPrices,
  });
}
