/** The ad places added for spec 2 screens without spec 7 calls, and the expiry mark of spec 4. */
import { AD_KINDS } from '@admin/shared/contract/resources';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['ads']);

const call = s.ask;
const AD = { title: '新 Banner', image: 'https://img.example.com/a.png', start_at: '2026-11-01T00:00:00+08:00', end_at: '2026-12-31T00:00:00+08:00' };

it('serves every kind of AD_KINDS with seeded rows to the ads account', async () => {
  for (const k of AD_KINDS) {
    const r = await call('GET', `/base/ads/${k.kind}/`);
    expect({ kind: k.kind, code: r.code }).toEqual({ kind: k.kind, code: 20000 });
    expect(r.data.total).toBeGreaterThan(0);
    if (k.platforms) for (const ad of r.data.items) expect(k.platforms).toEqual(expect.arrayContaining(ad.platforms));
  }
});

it('keeps an ad on the platforms its place exists on', async () => {
  const pc = await call('POST', '/base/ads/banner/', { ...AD, platforms: [0, 2] });
  expect(pc.data.errors).toEqual([{ field: 'platforms', message: '该广告位只能投放在：PC' }]);
  const h5 = await call('POST', '/base/ads/banner_h5/', { ...AD, platforms: [1] });
  expect(h5.code).toBe(20000);
  const moved = await call('PATCH', `/base/ads/banner_h5/${h5.data.id}/`, { platforms: [0], version: h5.data.version });
  expect(moved.data.errors).toEqual([{ field: 'platforms', message: '该广告位只能投放在：H5' }]);
  const md = await call('POST', '/base/ads/banner_md/', { ...AD, platforms: [2, 3, 6, 7] });
  expect(md.code).toBe(20000);
});

it.each(['search_page', 'recommend_top'])('marks a %s ad expired and back, and filters by it', async (kind) => {
  const slash = kind === 'recommend_top' ? '/' : '';
  const created = (await call('POST', `/base/ads/${kind}`, { ...AD, platforms: [2] })).data;
  expect(created.is_marked_expired).toBe(false);
  const expired = await call('PATCH', `/base/ads/${kind}/${created.id}${slash}`, { is_marked_expired: true, version: created.version });
  expect(expired.data).toMatchObject({ is_marked_expired: true, version: created.version + 1 });
  const onlyExpired = (await call('GET', `/base/ads/${kind}?is_marked_expired=1&limit=100`)).data.items as { id: number; is_marked_expired: boolean }[];
  expect(onlyExpired.map((a) => a.id)).toContain(created.id);
  expect(onlyExpired.every((a) => a.is_marked_expired)).toBe(true);
  // PATCH takes only the mark; its default is false (spec 4).
  expect((await call('PATCH', `/base/ads/${kind}/${created.id}${slash}`, { title: 'x', version: expired.data.version })).code).toBe(40000);
  const back = await call('PATCH', `/base/ads/${kind}/${created.id}${slash}`, { version: expired.data.version });
  expect(back.data.is_marked_expired).toBe(false);
  const notExpired = (await call('GET', `/base/ads/${kind}?is_marked_expired=0&limit=100`)).data.items as { id: number }[];
  expect(notExpired.map((a) => a.id)).toContain(created.id);
});
