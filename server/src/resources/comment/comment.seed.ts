import type { Db } from '../../db/database';
import { rng } from '../../seed/random';
import type { DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;
const HOUR = 3600 * 1000;

/** Courses students discuss, with their teacher and the subject code they belong to. */
const COURSES: [name: string, teacher: string, subject: string][] = [
  ['2027 考研数学一全程班', '张宇航', 'math_one'],
  ['2027 考研数学二强化班', '李文博', 'math_two'],
  ['2027 考研英语一真题精讲', '王思雨', 'english_one'],
  ['2027 考研英语二全程班', '刘晓彤', 'english_two'],
  ['2027 考研政治冲刺密训', '陈立新', 'politics'],
  ['2027 管理类联考逻辑精讲', '赵明远', 'mba_199'],
  ['2027 管综写作 30 天', '孙雅琪', 'mba_199'],
  ['2027 计算机 408 数据结构', '周子健', 'cs_408'],
  ['2027 计算机 408 操作系统', '吴海峰', 'cs_408'],
  ['2027 经济类联考数学基础', '郑可欣', 'econ_396'],
  ['2028 考研数学一早鸟基础班', '张宇航', 'math_one'],
  ['2028 考研英语词汇 60 天', '王思雨', 'english_one'],
];

const QUESTIONS = [
  '第 {n} 讲的例题 3 为什么要先换元？换元之后积分区间怎么变的没听懂。',
  '老师讲的这个结论在真题里考过吗？想知道出现的年份。',
  '课后练习第 {n} 题答案是不是有误？我算出来和解析不一样。',
  '请问这门课的讲义在哪里下载？APP 里找不到入口。',
  '视频第 {n} 节从 18 分钟开始卡顿，换了网络也一样。',
  '基础比较差，这门课需要先学什么前置内容吗？',
  '老师能不能多讲一些做题技巧？现在正确率只有六成。',
  '直播回放什么时候上线？昨晚加班没赶上。',
  '这一章的知识框架图能发一份高清的吗？',
  '二刷的时候发现第 {n} 讲和强化班内容重复，需要都看吗？',
  '请问作业批改一般多久出结果？',
  '这个方法和另一位老师讲的不一样，考试时用哪种更稳？',
  '打卡第 {n} 天，感觉越来越有状态了，大家一起加油！',
  '讲得太清楚了，终于把这个难点弄懂了，谢谢老师！',
  '每天学习时间只有两小时，怎么安排这门课的进度比较好？',
  '配套题库的第 {n} 套模拟题难度和真题比怎么样？',
];
const STUDENT_REPLIES = [
  '同问，我也卡在这里。',
  '我的理解是先看定义再套公式，仅供参考。',
  '+1，蹲一个老师的解答。',
  '已解决，谢谢楼上！',
  '我也是这样做的，答案应该没问题。',
];
const STAFF_REPLIES = [
  '同学你好，这个问题在下一讲开头有详细推导，建议先看完再回顾例题。',
  '已反馈给教研老师核对，解析有误会在本周内更正，感谢指出！',
  '讲义在“我的课程 - 资料”中下载，如仍找不到可以联系班主任。',
  '视频卡顿问题技术同学已在排查，可以先切换到“流畅”清晰度观看。',
  '直播回放一般在直播结束后 2 小时内上线，请留意课程通知。',
  '建议按“基础 - 强化 - 冲刺”的顺序，每周至少完成 3 讲并做配套练习。',
];
const SPAM = ['加 V 领全套资料，私信我 ****', '低价出售内部押题卷，懂的来', '这课不如某某机构，去那边报名吧 www.example.cn', '刷单兼职日结，联系 QQ 123456'];
const NAMES = [
  '考研小白',
  '上岸的鱼',
  '数学一150',
  '英语二冲冲冲',
  '政治背书人',
  '北京研友',
  '二战不服',
  '图书馆常客',
  '早起背单词',
  '跨考金融',
  '计算机408',
  '管综199',
  '夜猫子刷题',
  '一战成硕',
  '江南研究生',
  '梦想清华',
  '复旦等我',
  '浙大见',
  '武大樱花',
  '南大小南',
];
const STAFF = ['课程助教 小林', '班主任 王老师', '教研 陈老师'];

/**
 * A dozen courses with several hundred comments: threads, student and staff replies, reports, a
 * few pinned notices and spam already hidden with its reason (/learn-interaction).
 */
export async function seedComments(db: Db, now: Date, uuid: () => string): Promise<void> {
  const r = rng(20271212);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const subjects = await db.selectFrom('subject').select(['id', 'code']).execute();
  const courses = COURSES.map(([name, teacher, code], i) => ({
    uuid: uuid(),
    name,
    teacher,
    subject_id: subjects.find((s) => s.code === code)?.id ?? null,
    is_open: i === 9 ? 0 : 1,
    created_at: at(24 * (200 - i)),
    updated_at: at(24 * (100 - i)),
    version: 1,
  }));
  await db.insertInto('comment_course').values(courses).execute();

  for (const [ci, course] of courses.entries()) {
    const threads = ci < 10 ? r.int(12, 26) : r.int(4, 8);
    // Spam and reports gather in the busier half of the courses; the others are quiet.
    const noisy = ci % 2 === 0;
    for (let t = 0; t < threads; t++) {
      const hoursAgo = r.int(1, 24 * 90);
      const spam = noisy && r.chance(0.1);
      const reports = spam ? r.int(2, 9) : noisy && r.chance(0.06) ? r.int(1, 3) : 0;
      const hidden = spam && r.chance(0.5);
      const pinned = t === 0 && ci % 3 === 0;
      const content = pinned
        ? `【置顶】${course.name}答疑规则：提问请写明讲次和时间点，助教会在 24 小时内回复。`
        : spam
          ? r.pick(SPAM)
          : r.pick(QUESTIONS).replace('{n}', String(r.int(1, 24)));
      const thread = await db
        .insertInto('comment')
        .values({
          course_uuid: course.uuid,
          parent_id: null,
          author_type: pinned ? 'staff' : 'student',
          author_name: pinned ? STAFF[1] : r.pick(NAMES),
          content,
          is_pinned: pinned ? 1 : 0,
          is_hidden: hidden ? 1 : 0,
          moderation_reason: hidden ? '广告引流，违反社区规范' : '',
          moderated_by: hidden ? '管理员' : '',
          moderated_at: hidden ? at(hoursAgo - 1) : null,
          report_count: reports,
          reports_settled: 0,
          created_at: at(hoursAgo),
          updated_at: at(hidden ? hoursAgo - 1 : hoursAgo),
          version: hidden ? 2 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (spam || pinned) continue;
      const replies: Rec[] = [];
      let h = hoursAgo;
      for (let k = r.int(0, 3); k > 0; k--) {
        h = Math.max(0.2, h - r.int(1, 30));
        const reported = noisy && r.chance(0.05);
        replies.push({
          author_type: 'student',
          author_name: r.pick(NAMES),
          content: reported ? r.pick(SPAM) : r.pick(STUDENT_REPLIES),
          report_count: reported ? r.int(1, 4) : 0,
          at: h,
        });
      }
      // Older questions are mostly answered; the last few days' often still wait.
      if (r.chance(hoursAgo > 72 ? 0.8 : 0.3))
        replies.push({
          author_type: 'staff',
          author_name: r.pick(STAFF),
          content: r.pick(STAFF_REPLIES),
          report_count: 0,
          at: Math.max(0.1, hoursAgo - r.int(1, 20)),
        });
      if (!replies.length) continue;
      await db
        .insertInto('comment')
        .values(
          replies.map((x) => ({
            course_uuid: course.uuid,
            parent_id: Number(thread.id),
            author_type: x.author_type,
            author_name: x.author_name,
            content: x.content,
            report_count: x.report_count,
            created_at: at(x.at as number),
            updated_at: at(x.at as number),
            version: 1,
          })),
        )
        .execute();
    }
  }
}

export const commentSeed: DemoSeed = {
  tables: ['comment_course', 'comment', 'comment_thread', 'comment_statistics'],
  run: ({ db, now, uuid }) => seedComments(db, now, uuid),
};
