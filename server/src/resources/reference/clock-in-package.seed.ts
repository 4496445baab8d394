import { insertMany, subjectIdsByCode, type DemoSeed } from '../../seed/demo-seed';

/** The clock-in packages (ids 1… in this order: the demo's clock-in activities name them). */
export const CLOCK_IN_PACKAGES = [
  ['考研英语 5500 词 30 天打卡', 30, 'english_one'],
  ['数学每日一题 60 天', 60, 'math_one'],
  ['政治背诵 21 天打卡', 21, 'politics'],
  ['管综逻辑每日练', 45, 'mba_199'],
  ['408 数据结构 28 天', 28, 'cs_408'],
] as const;

export const clockInPackageSeed: DemoSeed = {
  tables: ['clock_in_package'],
  async run({ db, meta }) {
    const subjectId = await subjectIdsByCode(db);
    await insertMany(
      db,
      'clock_in_package',
      CLOCK_IN_PACKAGES.map(([name, days, s]) => ({ name, days, subject_id: subjectId(s), ...meta(120) })),
    );
  },
};
