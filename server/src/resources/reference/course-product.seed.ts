import { insertMany, subjectIdsByCode, type DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;

/**
 * The subjects the demo sells courses of (and packages questions of): name, subject code, and the
 * course category its courses are sold under (数学一 and 数学二 under 数学 …), so a category's
 * recommendations are of its own courses.
 */
export const PRODUCT_SUBJECTS = [
  ['数学一', 'math_one', '数学'],
  ['数学二', 'math_two', '数学'],
  ['英语一', 'english_one', '英语'],
  ['英语二', 'english_two', '英语'],
  ['政治', 'politics', '政治'],
  ['管理类联考', 'mba_199', '管理类联考'],
  ['计算机 408', 'cs_408', '计算机'],
  ['经济类联考', 'econ_396', '经济类联考'],
] as const;

const KINDS = [
  ['全程班', 399_900],
  ['强化班', 199_900],
  ['冲刺密训', 129_900],
  ['真题精讲', 49_900],
  ['1 对 1 私教', 999_900],
] as const;

/** Course products of 2027 and 2028 for each subject, in its second-level course category, and one abroad. */
export const courseProductSeed: DemoSeed = {
  tables: ['course_product'],
  async run({ db, r, meta }) {
    const subjectId = await subjectIdsByCode(db);
    const categories = await db.selectFrom('course_classify').select(['id', 'name']).where('parent_id', 'is not', null).orderBy('id').execute();
    const categoryId = (name: string) => Number(categories.find((c) => c.name === name)!.id);
    const sysIds = (await db.selectFrom('product_system').select('id').orderBy('id').execute()).map((x) => Number(x.id));
    const products: Rec[] = [];
    for (const year of [2027, 2028]) {
      for (const [sname, scode, category] of PRODUCT_SUBJECTS) {
        for (const [kind, price] of KINDS) {
          if (year === 2028 && r.chance(0.4)) continue;
          products.push({
            name: `${year} 考研${sname}${kind}`,
            price,
            original_price: Math.round(price * 1.5),
            classify_id: categoryId(category),
            product_sys_id: kind === '1 对 1 私教' ? sysIds[2] : r.pick(sysIds.slice(0, 3)),
            subject_id: subjectId(scode),
            year,
            status: r.chance(0.85) ? 'on_sale' : 'off_sale',
            sales: r.int(0, 12_000),
            ...meta(r.int(30, 360)),
          });
        }
      }
    }
    products.push({
      name: '雅思 7 分保障班',
      price: 699_900,
      original_price: 899_900,
      classify_id: categoryId('雅思'),
      product_sys_id: sysIds[4],
      subject_id: subjectId('ielts'),
      year: null,
      status: 'on_sale',
      sales: 820,
      ...meta(90),
    });
    await insertMany(db, 'course_product', products);
  },
};
