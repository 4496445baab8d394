/** User feedback (/feedback/index): legal status moves only, handler and reply rules, counts, bulk assign/close, viewer read-only. */
import type { Envelope } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'viewer']);
const tokens = s.tokens;
let adminId: number;
beforeAll(async () => {
  adminId = Number((await s.db.selectFrom('admin_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id);
});

const call = async (method: string, url: string, body?: unknown, who = 'admin'): Promise<Envelope> =>
  (await s.call(method, url, { token: tokens[who], body })).body;
type Fb = {
  id: number;
  status: string;
  version: number;
  assignee_id: number | null;
  assignee_name: string | null;
  reply: string;
  replied_at: string | null;
  user_nickname: string | null;
  user_phone: string | null;
};
const firstWith = async (status: string): Promise<Fb> => (await call('GET', `/base/feedback/?status=${status}&limit=1`)).data.items[0];
const stored = async (id: number) => s.db.selectFrom('base_feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

it('lists the seeded feedback with the sender and handler named, and counts per status', async () => {
  const list = (await call('GET', '/base/feedback/?limit=100')).data;
  expect(list.total).toBe(36);
  const counts = (await call('GET', '/base/feedback/counts/')).data;
  expect(Object.keys(counts)).toEqual(['new', 'processing', 'resolved', 'closed']);
  for (const st of Object.keys(counts)) expect(counts[st]).toBe(list.items.filter((f: Fb) => f.status === st).length);
  const handled = list.items.find((f: Fb) => f.status === 'processing') as Fb;
  expect(handled).toMatchObject({
    assignee_id: adminId,
    assignee_name: '管理员',
    user_nickname: expect.any(String),
    user_phone: expect.stringMatching(/^1\d{2}\*{4}\d{4}$/),
  });
  expect((await call('GET', '/base/feedback/assignees/')).data).toEqual([{ id: adminId, name: '管理员' }]);
});

it('moves a feedback 新建 → 处理中 → 已解决 with a handler and a reply, and refuses every illegal move', async () => {
  const f = await firstWith('new');
  // 处理中 needs someone handling it; 已解决 cannot be reached from 新建.
  expect((await call('PATCH', `/base/feedback/${f.id}/`, { status: 'processing', version: f.version })).data.errors).toEqual([
    { field: 'assignee_id', message: '处理中的反馈请指定处理人' },
  ]);
  const skip = await call('PATCH', `/base/feedback/${f.id}/`, { status: 'resolved', reply: '好的', version: f.version });
  expect(skip.code).toBe(40000);
  expect(skip.data.errors).toEqual([{ field: 'status', message: '不能从「新建」改为「已解决」，只能改为：处理中、已关闭' }]);
  expect((await call('PATCH', `/base/feedback/${f.id}/`, { assignee_id: 99999, status: 'processing', version: f.version })).data.errors).toEqual([
    { field: 'assignee_id', message: expect.stringContaining('处理人') },
  ]);
  expect((await stored(f.id)).status).toBe('new');

  const taken = await call('PATCH', `/base/feedback/${f.id}/`, { status: 'processing', assignee_id: adminId, version: f.version });
  expect(taken.data).toMatchObject({ status: 'processing', assignee_name: '管理员', version: f.version + 1, replied_at: null });
  expect((await call('PATCH', `/base/feedback/${f.id}/`, { status: 'resolved', version: taken.data.version })).data.errors).toEqual([
    { field: 'reply', message: '标记为已解决前请填写给用户的回复' },
  ]);
  const done = await call('PATCH', `/base/feedback/${f.id}/`, { status: 'resolved', reply: '已修复，请升级后重试', version: taken.data.version });
  expect(done.data).toMatchObject({ status: 'resolved', reply: '已修复，请升级后重试', replied_at: s.clock.now.toISOString() });

  const again = await call('PATCH', `/base/feedback/${f.id}/`, { status: 'processing', version: done.data.version });
  expect(again.data.errors).toEqual([{ field: 'status', message: '已解决的反馈不能再修改' }]);
  expect((await call('PATCH', `/base/feedback/${f.id}/`, { reply: '改回复', version: done.data.version })).code).toBe(40000);
  expect((await stored(f.id)).reply).toBe('已修复，请升级后重试');
});

it("keeps the users' content out of reach of a PATCH", async () => {
  const f = await firstWith('new');
  const r = await call('PATCH', `/base/feedback/${f.id}/`, { content: '改写', version: f.version });
  expect(r.code).toBe(40000);
  expect(r.data.errors[0].field).toBe('content');
});

it('assigns and closes many in one transaction, all or nothing', async () => {
  const open = (await call('GET', '/base/feedback/?status=new&limit=2')).data.items as Fb[];
  const items = open.map((f) => ({ id: f.id, version: f.version }));
  const assigned = await call('PATCH', '/base/feedback/bulk/', { items, changes: { assignee_id: adminId } });
  expect(assigned.data.items.map((f: Fb) => f.assignee_name)).toEqual(['管理员', '管理员']);

  const resolved = await firstWith('resolved');
  const mixed = [...assigned.data.items.map((f: Fb) => ({ id: f.id, version: f.version })), { id: resolved.id, version: resolved.version }];
  const refused = await call('PATCH', '/base/feedback/bulk/', { items: mixed, changes: { status: 'closed' } });
  expect(refused.data.errors).toEqual([{ field: 'items.2.status', message: '已解决的反馈不能再修改' }]);
  expect((await stored(open[0].id)).status).toBe('new');

  const closed = await call('PATCH', '/base/feedback/bulk/', { items: mixed.slice(0, 2), changes: { status: 'closed' } });
  expect(closed.data.items.map((f: Fb) => f.status)).toEqual(['closed', 'closed']);
  expect(
    (await call('PATCH', '/base/feedback/bulk/', { items: [{ id: resolved.id, version: resolved.version }], changes: { reply: '同一回复' } })).data.errors,
  ).toEqual([{ field: 'changes.reply', message: '回复请逐条填写，不能批量修改' }]);
});

it('keeps the viewer read-only', async () => {
  const f = await firstWith('new');
  expect((await call('GET', '/base/feedback/counts/', undefined, 'viewer')).code).toBe(20000);
  expect((await call('PATCH', `/base/feedback/${f.id}/`, { status: 'closed', version: f.version }, 'viewer')).code).toBe(40300);
  expect((await call('PATCH', '/base/feedback/bulk/', { items: [{ id: f.id, version: f.version }], changes: { status: 'closed' } }, 'viewer')).code).toBe(
    40300,
  );
  expect((await stored(f.id)).status).toBe('new');
});
