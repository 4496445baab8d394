import { bookCoursePackage } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';

/**
 * Book-and-course packages, stored in the table the clock-in pickers read. `low_stock=1` lists the
 * packages whose stock is at or below their own alert level (`0`: the others).
 */
export const bookCoursePackageDef: CollectionDef = {
  resource: bookCoursePackage,
  table: 'book_course_package',
  customFilters: {
    low_stock: (q, v) => (v ? q.where(sql<boolean>`stock <= stock_alert`) : q.where(sql<boolean>`stock > stock_alert`)),
  },
};

export function bookCoursePackageFamily(reg: Registry): void {
  registerCollection(reg, bookCoursePackageDef);
}
