import { courseAggregationSchemas, courseFaqAllocSchemas, courseGroupSchemas, courseRecommendSchemas } from '@admin/shared/contract/resources';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import type { DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

/** Third-level categories under the second-level ones the demo tree already has. */
const THIRD_LEVEL: [parent: string, children: string[]][] = [
  ['数学', ['数学一', '数学二', '数学三']],
  ['英语', ['英语一', '英语二']],
  ['计算机', ['408 统考', '自命题']],
  ['管理类联考', ['MBA', 'MPAcc', 'MEM']],
];

const FAQS: [question: string, answer: string, subjects: string[]][] = [
  ['课程有效期多久？', '<p>自购买之日起至当年考研初试结束后 <strong>30 天</strong>，期间可反复观看。</p>', ['']],
  ['直播课错过了可以看回放吗？', '<p>可以。直播结束后 2 小时内生成回放，在“我的课程”中观看。</p>', ['全程班', '强化班', '冲刺密训']],
  [
    '购买后可以退款吗？',
    '<p>开课前 7 天内未观看课程可全额退款；开课后按已学课时比例退款，详见<a href="https://example.com/refund">退费规则</a>。</p>',
    ['全程班', '1 对 1 私教'],
  ],
  ['教材什么时候寄出？', '<p>付款后 48 小时内发货，偏远地区 5–7 天送达。</p><ul><li>发货后短信通知单号</li><li>可在订单详情查看物流</li></ul>', ['全程班']],
  ['1 对 1 私教怎么约课？', '<p>购买后班主任 24 小时内联系你，按你的时间排课，每次课前一天确认。</p>', ['1 对 1 私教']],
  ['真题精讲包含哪些年份？', '<p>覆盖近 15 年真题，每道题都有视频解析与讲义。</p>', ['真题精讲']],
  ['课程支持花呗分期吗？', '<p>单价 600 元以上的课程支持花呗 3 / 6 / 12 期，部分课程免息。</p>', ['全程班', '强化班', '1 对 1 私教']],
  ['可以用几台设备观看？', '<p>同一账号最多 3 台设备登录，同时只能 1 台播放。</p>', ['']],
  ['冲刺密训什么时候开课？', '<p>每年 10 月中旬开课，持续到初试前一周。</p>', ['冲刺密训']],
  ['在职考生跟得上吗？', '<p>课程全部可回放，班主任按你的时间制定周计划。（已停用：待运营确认文案）</p>', ['']],
];

/**
 * Demo data of /course/navigation, /course/recommend, /course/group, /course/aggregation and
 * /course/faq-alloc over the demo's categories and course products (found by name, so the data
 * reads like what staff would configure).
 */
export async function seedCourse(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const meta = (days: number) => ({ created_at: at(days), updated_at: at(Math.max(0, days - 3)), version: 1 });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const enc = (schema: z.ZodObject<any>) => {
    const codecs = codecsOf(schema.shape);
    return (rec: Rec) => encodeRecord(codecs, schema.parse(rec) as Rec);
  };

  const categories = await db.selectFrom('course_classify').select(['id', 'name', 'parent_id']).execute();
  const idOf = (name: string) => Number(categories.find((c) => c.name === name)!.id);
  for (const [parent, kids] of THIRD_LEVEL) {
    await db
      .insertInto('course_classify')
      .values(kids.map((name, i) => ({ name, parent_id: idOf(parent), sort: i, is_enable: 1, ...meta(400) })))
      .execute();
  }
  // A retired branch: staff switch categories off rather than delete them mid-season.
  await db.updateTable('course_classify').set({ is_enable: 0 }).where('name', '=', '笔记').execute();

  const products = await db.selectFrom('course_product').select(['id', 'name', 'classify_id']).where('status', '=', 'on_sale').orderBy('id').execute();
  const named = (part: string) => products.filter((p) => String(p.name).includes(part)).map((p) => Number(p.id));
  const recommend = enc(courseRecommendSchemas.create);
  const reasons = ['限时 8 折', '名师直播', '赠全套讲义', '', '口碑好课'];
  const recRows: Rec[] = [];
  const second = categories.filter((c) => c.parent_id !== null);
  for (const c of second) {
    const mine = products.filter((p) => Number(p.classify_id) === Number(c.id)).slice(0, 5);
    mine.forEach((p, i) =>
      recRows.push({
        ...recommend({ classify_id: Number(c.id), product_id: Number(p.id), reason: reasons[i % reasons.length], sort: i, is_enable: i < 4 }),
        ...meta(60 - i),
      }),
    );
  }
  if (recRows.length) await db.insertInto('course_recommend').values(recRows).execute();

  const group = enc(courseGroupSchemas.create);
  const groups: [string, string, string[]][] = [
    ['数学冲刺组合', '数学一冲刺阶段最常一起买的课', ['数学一冲刺密训', '数学一真题精讲', '数学一强化班']],
    ['英语全程组合', '英语一从基础到冲刺', ['英语一全程班', '英语一强化班', '英语一真题精讲']],
    ['管综备考三件套', '管理类联考在职考生首选', ['管理类联考全程班', '管理类联考真题精讲', '管理类联考冲刺密训']],
    ['408 计算机组合', '计算机统考全程陪跑', ['计算机 408全程班', '计算机 408强化班']],
    ['政治押题组合', '考前 30 天政治提分', ['政治冲刺密训', '政治真题精讲']],
  ];
  const groupRows = groups
    .map(([name, description, parts], i) => {
      const members = parts.flatMap((p) => named(`2027 考研${p}`).slice(0, 1)).map((product_id, k) => ({ product_id, label: k === 0 ? '主推' : '' }));
      return members.length ? { ...group({ name, description, members, sort: i, is_enable: i !== 4 }), ...meta(30 + i) } : null;
    })
    .filter((x) => x !== null);
  if (groupRows.length) await db.insertInto('course_group').values(groupRows).execute();

  const aggregation = enc(courseAggregationSchemas.create);
  const subjects = ['数学一', '数学二', '英语一', '英语二', '政治', '管理类联考'];
  const kinds = ['全程班', '强化班', '冲刺密训', '真题精讲'];
  const aggRows = subjects
    .map((s, i) => {
      const skus = kinds.flatMap((k) =>
        named(`2027 考研${s}${k}`)
          .slice(0, 1)
          .map((product_id) => ({ product_id, label: k })),
      );
      if (skus.length < 2) return null;
      return { ...aggregation({ name: `2027 考研${s}课程`, skus, default_product_id: skus[0].product_id, sort: i, is_enable: true }), ...meta(20 + i) };
    })
    .filter((x) => x !== null);
  if (aggRows.length) await db.insertInto('course_aggregation').values(aggRows).execute();

  const faq = enc(courseFaqAllocSchemas.create);
  const faqRows = FAQS.map(([question, answer, parts], i) => {
    const ids = [...new Set(parts.flatMap((p) => named(p)))].slice(0, 40);
    return { ...faq({ question, answer, product_ids: ids, sort: i, is_enable: i !== FAQS.length - 1 }), ...meta(90 - i) };
  });
  await db.insertInto('course_faq_alloc').values(faqRows).execute();
}

export const courseSeed: DemoSeed = {
  tables: ['course_classify', 'course_recommend', 'course_group', 'course_aggregation', 'course_faq_alloc'],
  run: ({ db, now }) => seedCourse(db, now),
};
