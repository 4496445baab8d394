import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { crudSchemas, dateTime, optionalImageUrl, optionalText, queryBool, shortText, sort } from '../fields';

/**
 * Book-and-course packages (/exercise/book-delivery, 图书课程包, auth.search_book_course_package):
 * printed books shipped to a student together with the course products the package unlocks. GET
 * practice/book/course/package/list/simple (spec 7) is the picker every screen links one with.
 */

/** An amount in cents (spec 9) with its limits said in yuan, as people type it. */
export const cents = (maxYuan: number) =>
  z
    .number({ message: '请输入金额，如 19.90' })
    .int({ message: '金额最多两位小数（分）' })
    .min(0, { message: '金额不能为负数' })
    .max(maxYuan * 100, { message: `金额不能超过 ${maxYuan} 元` });

/** Whether an ISBN-10 or ISBN-13 (hyphens and spaces allowed) has a valid check digit. */
export function isbnValid(text: string): boolean {
  const s = text.replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{13}$/.test(s)) {
    const sum = [...s].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
    return sum % 10 === 0;
  }
  if (/^\d{9}[\dX]$/.test(s)) {
    const sum = [...s].reduce((acc, d, i) => acc + (d === 'X' ? 10 : Number(d)) * (10 - i), 0);
    return sum % 11 === 0;
  }
  return false;
}

export const isbn = z
  .string()
  .trim()
  .min(1, { message: '请输入 ISBN' })
  .max(17)
  .refine(isbnValid, { message: 'ISBN 无效：应为 10 或 13 位且校验位正确，如 978-7-04-050661-7' });

/** One book of a package. */
export const packageBook = z.strictObject({
  isbn,
  title: shortText(64),
  /** e.g. 2027 版, 第 3 版. */
  edition: optionalText(32).default(''),
  quantity: z.number().int().min(1).max(99).default(1),
});
export type PackageBook = z.infer<typeof packageBook>;

export const BOOK_PACKAGE_STATUSES = ['draft', 'on_sale', 'off_sale'] as const;
export const BOOK_PACKAGE_MAX_BOOKS = 20;
export const BOOK_PACKAGE_MAX_PRODUCTS = 20;

export const bookCoursePackageSchemas = crudSchemas(
  {
    name: shortText(64),
    cover: optionalImageUrl.default(''),
    books: z.array(packageBook).min(1).max(BOOK_PACKAGE_MAX_BOOKS),
    /** Course products unlocked with the package (GET course/products/direct/new). */
    product_ids: z.array(z.number().int().min(1)).max(BOOK_PACKAGE_MAX_PRODUCTS).default([]),
    /** In cents. */
    price: cents(100_000),
    stock: z.number().int().min(0).max(1_000_000),
    /** The list warns when the stock is at or below this. */
    stock_alert: z.number().int().min(0).max(1_000_000).default(50),
    /** When shipping starts (null: as soon as ordered). */
    ship_start_at: dateTime.nullable().default(null),
    ship_note: optionalText(200).default(''),
    status: z.enum(BOOK_PACKAGE_STATUSES).default('draft'),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  {
    check: (v) => {
      const errors: { field: string; message: string }[] = [];
      const isbns = ((v.books as PackageBook[] | undefined) ?? []).map((b) => b.isbn.replace(/[-\s]/g, '').toUpperCase());
      const twice = isbns.filter((x, i) => isbns.indexOf(x) !== i);
      if (twice.length) errors.push({ field: 'books', message: `同一本书（ISBN ${[...new Set(twice)].join('、')}）只能出现一次，请改数量` });
      const ids = (v.product_ids as number[] | undefined) ?? [];
      const dup = ids.filter((x, i) => ids.indexOf(x) !== i);
      if (dup.length) errors.push({ field: 'product_ids', message: `同一课程商品不能关联两次：${[...new Set(dup)].join('、')}` });
      return errors;
    },
  },
);
export type BookCoursePackage = z.infer<typeof bookCoursePackageSchemas.item>;

export const bookCoursePackage = defineCollection({
  name: 'book.course_package',
  label: '图书课程包',
  labelEn: 'book course package',
  base: '/practice/book/course/package',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('auth.search_book_course_package')],
  schemas: bookCoursePackageSchemas,
  filters: {
    name: filter.like(z.string().trim().max(64)),
    status: filter.eq(z.enum(BOOK_PACKAGE_STATUSES)),
    is_enable: filter.eq(queryBool),
    low_stock: filter.custom(queryBool),
  },
  ordering: ['id', 'sort', 'price', 'stock', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: ['name'],
  references: { product_ids: { kind: 'course_product', many: true } },
  sample: {
    name: '测试图书课程包',
    cover: DEMO_IMAGE,
    books: [{ isbn: '978-7-04-050661-7', title: '高等数学（第七版）上册', edition: '第七版', quantity: 1 }],
    product_ids: [1],
    price: 19900,
    stock: 100,
  },
});
