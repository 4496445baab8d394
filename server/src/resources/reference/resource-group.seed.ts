import { insertMany, type DemoSeed } from '../../seed/demo-seed';

const GROUPS = [
  ['历年真题', 'document', 64],
  ['名师讲义', 'document', 120],
  ['音频课', 'audio', 48],
  ['直播回放', 'video', 310],
  ['复试资料包', 'mixed', 22],
  ['英语阅读精选', 'document', 85],
  ['数学公式手册', 'document', 12],
  ['政治时政热点', 'mixed', 40],
] as const;

/** The groups of study material (GET base/resource_group/list/). */
export const resourceGroupSeed: DemoSeed = {
  tables: ['resource_group'],
  run: ({ db, meta }) =>
    insertMany(
      db,
      'resource_group',
      GROUPS.map(([name, type, resource_count]) => ({ name, type, resource_count, ...meta(250) })),
    ),
};
