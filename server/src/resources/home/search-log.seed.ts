import { normalizeQuery } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { rng } from '../../seed/random';
import type { DemoSeed } from '../../seed/demo-seed';

const DAY = 24 * 60 * 60 * 1000;

/** Queries students search all month long, with a weight (searches per day, roughly). */
const STEADY: [string, number][] = [
  ['考研数学一', 14],
  ['英语二真题', 10],
  ['政治冲刺', 8],
  ['408', 7],
  ['管综逻辑', 6],
  ['考研择校', 6],
  ['数一真题', 5],
  ['考研英语作文', 5],
  ['复试调剂', 4],
  ['英语一阅读', 4],
  ['考研政治大纲', 3],
  ['高数', 3],
  ['专业课资料', 3],
  ['雅思 7 分', 1],
];
/** Queries of the last week only: the news students react to. */
const RISING: [string, number][] = [
  ['2027 考研报名', 9],
  ['肖四', 7],
  ['考研准考证打印', 5],
  ['考研成绩查询', 3],
];
/** What students search and the app finds nothing for: what staff should cover. */
const NOTHING: [string, number][] = [
  ['同等学力申硕', 3],
  ['非全日制学费', 2],
  ['考研 vlog', 2],
  ['MPAcc 提前面试', 1],
  ['在职周末班', 1],
  ['考研宿舍', 1],
];
const PLATFORMS = [2, 2, 2, 3, 3, 3, 1, 0, 6, 7];

/** About three thousand searches over the 30 days before `now`, the same in every demo database. */
export async function seedSearchLog(db: Db, now: Date): Promise<void> {
  const r = rng(20261121);
  const rows: Record<string, unknown>[] = [];
  const add = (query: string, day: number, results: number, line = 1) => {
    const at = new Date(now.getTime() - day * DAY - r.int(0, DAY - 1)).toISOString();
    rows.push({
      query: normalizeQuery(query),
      result_count: results,
      platform: r.pick(PLATFORMS),
      business_line: line,
      searched_at: at,
      created_at: at,
      updated_at: at,
      version: 1,
    });
  };
  for (let day = 0; day < 30; day++) {
    for (const [q, w] of STEADY) for (let i = r.int(0, w * 2); i > 0; i--) add(q, day, q.startsWith('雅思') ? 0 : r.int(3, 120), q.startsWith('雅思') ? 2 : 1);
    if (day < 7) for (const [q, w] of RISING) for (let i = r.int(0, w * 2); i > 0; i--) add(q, day, r.int(1, 40));
    for (const [q, w] of NOTHING) for (let i = r.int(0, w * 2); i > 0; i--) add(q, day, 0);
  }
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('home_search_log')
      .values(rows.slice(i, i + 200))
      .execute();
}

export const searchLogSeed: DemoSeed = { tables: ['home_search_log'], run: ({ db, now }) => seedSearchLog(db, now) };
