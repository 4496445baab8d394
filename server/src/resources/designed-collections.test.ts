/** Collections spec 7 lists no calls for (course tags, home floors, app users): seeded lists, filters, masking, the status-only PATCH. */
import { useTestServer } from '../test/use-test-server';

const s = useTestServer(['admin']);

const call = s.ask;

describe('app users', () => {
  it('lists seeded users with the phone masked, and searches by part of the stored number', async () => {
    const page = (await call('GET', '/account/user/?limit=100')).data;
    expect(page.total).toBeGreaterThanOrEqual(30);
    for (const u of page.items) expect(u.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const first = page.items[0];
    const last4 = first.phone.slice(-4);
    const found = (await call('GET', `/account/user/?phone=${last4}`)).data;
    expect(found.items.map((u: { id: number }) => u.id)).toContain(first.id);
    const banned = (await call('GET', '/account/user/?status=banned')).data;
    expect(banned.total).toBeGreaterThan(0);
    expect(banned.items.every((u: { status: string }) => u.status === 'banned')).toBe(true);
  });

  it('changes only the status; the phone stays whole in the database and masked in the answer', async () => {
    const u = (await call('GET', '/account/user/?status=active&limit=1')).data.items[0];
    const r = await call('PATCH', `/account/user/${u.id}/`, { status: 'banned', version: u.version });
    expect(r.code).toBe(20000);
    expect(r.data).toMatchObject({ id: u.id, status: 'banned', phone: u.phone, version: u.version + 1 });
    const row = await s.db.selectFrom('app_user').select('phone').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(String(row.phone)).toMatch(/^1\d{10}$/);
    expect((await call('PATCH', `/account/user/${u.id}/`, { nickname: 'x', version: u.version + 1 })).code).toBe(40000);
  });
});

describe('home floors and course tags', () => {
  it('filters floors by platform and business line, and refuses an unknown kaoyan year', async () => {
    const abroad = (await call('GET', '/nav/floor/?business_line=2')).data;
    expect(abroad.total).toBeGreaterThan(0);
    expect(abroad.items.every((f: { business_line: number }) => f.business_line === 2)).toBe(true);
    const pc = (await call('GET', '/nav/floor/?platform=0')).data;
    expect(pc.items.every((f: { platforms: number[] }) => f.platforms.includes(0))).toBe(true);
    const r = await call('POST', '/nav/floor/', { name: '测试', floor_type: 'banner', kaoyan_year: 2099 });
    expect(r.code).toBe(40000);
    expect(r.data.errors[0].field).toBe('kaoyan_year');
  });

  it('keeps tags in sort order and checks the colour', async () => {
    const tags = (await call('GET', '/course/tag/')).data.items as { sort: number }[];
    expect(tags.length).toBeGreaterThan(10);
    expect(tags.map((t) => t.sort)).toEqual([...tags.map((t) => t.sort)].sort((a, b) => a - b));
    expect((await call('POST', '/course/tag/', { name: '红', color: 'red' })).code).toBe(40000);
  });
});
