/** GET dashboard/: sections by permission, and every count is the total of the list it links to. */
import { SECTION_WORK, type DashboardItem, type DashboardResult } from '@admin/shared/contract/resources';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'ads', 'viewer', 'nobody']);
const { tokens } = s;

const call = s.ask;
const board = async (who: string): Promise<DashboardResult> => {
  const r = await call('GET', '/dashboard/', undefined, who);
  expect(r.code).toBe(20000);
  return r.data;
};
const items = (d: DashboardResult): DashboardItem[] => d.sections.flatMap((x) => x.items);
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(s.clock.now.getTime() + ms).toISOString();

/** The API list behind a console list path (what the screen at that path lists). */
function apiListOf(item: DashboardItem): string {
  const [family, rest] = item.resource.split('.');
  if (family === 'ads') return `/base/ads/${rest}/`;
  if (family === 'push') return `/base/push/${rest}/`;
  return '/base/feedback/';
}
async function listTotal(item: DashboardItem, who: string): Promise<number> {
  const r = await call('GET', `${apiListOf(item)}?${new URLSearchParams({ ...item.query, limit: '1' })}`, undefined, who);
  expect(r.code).toBe(20000);
  return r.data.total;
}

it('counts for admin equal the totals of the lists they link to, with some work of every kind', async () => {
  // Work the demo data may lack: an ad ending tomorrow, one ended but still on, a push due in an hour (today, UTC+8 16:00 now).
  const ad = { title: '看板测试', image: 'https://img.example.com/a.png', platforms: [1, 2] };
  expect((await call('POST', '/base/ads/launch/', { ...ad, start_at: iso(-48 * HOUR), end_at: iso(24 * HOUR) })).code).toBe(20000);
  expect((await call('POST', '/base/ads/launch/', { ...ad, start_at: iso(-48 * HOUR), end_at: iso(-HOUR), is_enable: true })).code).toBe(20000);
  const push = { title: '看板推送', body: '正文', platforms: [2, 3], status: 'scheduled', send_at: iso(HOUR) };
  expect((await call('POST', '/base/push/app/', push)).code).toBe(20000);

  const d = await board('admin');
  expect(d.sections.map((x) => x.key)).toEqual(['ads', 'push', 'feedback']);
  for (const sec of d.sections) expect([...new Set(sec.items.map((i) => i.work))]).toEqual(SECTION_WORK[sec.key]);
  const all = items(d);
  expect(all.length).toBe(25 * 3 + 2 * 2 + 1);
  for (const work of ['ad_starting', 'ad_ending', 'ad_ended_enabled', 'push_today', 'push_soon', 'feedback_new']) {
    expect(all.filter((i) => i.work === work).reduce((n, i) => n + i.count, 0)).toBeGreaterThan(0);
  }
  for (const i of all) expect({ [`${i.resource} ${i.work}`]: i.count }).toEqual({ [`${i.resource} ${i.work}`]: await listTotal(i, 'admin') });
  expect(all.find((i) => i.resource === 'ads.launch' && i.work === 'ad_ending')).toMatchObject({ path: '/ad/index', query: { upcoming: 'end' } });
  expect(all.find((i) => i.resource === 'push.app' && i.work === 'push_today')).toMatchObject({
    path: '/push/index',
    query: { status: 'scheduled', send_window: 'today' },
    count: 1,
  });
});

it('shows the ads account only its ads and pushes, with the same totals as its lists', async () => {
  const d = await board('ads');
  expect(d.sections.map((x) => x.key)).toEqual(['ads', 'push']);
  for (const i of items(d)) expect({ [`${i.resource} ${i.work}`]: i.count }).toEqual({ [`${i.resource} ${i.work}`]: await listTotal(i, 'ads') });
  // Not zero: absent, and the API agrees that the list is not the user's.
  expect((await call('GET', '/base/feedback/?status=new', undefined, 'ads')).code).toBe(40300);
});

it('gives a user without permissions no section, and a request without a token 50022', async () => {
  expect((await board('nobody')).sections).toEqual([]);
  expect((await board('viewer')).sections.map((x) => x.key)).toEqual(['ads', 'push', 'feedback']);
  expect((await s.call('GET', '/dashboard/', { token: null })).body.code).toBe(50022);
});

it('refuses an unknown window value on the lists it links to, with the field named', async () => {
  const r = await call('GET', '/base/ads/launch/?upcoming=soon');
  expect(r.code).toBe(40000);
  expect(r.data.errors[0].field).toBe('query.upcoming');
  expect((await call('GET', '/base/push/app/?send_window=tomorrow')).data.errors[0].field).toBe('query.send_window');
});

it('moves its windows with the clock: a push due tomorrow is not today, an ad ending in 8 days is not soon', async () => {
  const before = items(await board('admin'));
  const count = (list: DashboardItem[], resource: string, work: string) => list.find((i) => i.resource === resource && i.work === work)!.count;
  const ad = { title: '看板窗口', image: 'https://img.example.com/a.png', platforms: [1, 2], start_at: iso(-HOUR), end_at: iso(8 * 24 * HOUR) };
  expect((await call('POST', '/base/ads/study/', ad)).code).toBe(20000);
  expect((await call('POST', '/base/push/pc/', { title: '明天', body: '正文', platforms: [0], status: 'scheduled', send_at: iso(9 * HOUR) })).code).toBe(20000); // 01:00 tomorrow, UTC+8
  let after = items(await board('admin'));
  expect(count(after, 'ads.study', 'ad_ending')).toBe(count(before, 'ads.study', 'ad_ending'));
  expect(count(after, 'push.pc', 'push_today')).toBe(count(before, 'push.pc', 'push_today'));
  expect(count(after, 'push.pc', 'push_soon')).toBe(count(before, 'push.pc', 'push_soon') + 1);
  s.clock.now = new Date(s.clock.now.getTime() + 24 * HOUR + 1000);
  tokens.admin = await s.login('admin'); // a day later the session has expired
  after = items(await board('admin'));
  expect(count(after, 'ads.study', 'ad_ending')).toBeGreaterThanOrEqual(1);
  expect(count(after, 'push.pc', 'push_today')).toBeGreaterThanOrEqual(1);
  for (const i of after.filter((x) => x.resource === 'ads.study' || x.resource === 'push.pc')) expect(i.count).toBe(await listTotal(i, 'admin'));
});
