import type { CourseProduct } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { centsToYuan } from '@admin/shared/format';
import type { Option, ReferenceSource } from '@admin/shared/resource';

/** A product as a SKU reads: its name and its price in yuan (stored in cents, spec 9). */
const option = (p: CourseProduct): Option => ({ value: p.id, label: `${p.name}（¥${centsToYuan(p.price)}，#${p.id}）` });

const products = api.reference.courseProducts.returning<{ items: CourseProduct[] }>();

/** Course products (GET course/products/direct/new) labelled with their prices, for choosing SKUs. */
export const pricedProducts: ReferenceSource = {
  key: 'course-products-priced',
  search: (name) => products(null, { ...(name ? { name } : {}), limit: 20 }).then((p) => p.items.map(option)),
  byIds: (ids) => products(null, { ids: ids.join(','), limit: 100 }).then((p) => p.items.map(option)),
};
