import { PUSH_CHANNELS, pushSchemas } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import type { DemoSeed } from '../../seed/demo-seed';

const DAY = 24 * 60 * 60 * 1000;

/** Demo pushes per channel: drafts, scheduled ones, and the sent / failed history the delivery system left. */
const PUSHES = [
  { title: '今晚 8 点数学直播', body: '张老师带你串讲高数核心考点，准时开播，别错过！', status: 'sent', day: -20, link: ['app_page', 'live/list'] },
  { title: '英语打卡第 30 天', body: '坚持就是胜利，今天的单词任务已更新。', status: 'sent', day: -12, link: ['app_page', 'study/plan'] },
  { title: '全程班限时 8 折', body: '2027 考研全程班限时优惠，仅剩 3 天。', status: 'failed', day: -5, link: ['course', '1'] },
  {
    title: '报名提醒',
    body: '研究生考试网上报名将于本月开始，请提前准备材料。',
    status: 'sent',
    day: -3,
    link: ['web', 'https://m.example.com/activity/baoming'],
  },
  { title: '冲刺密训营开营', body: '冲刺阶段学习计划已生成，点击查看。', status: 'scheduled', day: 2, link: ['app_page', 'study/plan'] },
  { title: '双十一课程满减', body: '满 500 减 100，全场课程通用。', status: 'scheduled', day: 7, link: ['web', 'https://m.example.com/activity/1111'] },
  { title: '新人礼包待领取', body: '你的新人专享礼包还未领取，点击领取。', status: 'draft', day: null, link: ['app_page', 'mine/coupon'] },
  { title: '复试调剂信息更新', body: '最新调剂信息已发布，快来看看有没有适合你的院校。', status: 'draft', day: null, link: ['none', ''] },
] as const;

export async function seedPushes(db: Db, now: Date): Promise<void> {
  const codecs = codecsOf(pushSchemas.create.shape);
  const groups = (await db.selectFrom('user_group').select(['id', 'user_count']).orderBy('id').execute()).map((g) => ({
    id: Number(g.id),
    users: Number(g.user_count),
  }));
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const rows = PUSH_CHANNELS.flatMap((ch, c) =>
    PUSHES.map((p, i) => {
      const audience = i % 3 === 1 && groups.length ? 'group' : i % 4 === 3 ? 'users' : 'all';
      const group = audience === 'group' ? groups[(i + c) % groups.length] : null;
      const userIds = audience === 'users' ? [10001 + i, 10020 + i, 10333 + i] : [];
      const sent = p.status === 'sent' || p.status === 'failed';
      const created = p.day === null ? -2 : Math.min(p.day, 0) - 3;
      return {
        channel: ch.channel,
        ...encodeRecord(codecs, {
          title: ch.channel === 'pc' ? `【PC】${p.title}` : p.title,
          body: p.body,
          link_type: p.link[0],
          link_value: p.link[1],
          audience,
          user_group_id: group?.id ?? null,
          user_ids: userIds,
          platforms: [...ch.platforms],
          business_line: 1,
          send_at: p.day === null ? null : at(p.day),
          // The console writes only draft / scheduled; the others are the delivery system's.
          status: 'draft',
          remark: '',
        }),
        status: p.status,
        sent_at: sent && p.day !== null ? at(p.day) : null,
        sent_count: p.status === 'sent' ? (group?.users ?? (audience === 'users' ? userIds.length : 182_340)) : 0,
        created_at: at(created),
        updated_at: at(sent && p.day !== null ? p.day : created),
        version: 1,
      };
    }),
  );
  await db.insertInto('push_info').values(rows).execute();
}

export const pushSeed: DemoSeed = { tables: ['push_info'], run: ({ db, now }) => seedPushes(db, now) };
