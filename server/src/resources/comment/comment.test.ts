/** Learning interaction (/learn-interaction): statistics computed from the comments, threads, replies, moderation, permissions. */
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'viewer']);

type Stats = {
  uuid: string;
  name: string;
  comments: number;
  unanswered: number;
  reported: number;
  hidden: number;
  last_activity_at: string | null;
  version: number;
};
type Reply = { id: number; author_type: string; author_name: string; content: string; is_hidden: boolean; version: number };
type Thread = Reply & { is_pinned: boolean; is_answered: boolean; report_count: number; moderation_reason: string; moderated_by: string; replies: Reply[] };

const call = s.ask;
const stats = async (query = '') => (await call('GET', `/comment/statistics/?limit=100${query}`)).data as { items: Stats[]; total: number };
const threads = async (uuid: string, query = '') =>
  (await call('GET', `/comment/statistics/${uuid}/comments/?limit=100${query}`)).data as { items: Thread[]; total: number };
const busiest = async () => (await stats('&ordering=-comments')).items[0];

it('seeds a dozen courses with several hundred comments, replies and reports', async () => {
  const all = await stats();
  expect(all.total).toBe(12);
  const total = all.items.reduce((n, c) => n + c.comments, 0);
  expect(total).toBeGreaterThan(300);
  expect(all.items.some((c) => c.reported > 0)).toBe(true);
  expect(all.items.some((c) => c.hidden > 0)).toBe(true);
  const withReplies = (await threads(all.items[0].uuid)).items.filter((t) => t.replies.length);
  expect(withReplies.length).toBeGreaterThan(0);
});

it('computes each course’s statistics from its comments', async () => {
  const course = await busiest();
  const list = (await threads(course.uuid)).items;
  const every = list.flatMap((t) => [t, ...t.replies]);
  expect(course.comments).toBe(every.length);
  expect(course.hidden).toBe(every.filter((c) => c.is_hidden).length);
  const unanswered = list.filter((t) => t.author_type === 'student' && !t.is_hidden && !t.replies.some((r) => r.author_type === 'staff' && !r.is_hidden));
  expect(course.unanswered).toBe(unanswered.length);
  expect((await threads(course.uuid, '&unanswered=1')).items.map((t) => t.id).sort()).toEqual(unanswered.map((t) => t.id).sort());
  expect(course.last_activity_at).toBe(
    every
      .map((c) => (c as unknown as { created_at: string }).created_at)
      .sort()
      .at(-1),
  );
});

it('orders and filters the statistics', async () => {
  const byUnanswered = (await stats('&ordering=-unanswered')).items.map((c) => c.unanswered);
  expect(byUnanswered).toEqual([...byUnanswered].sort((a, b) => b - a));
  const reported = (await stats('&has_reported=1')).items;
  expect(reported.length).toBeGreaterThan(0);
  expect(reported.every((c) => c.reported > 0)).toBe(true);
  expect((await stats('&name=408')).items.map((c) => c.name)).toEqual(expect.arrayContaining(['2027 计算机 408 数据结构', '2027 计算机 408 操作系统']));
});

it('answers a thread as staff: it is no longer unanswered', async () => {
  const course = await busiest();
  const [open] = (await threads(course.uuid, '&unanswered=1')).items;
  const r = await call('POST', `/comment/statistics/${course.uuid}/comments/${open.id}/replies/`, { content: '已收到，老师今晚直播统一讲解。' });
  expect(r.code).toBe(20000);
  expect(r.data.replies.at(-1)).toMatchObject({ author_type: 'staff', author_name: '管理员', content: '已收到，老师今晚直播统一讲解。' });
  expect(r.data.is_answered).toBe(true);
  const after = (await stats()).items.find((c) => c.uuid === course.uuid)!;
  expect(after.unanswered).toBe(course.unanswered - 1);
  expect(after.comments).toBe(course.comments + 1);
});

it('counts the views again after a write made outside this process (their generation follows the comments)', async () => {
  const course = await busiest();
  const before = await threads(course.uuid, '&unanswered=1');
  const unansweredCourses = (await stats('&has_unanswered=1')).total;
  const [open] = before.items;
  const at = new Date().toISOString();
  // As another instance (or a student in the app) would: straight into the table.
  await s.db
    .insertInto('comment')
    .values({
      course_uuid: course.uuid,
      parent_id: open.id,
      author_type: 'staff',
      author_name: '教研 陈老师',
      content: '已答复',
      created_at: at,
      updated_at: at,
      version: 1,
    })
    .execute();
  expect((await threads(course.uuid, '&unanswered=1')).total).toBe(before.total - 1);
  expect((await stats('&has_unanswered=1')).total).toBe(before.total === 1 ? unansweredCourses - 1 : unansweredCourses);
});

it('hides and shows a comment again only with a reason, and records who did it', async () => {
  const course = await busiest();
  const [t] = (await threads(course.uuid, '&is_hidden=0')).items.filter((x) => !x.is_pinned);
  const url = `/comment/statistics/${course.uuid}/comments/${t.id}/`;
  const noReason = await call('PATCH', url, { is_hidden: true, version: t.version });
  expect(noReason.code).toBe(40000);
  expect(noReason.data.errors).toEqual([{ field: 'moderation_reason', message: '隐藏或恢复评论时请填写原因' }]);
  const hidden = await call('PATCH', url, { is_hidden: true, moderation_reason: '与课程无关', version: t.version });
  expect(hidden.code).toBe(20000);
  expect(hidden.data).toMatchObject({ is_hidden: true, moderation_reason: '与课程无关', moderated_by: '管理员', version: t.version + 1 });
  expect((await stats()).items.find((c) => c.uuid === course.uuid)!.hidden).toBe(course.hidden + 1);
  const stale = await call('PATCH', url, { is_hidden: false, moderation_reason: '误判', version: t.version });
  expect(stale.code).toBe(40900);
  const shown = await call('PATCH', url, { is_hidden: false, moderation_reason: '误判，恢复显示', version: t.version + 1 });
  expect(shown.data).toMatchObject({ is_hidden: false, moderation_reason: '误判，恢复显示' });
});

it('pins threads, not replies', async () => {
  const course = await busiest();
  const t = (await threads(course.uuid)).items.find((x) => x.replies.length && !x.is_pinned)!;
  const reply = t.replies[0];
  const r = await call('PATCH', `/comment/statistics/${course.uuid}/comments/${reply.id}/`, { is_pinned: true, version: reply.version });
  expect(r.code).toBe(40000);
  expect(r.data.errors[0].field).toBe('is_pinned');
  expect((await call('PATCH', `/comment/statistics/${course.uuid}/comments/${t.id}/`, { is_pinned: true, version: t.version })).code).toBe(20000);
  expect((await threads(course.uuid)).items.slice(0, 3).map((x) => x.id)).toContain(t.id);
});

it('hides several comments in one request, all or nothing, with a reason', async () => {
  const course = (await stats('&has_reported=1&ordering=-reported')).items[0];
  const reported = (await threads(course.uuid, '&reported=1')).items;
  expect(reported.length).toBeGreaterThan(0);
  const items = reported.map((t) => ({ id: t.id, version: t.version }));
  const bulk = `/comment/statistics/${course.uuid}/comments/bulk/`;
  expect((await call('PATCH', bulk, { items, changes: { is_hidden: true } })).code).toBe(40000);
  expect(
    (await call('PATCH', bulk, { items: [...items, { id: 999999, version: 1 }], changes: { is_hidden: true, moderation_reason: '批量处理举报' } })).code,
  ).toBe(40400);
  expect((await threads(course.uuid, '&is_hidden=1')).items.filter((t) => items.some((i) => i.id === t.id))).toEqual([]);
  const r = await call('PATCH', bulk, { items, changes: { is_hidden: true, moderation_reason: '批量处理举报' } });
  expect(r.code).toBe(20000);
  const hidden = (await threads(course.uuid, '&is_hidden=1')).items.filter((t) => items.some((i) => i.id === t.id));
  expect(hidden.map((t) => [t.moderation_reason, t.moderated_by])).toEqual(items.map(() => ['批量处理举报', '管理员']));
});

it('keeps a reported comment once its reports are settled: it no longer counts as reported', async () => {
  const course = (await stats('&has_reported=1&ordering=-reported')).items[0];
  const [t] = (await threads(course.uuid, '&reported=1')).items.filter((x) => x.report_count > 0 && !x.is_hidden);
  const r = await call('PATCH', `/comment/statistics/${course.uuid}/comments/${t.id}/`, { reports_settled: true, version: t.version });
  expect(r.code).toBe(20000);
  expect(r.data).toMatchObject({ reports_settled: true, is_hidden: false, report_count: t.report_count });
  const after = (await stats()).items.find((c) => c.uuid === course.uuid)!;
  expect(after.reported).toBe(course.reported - 1);
  expect(after.hidden).toBe(course.hidden);
});

it('lets the viewer read and refuses every write', async () => {
  const course = await busiest();
  expect((await call('GET', `/comment/statistics/${course.uuid}/comments/`, undefined, 'viewer')).code).toBe(20000);
  const [t] = (await threads(course.uuid)).items;
  const base = `/comment/statistics/${course.uuid}/comments`;
  expect((await call('POST', `${base}/${t.id}/replies/`, { content: '看看' }, 'viewer')).code).toBe(40300);
  expect((await call('PATCH', `${base}/${t.id}/`, { is_hidden: true, moderation_reason: 'x', version: t.version }, 'viewer')).code).toBe(40300);
  expect((await call('PATCH', `${base}/bulk/`, { items: [{ id: t.id, version: t.version }], changes: { is_pinned: true } }, 'viewer')).code).toBe(40300);
  expect((await call('PATCH', `/comment/statistics/${course.uuid}/`, { is_open: false, version: course.version }, 'viewer')).code).toBe(40300);
  expect((await threads(course.uuid)).items[0].version).toBe(t.version);
});
