import { feedbackSchemas, type FeedbackStatus } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import type { DemoSeed } from '../../seed/demo-seed';

const DAY = 24 * 60 * 60 * 1000;

const CONTENTS = [
  '视频课播放到一半总是卡住，网络是好的，换了 Wi-Fi 也一样。',
  '买了数学一全程班，但是课程表里看不到强化阶段的课。',
  '打卡活动第 7 天显示未打卡，我明明当天完成了任务。',
  '希望英语单词本可以按考频排序。',
  '题库里 2023 年真题第 12 题答案解析有误，应该选 C。',
  '直播回放没有倍速播放功能，希望加上。',
  '优惠券在结算页不能用，提示“不满足使用条件”。',
  'iPad 横屏时做题页面的选项被遮挡。',
  '申请退款一周了还没有处理结果。',
  '夜间模式下笔记页面文字看不清。',
  '希望能下载课件 PDF 离线看。',
  '登录时一直提示验证码错误。',
  '择校页面的分数线数据是不是没有更新到今年？',
  '图书包裹显示已签收，但我没有收到。',
  '建议增加错题本导出功能。',
  '课程评论区有广告，请处理。',
  'App 更新后闪退，机型 Android 13。',
  '留学语培课程的老师能不能换时间段？',
];

const REPLIES = [
  '您好，问题已修复，请升级到最新版本后重试。感谢反馈！',
  '您好，已为您补开课程权限，重新登录即可看到。',
  '您好，已核实并为您补记打卡，给您带来不便十分抱歉。',
  '感谢建议，已记录并转交产品团队评估。',
];

/** Demo feedback in every status: new ones waiting, some being handled by admin, some answered or closed. */
export async function seedFeedback(db: Db, images: readonly string[], now: Date): Promise<void> {
  const admin = await db.selectFrom('admin_user').select('id').where('username', '=', 'admin').executeTakeFirst();
  const users = (await db.selectFrom('app_user').select('id').orderBy('id').execute()).map((u) => Number(u.id));
  if (!admin || !users.length) return;
  const codecs = codecsOf(feedbackSchemas.create.shape);
  const statuses: FeedbackStatus[] = ['new', 'new', 'processing', 'resolved', 'new', 'closed', 'processing', 'resolved', 'new'];
  const rows = Array.from({ length: 36 }, (_, i) => {
    const status = statuses[i % statuses.length];
    const handled = status !== 'new';
    const answered = status === 'resolved' || (status === 'closed' && i % 2 === 0);
    const at = new Date(now.getTime() - (40 - i) * DAY + i * 3_600_000).toISOString();
    const rec = feedbackSchemas.create.parse({
      user_id: users[(i * 7) % users.length],
      content: CONTENTS[i % CONTENTS.length],
      images: i % 4 === 0 ? images.slice(0, 1 + (i % 3)) : [],
      platform: [2, 3, 3, 2, 1, 0, 6, 7][i % 8],
      app_version: ['5.2.1', '5.3.0', '5.1.8', '5.3.2'][i % 4],
      status,
      assignee_id: handled && status !== 'closed' ? Number(admin.id) : null,
      reply: answered ? REPLIES[i % REPLIES.length] : '',
    });
    return {
      ...encodeRecord(codecs, rec as Record<string, unknown>),
      replied_at: answered ? new Date(Date.parse(at) + DAY).toISOString() : null,
      created_at: at,
      updated_at: handled ? new Date(Date.parse(at) + DAY).toISOString() : at,
      version: 1,
    };
  });
  await db.insertInto('base_feedback').values(rows).execute();
}

export const feedbackSeed: DemoSeed = { tables: ['base_feedback'], run: ({ db, images, now }) => seedFeedback(db, images, now) };
