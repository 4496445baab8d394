/** The search log and its panel's lists: counted from the stored searches, covered by terms and keywords. */
import { RISING_MIN, type SearchInsight } from '@admin/shared/contract/resources';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'viewer', 'nobody', 'ads']);

const call = s.ask;
const DAY = 24 * 60 * 60 * 1000;

/** The three lists worked out here from every stored row, by plain counting. */
async function expected(days: number, line: number, limit: number) {
  const rows = await s.db.selectFrom('home_search_log').select(['query', 'result_count', 'searched_at', 'business_line']).execute();
  const now = s.clock.now.getTime();
  const inPeriod = (at: string, from: number, to: number) => Date.parse(at) >= now - from * DAY && Date.parse(at) < now - to * DAY;
  const tally = (keep: (r: (typeof rows)[number]) => boolean) => {
    const m = new Map<string, number>();
    for (const r of rows) if (Number(r.business_line) === line && keep(r)) m.set(String(r.query), (m.get(String(r.query)) ?? 0) + 1);
    return m;
  };
  const order = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const cur = tally((r) => inPeriod(String(r.searched_at), days, 0));
  const prev = tally((r) => inPeriod(String(r.searched_at), 2 * days, days));
  const empty = tally((r) => inPeriod(String(r.searched_at), days, 0) && Number(r.result_count) === 0);
  const gain = (q: string, n: number) => n - (prev.get(q) ?? 0);
  return {
    total: [...cur.values()].reduce((a, b) => a + b, 0),
    top: order(cur).slice(0, limit),
    rising: order(cur)
      .filter(([q, n]) => n >= RISING_MIN && n > (prev.get(q) ?? 0))
      .sort((a, b) => gain(b[0], b[1]) - gain(a[0], a[1]) || b[1] - a[1])
      .slice(0, limit),
    no_result: order(empty).slice(0, limit),
  };
}
const pairs = (xs: SearchInsight[]) => xs.map((x) => [x.query, x.count]);

describe('the search log', () => {
  it('holds a few thousand searches over the last 30 days', async () => {
    const r = await call('GET', '/base/search-log/?limit=1');
    expect(r.data.total).toBeGreaterThan(2000);
    const oldest = (await call('GET', '/base/search-log/?limit=1&ordering=searched_at')).data.items[0];
    expect(s.clock.now.getTime() - Date.parse(oldest.searched_at)).toBeLessThanOrEqual(30 * DAY);
    const empty = (await call('GET', '/base/search-log/?no_result=1&limit=100')).data.items as { result_count: number }[];
    expect(empty.length).toBeGreaterThan(0);
    expect(empty.every((x) => x.result_count === 0)).toBe(true);
  });

  it.each([
    [7, 1, 10],
    [30, 1, 5],
    [7, 2, 10],
  ])('counts top, rising and no-result queries over %i days on line %i as the rows say', async (days, line, limit) => {
    const r = (await call('GET', `/base/search-log/insights/?days=${days}&business_line=${line}&limit=${limit}`)).data;
    const want = await expected(days, line, limit);
    expect(r.total).toBe(want.total);
    expect(pairs(r.top)).toEqual(want.top);
    expect(pairs(r.rising)).toEqual(want.rising);
    expect(pairs(r.no_result)).toEqual(want.no_result);
    if (line === 1) {
      expect(r.rising.length).toBeGreaterThan(0);
      expect(r.no_result.length).toBeGreaterThan(0);
      // The week's news is new: nothing the week before.
      if (days === 7) expect(r.rising.find((x: SearchInsight) => x.query === '2027 考研报名')?.previous).toBe(0);
    }
  });

  it('says which hot term and keyword cover a query, and follows new ones', async () => {
    const panel = async () => (await call('GET', '/base/search-log/insights/?days=30&limit=50')).data as { top: SearchInsight[]; no_result: SearchInsight[] };
    const top = (await panel()).top;
    // 数一真题 meets the keyword 数学一 by prefix; 考研数学一 is a hot term of the demo.
    expect(top.find((x) => x.query === '数一真题')).toMatchObject({ keyword: '数学一' });
    expect(top.find((x) => x.query === '考研数学一')?.hot_keyword_id).toEqual(expect.any(Number));
    const miss = (await panel()).no_result.find((x) => x.query === '同等学力申硕')!;
    expect(miss).toMatchObject({ keyword_id: null, hot_keyword_id: null });

    const kw = await call('POST', '/base/search-keyword/', { keyword: '同等学力申硕' });
    const hot = await call('POST', '/base/hot-keyword/', { word: '同等学力申硕' });
    const after = (await panel()).no_result.find((x) => x.query === '同等学力申硕')!;
    expect(after).toMatchObject({ keyword_id: kw.data.id, keyword: '同等学力申硕', hot_keyword_id: hot.data.id });
  });

  it('is read by the search screens’ viewers and no one else, and has no write', async () => {
    expect((await call('GET', '/base/search-log/insights/', undefined, 'viewer')).code).toBe(20000);
    expect((await call('GET', '/base/search-log/insights/', undefined, 'ads')).code).toBe(40300);
    expect((await call('GET', '/base/search-log/', undefined, 'nobody')).code).toBe(40300);
    expect(
      (await call('POST', '/base/search-log/', { query: 'x', result_count: 0, platform: 2, business_line: 1, searched_at: '2026-11-20T00:00:00Z' })).code,
    ).not.toBe(20000);
    expect((await call('GET', '/base/search-log/insights/?days=0')).data.errors[0].field).toBe('query.days');
  });
});
