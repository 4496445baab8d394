import type { CourseProduct } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';

/** One thing a floor of the phone preview shows: an item, a clock-in activity, a live room. */
export interface PreviewItem {
  key: string | number;
  title: string;
  subtitle?: string;
  image?: string;
  /** The linked course's price in cents, shown on a course card (null: no course linked). */
  price?: number | null;
  /** A line under the title: an activity's dates, a room's state. */
  note?: string;
}

/** One block of the previewed page, drawn the way the app draws its type. */
export interface PreviewFloor {
  key: string | number;
  /** A floor type (floor-types.tsx), or `entrance` for a course-selection entrance. */
  type: string;
  /** What assistive technology calls the block (the floor's title or name). */
  label: string;
  /** The heading the app draws above it (none: no heading). */
  heading?: string;
  subtitle?: string;
  items: PreviewItem[];
  /** Why a block fed by a setting is empty (e.g. the live setting is off); default: no items. */
  emptyText?: string;
}

/** What the preview shows of a page: parts above the floors (banners, entrance), then the floors. */
export interface PreviewPage {
  head?: PreviewFloor[];
  floors: PreviewFloor[];
}

/** How many enabled items the preview reads of a floor: every image of a carousel, the first few of the others. */
export const previewLimit = (type: string) => (type === 'banner' ? 20 : 4);

/** An item of a floor as the preview shows it (the fields every floor item has, floor-item-fields.ts). */
export interface FloorItemRow {
  id: string | number;
  title: string;
  subtitle?: string;
  image?: string;
  product_id?: number | null;
}

/** The prices of the course products the items link to (one call for the whole page), by id. */
export async function productPrices(rows: readonly FloorItemRow[]): Promise<ReadonlyMap<number, number>> {
  const ids = [...new Set(rows.map((r) => r.product_id).filter((id): id is number => typeof id === 'number'))].slice(0, 100);
  if (!ids.length) return new Map();
  const page = await api.reference.courseProducts<{ items: CourseProduct[] }>(null, { ids: ids.join(','), limit: 100 });
  return new Map(page.items.map((p) => [p.id, p.price]));
}

/** A floor item for the preview, its linked course priced from `prices`. */
export const previewItemOf = (row: FloorItemRow, prices: ReadonlyMap<number, number>): PreviewItem => ({
  key: row.id,
  title: row.title,
  subtitle: row.subtitle || undefined,
  image: row.image || undefined,
  price: typeof row.product_id === 'number' ? (prices.get(row.product_id) ?? null) : null,
});
