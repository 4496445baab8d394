import { BOOK_PACKAGE_STATUSES, bookCoursePackage, type PackageBook } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import {
  courseProducts,
  enableField,
  imageField,
  listTag,
  moneyField,
  ReferenceCell,
  resourceDef,
  resourceScreen,
  sortField,
  type Rec,
} from '@admin/shared/resource';

defineMessages({
  'exercise.bookPackage.name': ['课程包名称', 'Package'],
  'exercise.bookPackage.cover': ['封面', 'Cover'],
  'exercise.bookPackage.books': ['图书', 'Books'],
  'exercise.bookPackage.books.help': [
    '每本书填书号（10 或 13 位，校验位会检查）、书名、版次和数量',
    'For each book: ISBN (10 or 13 digits, check digit verified), title, edition and quantity',
  ],
  'exercise.bookPackage.bookCount': ['{n} 种 {q} 册', '{n} titles, {q} copies'],
  'exercise.bookPackage.isbn': ['ISBN', 'ISBN'],
  'exercise.bookPackage.bookTitle': ['书名', 'Title'],
  'exercise.bookPackage.edition': ['版次', 'Edition'],
  'exercise.bookPackage.quantity': ['数量', 'Quantity'],
  'exercise.bookPackage.products': ['关联课程商品', 'Linked course products'],
  'exercise.bookPackage.products.help': ['购买课程包即开通这些课程', 'Buying the package unlocks these courses'],
  'exercise.bookPackage.stock': ['库存', 'Stock'],
  'exercise.bookPackage.stockAlert': ['库存预警值', 'Stock alert level'],
  'exercise.bookPackage.stockAlert.help': ['库存不高于此数时列表标出“库存不足”', 'The list marks the package “Low stock” at or below this'],
  'exercise.bookPackage.lowStock': ['库存不足', 'Low stock'],
  'exercise.bookPackage.soldOut': ['已售罄', 'Sold out'],
  'exercise.bookPackage.shipStart': ['开始发货', 'Shipping starts'],
  'exercise.bookPackage.shipStart.help': ['留空表示下单后即发货', 'Empty: shipped as soon as ordered'],
  'exercise.bookPackage.shipNote': ['发货说明', 'Shipping note'],
  'exercise.bookPackage.status': ['状态', 'Status'],
  'exercise.bookPackage.status.draft': ['草稿', 'Draft'],
  'exercise.bookPackage.status.on_sale': ['在售', 'On sale'],
  'exercise.bookPackage.status.off_sale': ['已下架', 'Off sale'],
  'exercise.bookPackage.filterLowStock': ['库存预警', 'Stock warning'],
});

/** The stock with its warning: sold out at 0, low at or below the package's alert level. */
export function stockCell(r: Rec) {
  const stock = Number(r.stock);
  const warn =
    stock === 0
      ? listTag('red', t('exercise.bookPackage.soldOut'))
      : stock <= Number(r.stock_alert)
        ? listTag('orange', t('exercise.bookPackage.lowStock'))
        : null;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {stock} {warn}
    </span>
  );
}

const STATUS_OPTIONS = BOOK_PACKAGE_STATUSES.map((v) => ({ value: v, label: `exercise.bookPackage.status.${v}` }));

/** /exercise/book-delivery: books shipped with the course products they unlock; prices typed in yuan, stored in cents. */
export const resource = resourceDef(bookCoursePackage, {
  title: 'route./exercise/book-delivery',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    { name: 'name', label: 'exercise.bookPackage.name', type: 'text', list: { width: 200 }, search: true },
    imageField({ name: 'cover', label: 'exercise.bookPackage.cover', list: { width: 90 } }),
    {
      name: 'books',
      label: 'exercise.bookPackage.books',
      type: 'list',
      form: { help: 'exercise.bookPackage.books.help' },
      list: {
        width: 120,
        render: (v) => {
          const books = (v as PackageBook[] | null) ?? [];
          return t('exercise.bookPackage.bookCount', { n: books.length, q: books.reduce((a, b) => a + b.quantity, 0) });
        },
      },
      item: {
        fields: [
          { name: 'isbn', label: 'exercise.bookPackage.isbn', type: 'text' },
          { name: 'title', label: 'exercise.bookPackage.bookTitle', type: 'text' },
          { name: 'edition', label: 'exercise.bookPackage.edition', type: 'text' },
          { name: 'quantity', label: 'exercise.bookPackage.quantity', type: 'number' },
        ],
      },
    },
    {
      name: 'product_ids',
      label: 'exercise.bookPackage.products',
      type: 'reference',
      reference: courseProducts(),
      multiple: true,
      form: { help: 'exercise.bookPackage.products.help' },
      list: { width: 240, render: (v) => <ReferenceCell source={courseProducts()} value={v} /> },
    },
    moneyField(),
    { name: 'stock', label: 'exercise.bookPackage.stock', type: 'number', list: { width: 130, render: (_v, r) => stockCell(r) } },
    {
      name: 'stock_alert',
      label: 'exercise.bookPackage.stockAlert',
      type: 'number',
      form: { help: 'exercise.bookPackage.stockAlert.help' },
      list: { width: 110, defaultHidden: true },
    },
    {
      name: 'ship_start_at',
      label: 'exercise.bookPackage.shipStart',
      type: 'dateTime',
      emptyValue: null,
      form: { help: 'exercise.bookPackage.shipStart.help' },
      list: { width: 150, defaultHidden: true },
    },
    { name: 'ship_note', label: 'exercise.bookPackage.shipNote', type: 'textarea', list: { width: 200, defaultHidden: true } },
    { name: 'status', label: 'exercise.bookPackage.status', type: 'select', options: STATUS_OPTIONS, list: { width: 90 }, search: true },
    sortField(),
    enableField(),
  ],
  filters: [{ param: 'low_stock', label: 'exercise.bookPackage.filterLowStock', type: 'boolean' }],
});

/** List, search, create, edit, reorder, enable, export and delete book-and-course packages. */
export default resourceScreen(resource);
