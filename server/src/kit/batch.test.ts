/** Bulk change, bulk delete and reorder: one transaction, all or nothing, every row checked. */
import { useTestServer } from '../test/use-test-server';
import { dbFingerprint } from '../test/harness';
import { reorderedSorts } from './batch';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'ads', 'viewer', 'nobody']);

const call = s.ask;
const list = async (url: string, who = 'admin'): Promise<Rec[]> => (await call('GET', url, undefined, who)).data.items;
const ref = (r: Rec) => ({ id: r.id as number, version: r.version as number });
const AD = {
  title: '批量测试',
  image: 'https://img.example.com/a.png',
  platforms: [1, 2],
  start_at: '2026-12-01T00:00:00+08:00',
  end_at: '2027-01-01T00:00:00+08:00',
};

/** Runs `fn` and expects it to leave the whole database as it was. */
async function writesNothing(fn: () => Promise<void>): Promise<void> {
  const before = await dbFingerprint(s.db);
  await fn();
  expect(await dbFingerprint(s.db)).toBe(before);
}

describe('bulk change', () => {
  it('changes every row in one request and returns the records with new versions', async () => {
    const ads = (await list('/base/ads/popup/?limit=3')).map(ref);
    const r = await call('PATCH', '/base/ads/popup/bulk/', { items: ads, changes: { is_enable: false } }, 'ads');
    expect(r.code).toBe(20000);
    expect(r.data.items.map((x: Rec) => [x.id, x.is_enable, x.version])).toEqual(ads.map((a) => [a.id, false, a.version + 1]));
    for (const a of ads) expect((await call('GET', `/base/ads/popup/${a.id}/`)).data.is_enable).toBe(false);
  });

  it('refuses the whole batch with 40900 when one row changed since it was read', async () => {
    const ads = (await list('/base/ads/popup/?limit=3')).map(ref);
    ads[1].version -= 1;
    await writesNothing(async () => {
      const r = await call('PATCH', '/base/ads/popup/bulk/', { items: ads, changes: { sort: 7 } });
      expect(r.code).toBe(40900);
      expect(r.data.errors).toEqual([{ field: 'items.1.version', message: expect.stringContaining(String(ads[1].id)) }]);
    });
  });

  it('refuses the whole batch with 40400 when one row is gone', async () => {
    const ads = (await list('/base/ads/popup/?limit=2')).map(ref);
    await writesNothing(async () => {
      const r = await call('PATCH', '/base/ads/popup/bulk/', { items: [...ads, { id: 999_999, version: 1 }], changes: { sort: 7 } });
      expect(r.code).toBe(40400);
      expect(r.data.errors).toEqual([{ field: 'items.2.id', message: expect.stringContaining('999999') }]);
    });
  });

  it('validates each merged row as its PATCH would and names the bad row', async () => {
    const made: Rec[] = [];
    for (const start of ['2026-12-01', '2026-12-05', '2026-12-20']) {
      made.push((await call('POST', '/base/ads/popup/', { ...AD, start_at: `${start}T00:00:00+08:00` })).data);
    }
    await writesNothing(async () => {
      // The new end suits the first two ads; the third starts after it.
      const r = await call('PATCH', '/base/ads/popup/bulk/', { items: made.map(ref), changes: { end_at: '2026-12-10T00:00:00+08:00' } });
      expect(r.code).toBe(40000);
      expect(r.data.errors).toEqual([{ field: 'items.2.end_at', message: '结束时间必须晚于开始时间' }]);
    });
    // The kind's own rule (App home banners show on apps only) applies per row too.
    const banners = (await list('/base/ads/banner_md/?limit=2')).map(ref);
    const bad = await call('PATCH', '/base/ads/banner_md/bulk/', { items: banners, changes: { platforms: [0] } });
    expect(bad.code).toBe(40000);
    expect(bad.data.errors.map((e: { field: string }) => e.field)).toEqual(['items.0.platforms', 'items.1.platforms']);
  });

  it('accepts only what the PATCH accepts, at most 1 000 rows, each once', async () => {
    const ads = (await list('/base/ads/search_page/?limit=2')).map(ref);
    // search_page's PATCH only marks expiry.
    const title = await call('PATCH', '/base/ads/search_page/bulk/', { items: ads, changes: { title: 'x' } });
    expect(title.data.errors).toEqual([{ field: 'changes.title', message: '不支持的字段，请删除' }]);
    const expire = await call('PATCH', '/base/ads/search_page/bulk/', { items: ads, changes: { is_marked_expired: true } });
    expect(expire.code).toBe(20000);
    expect(expire.data.items.every((x: Rec) => x.is_marked_expired === true)).toBe(true);
    const many = Array.from({ length: 1001 }, (_, i) => ({ id: i + 1, version: 1 }));
    expect((await call('PATCH', '/course/tag/bulk/', { items: many, changes: { is_enable: true } })).data.errors).toEqual([
      { field: 'items', message: '最多 1000 项' },
    ]);
    const twice = await call('PATCH', '/course/tag/bulk/', { items: [ads[0], ads[0]], changes: { is_enable: true } });
    expect(twice.data.errors).toEqual([{ field: 'items', message: '同一条记录不能出现两次' }]);
    expect((await call('PATCH', '/course/tag/bulk/', { items: [ads[0]], changes: {} })).data.errors).toEqual([
      { field: 'changes', message: '请至少修改 1 个字段' },
    ]);
  });

  it('bans app users in bulk (their only change) and has no bulk delete for them', async () => {
    const users = (await list('/account/user/?status=active&limit=2')).map(ref);
    const r = await call('PATCH', '/account/user/bulk/', { items: users, changes: { status: 'banned' } });
    expect(r.code).toBe(20000);
    expect(r.data.items.every((u: Rec) => u.status === 'banned' && /\*{4}/.test(String(u.phone)))).toBe(true);
    expect((await call('PATCH', '/account/user/bulk/', { items: users, changes: { nickname: 'x' } })).code).toBe(40000);
    expect((await call('POST', '/account/user/bulk-delete/', { items: users })).code).toBe(40400);
  });
});

describe('pushes: what went out is history, in bulk too', () => {
  it('refuses a bulk change or delete that includes a sent push, and writes nothing', async () => {
    const draft = ref((await list('/base/push/app/?status=draft&limit=1'))[0]);
    const sent = ref((await list('/base/push/app/?status=sent&limit=1'))[0]);
    await writesNothing(async () => {
      const change = await call('PATCH', '/base/push/app/bulk/', { items: [draft, sent], changes: { remark: '批量' } }, 'ads');
      expect(change.code).toBe(40000);
      expect(change.data.errors).toEqual([{ field: 'items.1.status', message: '已发送或发送失败的推送不能修改，请新建一条' }]);
      const del = await call('POST', '/base/push/app/bulk-delete/', { items: [draft, sent] }, 'ads');
      expect(del.data.errors).toEqual([{ field: 'items.1.status', message: '已发送的推送是发送记录，不能删除' }]);
    });
    const ok = await call('PATCH', '/base/push/app/bulk/', { items: [draft], changes: { remark: '批量' } }, 'ads');
    expect(ok.data.items[0]).toMatchObject({ remark: '批量', version: draft.version + 1 });
  });

  it('applies the schedule rule of a PUT to each row', async () => {
    const draft = ref((await list('/base/push/app/?status=draft&limit=1'))[0]);
    const past = new Date(s.clock.now.getTime() - 3_600_000).toISOString();
    const r = await call('PATCH', '/base/push/app/bulk/', { items: [draft], changes: { status: 'scheduled', send_at: past } });
    expect(r.data.errors).toEqual([{ field: 'items.0.send_at', message: '定时发送时间必须晚于当前时间' }]);
  });
});

describe('bulk delete', () => {
  it('deletes every row, or none when one is stale', async () => {
    const made: Rec[] = [];
    for (let i = 0; i < 3; i++) made.push((await call('POST', '/course/tag/', { name: `待删${i}` })).data);
    const stale = made.map(ref);
    stale[2].version = 9;
    await writesNothing(async () => expect((await call('POST', '/course/tag/bulk-delete/', { items: stale })).code).toBe(40900));
    const total = (await call('GET', '/course/tag/')).data.total;
    const r = await call('POST', '/course/tag/bulk-delete/', { items: made.map(ref) });
    expect(r).toMatchObject({ code: 20000, data: { count: 3 } });
    // The cached total is dropped once the transaction commits.
    expect((await call('GET', '/course/tag/')).data.total).toBe(total - 3);
    for (const t of made) expect((await call('GET', `/course/tag/${t.id}/`)).code).toBe(40400);
  });
});

describe('reorder', () => {
  it('shows the given rows in the given order and leaves the others in place', async () => {
    const before = await list('/course/tag/?limit=100');
    const moved = before.slice(1, 5);
    const r = await call('PUT', '/course/tag/order/', { items: [...moved].reverse().map(ref) });
    expect(r.code).toBe(20000);
    expect(r.data.items.map((x: Rec) => x.id)).toEqual([...moved].reverse().map((x) => x.id));
    const after = (await list('/course/tag/?limit=100')).map((x) => x.id);
    expect(after).toEqual([before[0], ...[...moved].reverse(), ...before.slice(5)].map((x) => x.id));
  });

  it('spreads equal sort values so the order holds', async () => {
    const made: Rec[] = [];
    for (let i = 0; i < 3; i++) made.push((await call('POST', '/nav/floor/', { name: `同序${i}`, floor_type: 'live', sort: 500 })).data);
    const order = [made[2], made[0], made[1]];
    expect((await call('PUT', '/nav/floor/order/', { items: order.map(ref) })).code).toBe(20000);
    const ids = (await list('/nav/floor/?limit=100&name=同序')).map((x) => x.id);
    expect(ids).toEqual(order.map((x) => x.id));
  });

  it('hands the rows their own sort values in the new order, spread when equal, reversed for a descending list', () => {
    expect(reorderedSorts([30, 10, 20], true)).toEqual([10, 20, 30]);
    expect(reorderedSorts([5, 5, 5, 9], true)).toEqual([5, 6, 7, 9]);
    expect(reorderedSorts([5, 5, 8], false)).toEqual([8, 6, 5]);
  });

  it('refuses a stale row and writes nothing', async () => {
    const tags = (await list('/course/tag/?limit=3')).map(ref);
    tags[0].version += 1;
    await writesNothing(async () => expect((await call('PUT', '/course/tag/order/', { items: tags })).code).toBe(40900));
  });
});

describe('permissions', () => {
  it('needs the change or delete permission of the resource', async () => {
    const tags = (await list('/course/tag/?limit=2')).map(ref);
    await writesNothing(async () => {
      expect(await call('PATCH', '/course/tag/bulk/', { items: tags, changes: { is_enable: false } }, 'viewer')).toMatchObject({
        code: 40300,
        msg: '缺少权限 course.change_coursetag',
      });
      expect((await call('POST', '/course/tag/bulk-delete/', { items: tags }, 'viewer')).msg).toBe('缺少权限 course.delete_coursetag');
      expect((await call('PUT', '/course/tag/order/', { items: tags }, 'ads')).code).toBe(40300);
      expect((await call('PATCH', '/base/ads/popup/bulk/', { items: tags, changes: { is_enable: false } }, 'nobody')).code).toBe(40300);
    });
  });
});
