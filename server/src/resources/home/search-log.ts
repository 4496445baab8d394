import {
  RISING_MIN,
  matchKeyword,
  searchInsightsQuerySchema,
  searchInsightsSchema,
  searchLog,
  uniqueTextKey,
  type SearchInsight,
} from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { enabledKeywords } from './search-keyword';

type Rec = Record<string, unknown>;
type Counted = { query: string; n: number };

const TABLE = 'home_search_log';
const DAY = 24 * 60 * 60 * 1000;

const def: CollectionDef = {
  resource: searchLog,
  table: TABLE,
  customFilters: { no_result: (qb, v) => (v ? qb.where('result_count', '=', 0) : qb.where('result_count', '>', 0)) },
};

/** Searches per query of one line between two instants (ISO text compares as time), most first. */
async function counts(db: Db, line: number, from: string, to: string, noResult = false): Promise<Counted[]> {
  let q = db
    .selectFrom(TABLE)
    .select((eb) => ['query', eb.fn.countAll<number>().as('n')])
    .where('business_line', '=', line)
    .where('searched_at', '>=', from)
    .where('searched_at', '<', to);
  if (noResult) q = q.where('result_count', '=', 0);
  const rows = (await q.groupBy('query').execute()) as Rec[];
  return rows.map((r) => ({ query: String(r.query), n: Number(r.n) })).sort((a, b) => b.n - a.n || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0));
}

/**
 * The search panel's three lists over the last `days`: the most searched queries, the rising ones
 * (searched at least RISING_MIN times and more than in the `days` before, the largest gain first)
 * and those that found nothing; each says which hot term and keyword already cover it.
 */
export async function searchInsights(db: Db, q: { days: number; business_line: number; limit: number }, now: Date) {
  const to = now.toISOString();
  const since = new Date(now.getTime() - q.days * DAY).toISOString();
  const before = new Date(now.getTime() - 2 * q.days * DAY).toISOString();
  const [current, previous, empty, hot, keywords] = await Promise.all([
    counts(db, q.business_line, since, to),
    counts(db, q.business_line, before, since),
    counts(db, q.business_line, since, to, true),
    db.selectFrom('home_hot_keyword').select(['id', 'word']).where('business_line', '=', q.business_line).execute(),
    enabledKeywords(db),
  ]);
  const hotByWord = new Map(hot.map((h) => [uniqueTextKey(String(h.word)), Number(h.id)]));
  const prev = new Map(previous.map((p) => [p.query, p.n]));
  const insight = (c: Counted): SearchInsight => {
    const hit = matchKeyword(c.query, keywords);
    return {
      query: c.query,
      count: c.n,
      previous: prev.get(c.query) ?? 0,
      hot_keyword_id: hotByWord.get(uniqueTextKey(c.query)) ?? null,
      keyword_id: hit?.id ?? null,
      keyword: hit?.keyword ?? null,
    };
  };
  const rising = current
    .filter((c) => c.n >= RISING_MIN && c.n > (prev.get(c.query) ?? 0))
    .sort((a, b) => b.n - (prev.get(b.query) ?? 0) - (a.n - (prev.get(a.query) ?? 0)) || b.n - a.n);
  return {
    days: q.days,
    business_line: q.business_line,
    total: current.reduce((n, c) => n + c.n, 0),
    top: current.slice(0, q.limit).map(insight),
    rising: rising.slice(0, q.limit).map(insight),
    no_result: empty.slice(0, q.limit).map(insight),
  };
}

/** /base/search-log/ and its panel's lists, /base/search-log/insights/. */
export function searchLogFamily(reg: Registry): void {
  registerCollection(reg, def, {
    insights: (_e, deps) => ({
      query: searchInsightsQuerySchema,
      response: searchInsightsSchema,
      summary: '搜索洞察：热搜、上升、无结果的搜索词（及已覆盖它们的热搜词和关键词）',
      handle: (c) => searchInsights(deps.db, c.query as { days: number; business_line: number; limit: number }, c.now),
    }),
  });
}
