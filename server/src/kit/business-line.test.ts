/** The business line as a server boundary: line 2 only for holders of nav.system_config_abroad. */
import { useTestServer } from '../test/use-test-server';

const s = useTestServer(['admin', 'ads']);
const { tokens } = s;

type Rec = Record<string, unknown>;
const call = async (method: string, url: string, who: string, body?: unknown) => (await s.call(method, url, { token: tokens[who], body })).body;
const L = '/base/ads/launch';
const ad = (title: string, business_line: number) => ({
  title,
  image: 'https://img.example.com/a.png',
  platforms: [1],
  business_line,
  start_at: '2026-11-20T00:00:00.000Z',
  end_at: '2026-12-20T00:00:00.000Z',
});

it('lists only line 1 to an account without nav.system_config_abroad, and refuses to list line 2', async () => {
  const line2 = (await call('POST', `${L}/`, 'admin', ad('海外线启动广告', 2))).data as Rec;
  expect(line2.business_line).toBe(2);
  const all = (await call('GET', `${L}/?limit=100`, 'admin')).data;
  expect(all.items.some((r: Rec) => r.business_line === 2)).toBe(true);
  const mine = (await call('GET', `${L}/?limit=100`, 'ads')).data;
  expect(mine.items.length).toBeGreaterThan(0);
  expect(mine.items.every((r: Rec) => r.business_line === 1)).toBe(true);
  expect(mine.total).toBe((await call('GET', `${L}/?limit=1&business_line=1`, 'admin')).data.total);
  const asked = await call('GET', `${L}/?business_line=2`, 'ads');
  expect([asked.code, asked.msg]).toEqual([40300, expect.stringContaining('nav.system_config_abroad')]);
  const exported = await s.call('POST', `${L}/export/`, {
    token: tokens.ads,
    body: { format: 'csv', query: {}, columns: [{ field: 'title', label: '标题' }], lang: 'zh', tz: 'Asia/Shanghai' },
  });
  expect(exported.res.body).not.toContain('海外线启动广告');
});

it('refuses to read, create, change, move or delete a line-2 record without it, and writes nothing', async () => {
  const line2 = (await call('POST', `${L}/`, 'admin', ad('海外线广告 B', 2))).data as Rec;
  const line1 = (await call('POST', `${L}/`, 'ads', ad('国内线广告 B', 1))).data as Rec;
  const refusals = [
    await call('GET', `${L}/${line2.id}/`, 'ads'),
    await call('POST', `${L}/`, 'ads', ad('越权广告', 2)),
    await call('PUT', `${L}/${line2.id}/`, 'ads', { ...ad('改海外', 2), version: line2.version }),
    await call('PUT', `${L}/${line2.id}/`, 'ads', { ...ad('改成国内', 1), version: line2.version }),
    await call('PATCH', `${L}/${line2.id}/`, 'ads', { title: '改', version: line2.version }),
    await call('PATCH', `${L}/${line1.id}/`, 'ads', { business_line: 2, version: line1.version }),
    await call('PATCH', `${L}/bulk/`, 'ads', { items: [{ id: line2.id, version: line2.version }], changes: { title: '批量' } }),
    await call('POST', `${L}/bulk-delete/`, 'ads', { items: [{ id: line2.id, version: line2.version }] }),
    await call('DELETE', `${L}/${line2.id}/`, 'ads', { version: line2.version }),
  ];
  expect(refusals.map((r) => r.code)).toEqual(refusals.map(() => 40300));
  expect((await call('GET', `${L}/${line2.id}/`, 'admin')).data).toMatchObject({ title: '海外线广告 B', version: line2.version });
  expect((await call('GET', `${L}/${line1.id}/`, 'admin')).data).toMatchObject({ business_line: 1, version: line1.version });
  expect((await call('GET', `${L}/?limit=100`, 'admin')).data.items.some((r: Rec) => r.title === '越权广告')).toBe(false);
  // Its own line it still works on.
  expect((await call('PATCH', `${L}/${line1.id}/`, 'ads', { title: '国内线广告 B2', version: line1.version })).code).toBe(20000);
});
