import type { DemoSeed } from '../../seed/demo-seed';

const TREE: [string, string[]][] = [
  ['公共课', ['政治', '英语', '数学']],
  ['专业课', ['计算机', '管理类联考', '经济类联考', '法硕', '西医综合']],
  ['图书', ['真题', '教材', '笔记']],
  ['留学', ['雅思', '托福']],
];

/** The first two levels of the course categories (course.seed.ts adds a third under some). */
export const courseNavigationSeed: DemoSeed = {
  tables: ['course_classify'],
  async run({ db, meta }) {
    let sort = 0;
    for (const [name, kids] of TREE) {
      const p = await db
        .insertInto('course_classify')
        .values({ name, parent_id: null, sort: sort++, ...meta(500) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const k of kids) {
        await db
          .insertInto('course_classify')
          .values({ name: k, parent_id: p.id, sort: sort++, ...meta(500) })
          .execute();
      }
    }
  },
};
