import { bookCoursePackageSchemas, type PackageBook } from '@admin/shared/contract/resources';
import { codecsOf, encodeRecord } from '../../kit/codec';
import { insertMany, type DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;

/** An ISBN-13 of the 978-7 (Chinese publishers) range with its check digit. */
function isbn13(twelve: string): string {
  const sum = [...twelve].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  const check = (10 - (sum % 10)) % 10;
  return `${twelve.slice(0, 3)}-${twelve.slice(3, 4)}-${twelve.slice(4, 6)}-${twelve.slice(6, 12)}-${check}`;
}

const book = (n: number, title: string, edition: string, quantity = 1): PackageBook => ({
  isbn: isbn13(`9787${String(5000000 + n * 7919).padStart(8, '0')}`),
  title,
  edition,
  quantity,
});

/** The eight demo packages: name, books, how many course products, price (yuan), stock, alert, status, enabled. */
const PACKAGES: [string, PackageBook[], number, number, number, number, 'draft' | 'on_sale' | 'off_sale', boolean][] = [
  [
    '考研数学复习全书 + 全程班',
    [book(1, '考研数学复习全书·基础篇', '2027 版'), book(2, '考研数学历年真题全精解析', '2027 版')],
    2,
    398,
    1200,
    100,
    'on_sale',
    true,
  ],
  ['英语真题黄皮书 + 精讲课', [book(3, '考研英语一历年真题', '2027 版'), book(4, '考研英语词汇红宝书', '第 12 版')], 1, 259, 36, 50, 'on_sale', true],
  ['政治精讲精练 + 冲刺课', [book(5, '考研政治精讲精练', '2027 版'), book(6, '考研政治 1000 题', '2027 版')], 1, 199, 0, 30, 'on_sale', true],
  ['管综逻辑宝典 + 密训营', [book(7, '管理类联考逻辑宝典', '第 5 版'), book(8, '管综写作 36 篇', '2027 版')], 2, 468, 800, 80, 'on_sale', true],
  [
    '408 王道四件套 + 串讲课',
    [
      book(9, '数据结构考研复习指导', '2027 版'),
      book(10, '计算机组成原理考研复习指导', '2027 版'),
      book(11, '操作系统考研复习指导', '2027 版'),
      book(12, '计算机网络考研复习指导', '2027 版'),
    ],
    1,
    520,
    2400,
    100,
    'on_sale',
    true,
  ],
  ['打卡礼包：单词书 + 笔记本', [book(13, '考研英语 5500 词乱序版', '2027 版'), book(14, '考研专用笔记本', '', 2)], 0, 0, 5000, 200, 'on_sale', true],
  ['复试礼包：面试手册', [book(15, '考研复试面试全攻略', '第 3 版')], 0, 49, 20, 20, 'off_sale', false],
  ['经综真题集 + 网课', [book(16, '经济类联考综合能力真题集', '2027 版')], 1, 168, 300, 50, 'draft', true],
];

/**
 * Demo book-and-course packages, the table the clock-in sign-ups link (seeded before the business
 * courses make their sign-ups): checked by the create schema like every write.
 */
export const bookCoursePackageSeed: DemoSeed = {
  tables: ['book_course_package'],
  async run({ db, images, meta, r }) {
    const productIds = (await db.selectFrom('course_product').select('id').orderBy('id').execute()).map((x) => Number(x.id));
    const codecs = codecsOf(bookCoursePackageSchemas.create.shape);
    const rows = PACKAGES.map(([name, books, nProducts, yuan, stock, alert, status, enabled], i) => {
      const body = bookCoursePackageSchemas.create.parse({
        name,
        cover: images[i % images.length],
        books,
        product_ids: productIds.slice(i * 2, i * 2 + nProducts),
        price: yuan * 100,
        stock,
        stock_alert: alert,
        ship_start_at: i % 3 === 0 ? '2026-07-01T00:00:00.000Z' : null,
        ship_note: i % 2 ? '付款后 48 小时内顺丰发货，偏远地区 3–5 天' : '',
        status,
        sort: i * 10,
        is_enable: enabled,
      });
      return { ...encodeRecord(codecs, body as Rec), ...meta(100) };
    });
    await insertMany(db, 'book_course_package', rows);
    // The packages once drew their stock here: the draws stay, so every later demo record is as before.
    for (let i = 0; i < 8; i++) r.int(0, 3000);
  },
};
