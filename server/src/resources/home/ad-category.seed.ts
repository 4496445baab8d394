import { insertMany, type DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;

const LEVEL_1 = [
  ['首页', 'home', 1],
  ['学习', 'study', 1],
  ['课程', 'course', 1],
  ['我的', 'mine', 1],
  ['搜索', 'search', 1],
  ['留学首页', 'abroad_home', 2],
] as const;

/** The ad place categories (table classify): an app page of each business line, with three places on each. */
export const adCategorySeed: DemoSeed = {
  tables: ['classify'],
  async run({ db, meta }) {
    await insertMany(
      db,
      'classify',
      LEVEL_1.map(([name, code, line], i) => ({ name, code, parent_id: null, level: 1, business_line: line, sort: i, is_enable: 1, ...meta(400) })),
    );
    const parents = await db.selectFrom('classify').select(['id', 'code', 'business_line']).execute();
    const children: Rec[] = [];
    for (const p of parents) {
      ['顶部轮播', '中部运营位', '底部横幅'].forEach((n, i) =>
        children.push({
          name: n,
          code: `${p.code}_${i + 1}`,
          parent_id: p.id,
          level: 2,
          business_line: p.business_line,
          sort: i,
          is_enable: i === 2 ? 0 : 1,
          ...meta(380),
        }),
      );
    }
    await insertMany(db, 'classify', children);
  },
};
