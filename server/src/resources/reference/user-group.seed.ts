import { insertMany, type DemoSeed } from '../../seed/demo-seed';

const GROUPS = [
  ['全部注册用户', '所有已注册的 App 用户', 1_280_000],
  ['新注册用户（7 天内）', '近 7 天注册，未购课', 18_600],
  ['付费学员', '购买过任一付费课程', 214_000],
  ['2027 考研学员', '目标年份为 2027 的用户', 432_000],
  ['2028 考研学员', '目标年份为 2028 的用户', 96_500],
  ['数学一备考用户', '关注数学一的用户', 151_000],
  ['沉睡用户（30 天未登录）', '召回投放', 305_000],
  ['留学意向用户', '留学业务线用户', 42_300],
  ['内部测试账号', '运营与测试人员，用于验收投放', 36],
] as const;

/** The user groups ads and pushes target. */
export const userGroupSeed: DemoSeed = {
  tables: ['user_group'],
  run: ({ db, meta }) =>
    insertMany(
      db,
      'user_group',
      GROUPS.map(([name, description, user_count]) => ({ name, description, user_count, ...meta(300) })),
    ),
};
