/** App and PC pushes (/push of spec 2): channels, status rules, audience rules, permissions. */
import { useTestServer } from '../../test/use-test-server';
import type { Envelope } from '../../test/harness';

const s = useTestServer(['ads', 'viewer', 'nobody']);

const call = s.ask;
const inDays = (d: number) => new Date(s.clock.now.getTime() + d * 86_400_000).toISOString();
const APP = { title: '今晚直播', body: '八点开播', platforms: [2, 3] };
const fields = (e: Envelope) => (e.data?.errors ?? []).map((x: { field: string }) => x.field);

describe('channels', () => {
  it('keeps app and PC pushes apart, newest first, with the seeded statuses', async () => {
    const app = (await call('GET', '/base/push/app/')).data;
    const pc = (await call('GET', '/base/push/pc/')).data;
    expect(app.total).toBe(8);
    expect(app.items.every((p: { channel: string }) => p.channel === 'app')).toBe(true);
    expect(pc.items.every((p: { channel: string; platforms: number[] }) => p.channel === 'pc' && p.platforms.join() === '0')).toBe(true);
    expect(app.items[0].id).toBeGreaterThan(app.items[1].id);
    expect(new Set(app.items.map((p: { status: string }) => p.status))).toEqual(new Set(['draft', 'scheduled', 'sent', 'failed']));
    const sent = (await call('GET', '/base/push/app/?status=sent')).data;
    expect(sent.items.length).toBeGreaterThan(0);
    expect(sent.items.every((p: { status: string; sent_at: string | null }) => p.status === 'sent' && p.sent_at)).toBe(true);
  });

  it('refuses platforms a channel cannot reach', async () => {
    const r = await call('POST', '/base/push/pc/', { ...APP, platforms: [0, 2] });
    expect(r.code).toBe(40000);
    expect(r.data.errors).toContainEqual({ field: 'platforms', message: 'PC 推送只能发往：PC' });
    expect((await call('POST', '/base/push/app/', { ...APP, platforms: [1] })).code).toBe(40000);
  });
});

describe('writes', () => {
  it('creates a draft by default, schedules one in the future, and edits it with its version', async () => {
    const draft = await call('POST', '/base/push/app/', APP);
    expect(draft.code).toBe(20000);
    expect(draft.data).toMatchObject({ status: 'draft', audience: 'all', send_at: null, sent_at: null, sent_count: 0, version: 1 });
    const { id, version } = draft.data;
    const sendAt = inDays(1);
    const upd = await call('PUT', `/base/push/app/${id}/`, { ...APP, status: 'scheduled', send_at: sendAt, version });
    expect(upd.code).toBe(20000);
    expect(upd.data).toMatchObject({ status: 'scheduled', version: 2 });
    expect(Date.parse(upd.data.send_at)).toBe(Date.parse(sendAt));
    const stale = await call('PUT', `/base/push/app/${id}/`, { ...APP, title: '改', version: 1 });
    expect(stale.code).toBe(40900);
    expect((await call('GET', `/base/push/app/${id}/`)).data.title).toBe('今晚直播');
  });

  it('needs a send time in the future to schedule', async () => {
    expect(fields(await call('POST', '/base/push/app/', { ...APP, status: 'scheduled' }))).toEqual(['send_at']);
    const past = await call('POST', '/base/push/app/', { ...APP, status: 'scheduled', send_at: inDays(-1) });
    expect(past.data.errors).toEqual([{ field: 'send_at', message: '定时发送时间必须晚于当前时间' }]);
  });

  it('checks the audience: a group needs an existing group, user ids need the users audience', async () => {
    expect(fields(await call('POST', '/base/push/app/', { ...APP, audience: 'group' }))).toEqual(['user_group_id']);
    expect(fields(await call('POST', '/base/push/app/', { ...APP, audience: 'group', user_group_id: 99999 }))).toEqual(['user_group_id']);
    expect(fields(await call('POST', '/base/push/app/', { ...APP, user_ids: [1, 2] }))).toEqual(['user_ids']);
    expect(fields(await call('POST', '/base/push/app/', { ...APP, audience: 'users', user_ids: [5, 5] }))).toEqual(['user_ids']);
    const ok = await call('POST', '/base/push/app/', { ...APP, audience: 'users', user_ids: [10001, 10002] });
    expect(ok.code).toBe(20000);
    expect(ok.data.user_ids).toEqual([10001, 10002]);
  });

  it('leaves what the delivery system handled as history', async () => {
    const sent = (await call('GET', '/base/push/app/?status=sent&limit=1')).data.items[0];
    const edit = await call('PUT', `/base/push/app/${sent.id}/`, { ...APP, version: sent.version });
    expect(edit.data.errors).toEqual([{ field: 'status', message: '已发送或发送失败的推送不能修改，请新建一条' }]);
    expect((await call('DELETE', `/base/push/app/${sent.id}/`)).code).toBe(40000);
    const failed = (await call('GET', '/base/push/app/?status=failed&limit=1')).data.items[0];
    expect((await call('PUT', `/base/push/app/${failed.id}/`, { ...APP, version: failed.version })).code).toBe(40000);
    expect((await call('DELETE', `/base/push/app/${failed.id}/`, { version: failed.version })).code).toBe(20000);
    expect((await call('GET', `/base/push/app/${failed.id}/`)).code).toBe(40400);
  });

  it('refuses the console to write a delivery status', async () => {
    expect(fields(await call('POST', '/base/push/app/', { ...APP, status: 'sent' }))).toEqual(['status']);
  });
});

describe('permissions', () => {
  it('lets viewer read and refuses its writes; nobody cannot read', async () => {
    expect((await call('GET', '/base/push/pc/', undefined, 'viewer')).code).toBe(20000);
    const w = await call('POST', '/base/push/pc/', { ...APP, platforms: [0] }, 'viewer');
    expect(w).toMatchObject({ code: 40300, msg: '缺少权限 base_services.add_pushinfo' });
    expect((await call('GET', '/base/push/app/', undefined, 'nobody')).code).toBe(40300);
  });
});
