import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from '@admin/shared/contract';
import {
  AD_KINDS,
  CLOCK_IN_SIGN_UP_DEFAULT,
  ENGLISH_WORD_MODEL_DEFAULT,
  MY_HOME_AD_CONFIG_DEFAULT,
  adSchemas,
  bcBannerSchemas,
  bcFloorContentSchemas,
  bcFloorSchemas,
  bcProductSchemas,
  businessCourseSchemas,
  clockInActivitySchemas,
  productClassifySchemas,
  specialTopicPageSchemas,
} from '@admin/shared/contract/resources';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import { createUser } from '../auth/users';
import type { Db } from '../db/database';
import { CONSOLE_CLIENT_ID } from '../resources/account/account';
import type { UploadStore } from '../uploads/store';
import { codecsOf, encodeRecord } from '../kit/codec';
import { storeDemoImages } from './png';
import { seedCatalog } from './catalog';
import { seedComments } from '../resources/comment/comment.seed';
import { seedCourse } from '../resources/course/course.seed';
import { seedFromModules } from './modules';
import { bookCoursePackageSeed } from '../resources/exercise/book-course-package.seed';
import { seedMaterials } from '../resources/exercise/material.seed';
import { seedQuestionBank } from '../resources/exercise/question-bank.seed';
import { seedAdPlaces } from '../resources/home/ad-place.seed';
import { seedHomeFloorItems } from '../resources/home/home-floor.seed';
import { seedSearchLog } from '../resources/home/search-log.seed';
import { seedProgrammes } from '../resources/school/programme.seed';
import { seedHomepagesetting } from '../resources/home/homepagesetting.seed';
import { seedPickSchool } from '../resources/pick-school/pick-school.seed';
import { seedPushes } from '../resources/push/push.seed';
import { seedPolicies } from '../resources/setting/policy.seed';
import { rng } from './random';
import { seedFeedback } from '../resources/system/feedback.seed';
import { seedAppUserPurchases } from '../resources/account/app-user-purchase.seed';
import { CURRENT_KAOYAN_YEAR, KAOYAN_YEARS } from '../resources/reference/reference.seed';

type Rec = Record<string, unknown>;

const DAY = 24 * 60 * 60 * 1000;

/** Rows of a contract resource, encoded the way its repository stores them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const encoder = (schema: z.ZodObject<any>) => {
  const codecs = codecsOf(schema.shape);
  return (rec: Rec) => encodeRecord(codecs, rec);
};

async function insertMany(db: Db, table: string, rows: Rec[]): Promise<void> {
  // Chunks keep each statement under SQLite's parameter limit.
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200))
      .execute();
}

const AD_TITLES = [
  '2027 考研全程班限时 8 折',
  '数学一冲刺密训营开营',
  '英语二真题逐句精讲免费领',
  '政治冲刺押题直播预约',
  '管综备考规划公开课',
  '择校指导 1 对 1 咨询',
  '新人专享 0 元体验课',
  '暑期强化集训营火热报名',
  '408 计算机统考全程陪跑',
  '考研英语 5500 词 30 天打卡',
  '经综 396 高分学长经验分享',
  '复试调剂信息早知道',
  '西综 306 知识点精讲上线',
  '法硕联考历年真题下载',
  '考研倒计时 100 天冲刺',
  '学霸笔记限时免费送',
  '直播课回放合集',
  '报名季：考研报名流程详解',
  '2028 考研早鸟价开抢',
  '双十一课程满减活动',
  '会员月卡买一送一',
  '院校库上线：一键查分数线',
  '每日一题：数学打卡',
  '留学语培雅思 7 分保障班',
];

const SITES = [
  { client_id: CONSOLE_CLIENT_ID, name: '考研运营后台', get_host: '/admin/', is_open_new_win: 0, sort: 1 },
  { client_id: 'abroad-admin', name: '留学运营后台', get_host: 'https://abroad-admin.example.com/admin/', is_open_new_win: 0, sort: 2 },
  { client_id: 'crm', name: '客服工单系统', get_host: 'https://crm.example.com/', is_open_new_win: 1, sort: 3 },
  { client_id: 'data-board', name: '数据看板', get_host: 'https://bi.example.com/board', is_open_new_win: 1, sort: 4 },
];

const USER_NAMES: Record<string, string> = { admin: '管理员', ads: '广告运营', abroad: '留学运营', viewer: '只读访客', nobody: '无权限用户' };

const BUSINESS_COURSES = [
  { name: '管理类联考', code: '199', mold: 1, subject: 'mba_199', majors: ['1251', '1252', '1253', '1256'] },
  { name: '数学一', code: '301', mold: 0, subject: 'math_one', majors: ['0812', '0835', '0809', '0810', '0854'] },
  { name: '英语二', code: '204', mold: 0, subject: 'english_two', majors: ['1251', '0251', '0351', '0451'] },
  { name: '思想政治理论', code: '101', mold: 0, subject: 'politics', majors: [] },
  { name: '计算机 408', code: '408', mold: 1, subject: 'cs_408', majors: ['0812', '0835', '0854'] },
  { name: '经济类联考', code: '396', mold: 1, subject: 'econ_396', majors: ['0251', '0252', '0254'] },
];

export interface DemoSummary {
  users: readonly string[];
  password: string;
}

/**
 * Demo mode (DESIGN 6): the five accounts (password demo123456) and realistic data behind every
 * call, so each screen has something to show. Idempotent: does nothing when accounts exist.
 */
export async function seedDemo(db: Db, uploads: UploadStore, now: Date): Promise<DemoSummary | null> {
  const anyUser = await db.selectFrom('admin_user').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  // One hash for the five: a salt keeps equal secret passwords from having equal hashes, and this
  // password is printed at every start (demo mode only).
  const hash = hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    await createUser(db, { username: u, password: DEMO_PASSWORD, name: USER_NAMES[u], permissions: DEMO_ROLES[u] }, now, hash);
  }
  const images = await storeDemoImages(uploads);
  const r = rng(20270101);
  const at = (offsetDays = 0) => new Date(now.getTime() + offsetDays * DAY).toISOString();
  const meta = (ageDays: number) => ({ created_at: at(-ageDays), updated_at: at(-Math.max(0, ageDays - r.int(0, ageDays))), version: 1 });

  await db.transaction().execute(async (trx) => {
    await insertMany(
      trx,
      'site',
      SITES.map((s) => ({ ...s, ...meta(200) })),
    );

    const groups = [
      ['全部注册用户', '所有已注册的 App 用户', 1_280_000],
      ['新注册用户（7 天内）', '近 7 天注册，未购课', 18_600],
      ['付费学员', '购买过任一付费课程', 214_000],
      ['2027 考研学员', '目标年份为 2027 的用户', 432_000],
      ['2028 考研学员', '目标年份为 2028 的用户', 96_500],
      ['数学一备考用户', '关注数学一的用户', 151_000],
      ['沉睡用户（30 天未登录）', '召回投放', 305_000],
      ['留学意向用户', '留学业务线用户', 42_300],
      ['内部测试账号', '运营与测试人员，用于验收投放', 36],
    ] as const;
    await insertMany(
      trx,
      'user_group',
      groups.map(([name, description, user_count]) => ({ name, description, user_count, ...meta(300) })),
    );

    const classifies: Rec[] = [];
    const level1 = [
      ['首页', 'home', 1],
      ['学习', 'study', 1],
      ['课程', 'course', 1],
      ['我的', 'mine', 1],
      ['搜索', 'search', 1],
      ['留学首页', 'abroad_home', 2],
    ] as const;
    level1.forEach(([name, code, line], i) =>
      classifies.push({ name, code, parent_id: null, level: 1, business_line: line, sort: i, is_enable: 1, ...meta(400) }),
    );
    await insertMany(trx, 'classify', classifies);
    const parents = await trx.selectFrom('classify').select(['id', 'code', 'business_line']).execute();
    const children: Rec[] = [];
    for (const p of parents) {
      ['顶部轮播', '中部运营位', '底部横幅'].forEach((n, i) =>
        children.push({
          name: n,
          code: `${p.code}_${i + 1}`,
          parent_id: p.id,
          level: 2,
          business_line: p.business_line,
          sort: i,
          is_enable: i === 2 ? 0 : 1,
          ...meta(380),
        }),
      );
    }
    await insertMany(trx, 'classify', children);

    const systems = [
      ['考研全程班体系', 'kaoyan_full', 1],
      ['考研集训营体系', 'kaoyan_camp', 1],
      ['单科精讲体系', 'single_subject', 1],
      ['图书资料体系', 'books', 1],
      ['留学语言培训体系', 'abroad_language', 2],
    ] as const;
    await insertMany(
      trx,
      'product_system',
      systems.map(([name, code, business_line]) => ({ name, code, business_line, ...meta(500) })),
    );

    const resGroups = [
      ['历年真题', 'document', 64],
      ['名师讲义', 'document', 120],
      ['音频课', 'audio', 48],
      ['直播回放', 'video', 310],
      ['复试资料包', 'mixed', 22],
      ['英语阅读精选', 'document', 85],
      ['数学公式手册', 'document', 12],
      ['政治时政热点', 'mixed', 40],
    ] as const;
    await insertMany(
      trx,
      'resource_group',
      resGroups.map(([name, type, resource_count]) => ({ name, type, resource_count, ...meta(250) })),
    );

    const classifyTree: [string, string[]][] = [
      ['公共课', ['政治', '英语', '数学']],
      ['专业课', ['计算机', '管理类联考', '经济类联考', '法硕', '西医综合']],
      ['图书', ['真题', '教材', '笔记']],
      ['留学', ['雅思', '托福']],
    ];
    let csort = 0;
    const classifyIdOf = new Map<string, number>();
    for (const [name, kids] of classifyTree) {
      const p = await trx
        .insertInto('course_classify')
        .values({ name, parent_id: null, sort: csort++, ...meta(500) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const k of kids) {
        const c = await trx
          .insertInto('course_classify')
          .values({ name: k, parent_id: p.id, sort: csort++, ...meta(500) })
          .returning('id')
          .executeTakeFirstOrThrow();
        classifyIdOf.set(k, Number(c.id));
      }
    }

    const subjects = await trx.selectFrom('subject').select(['id', 'code']).execute();
    const subjectId = (code: string) => subjects.find((s) => s.code === code)?.id ?? null;
    const sysIds = (await trx.selectFrom('product_system').select('id').orderBy('id').execute()).map((x) => Number(x.id));
    // [subject in the product's name, subject code, the course category it is sold under]
    const productSubjects = [
      ['数学一', 'math_one', '数学'],
      ['数学二', 'math_two', '数学'],
      ['英语一', 'english_one', '英语'],
      ['英语二', 'english_two', '英语'],
      ['政治', 'politics', '政治'],
      ['管理类联考', 'mba_199', '管理类联考'],
      ['计算机 408', 'cs_408', '计算机'],
      ['经济类联考', 'econ_396', '经济类联考'],
    ] as const;
    const productKinds = [
      ['全程班', 399_900],
      ['强化班', 199_900],
      ['冲刺密训', 129_900],
      ['真题精讲', 49_900],
      ['1 对 1 私教', 999_900],
    ] as const;
    const products: Rec[] = [];
    for (const year of [2027, 2028]) {
      for (const [sname, scode, category] of productSubjects) {
        for (const [kind, price] of productKinds) {
          if (year === 2028 && r.chance(0.4)) continue;
          products.push({
            name: `${year} 考研${sname}${kind}`,
            price,
            original_price: Math.round(price * 1.5),
            classify_id: classifyIdOf.get(category)!,
            product_sys_id: kind === '1 对 1 私教' ? sysIds[2] : r.pick(sysIds.slice(0, 3)),
            subject_id: subjectId(scode),
            year,
            status: r.chance(0.85) ? 'on_sale' : 'off_sale',
            sales: r.int(0, 12_000),
            ...meta(r.int(30, 360)),
          });
        }
      }
    }
    products.push({
      name: '雅思 7 分保障班',
      price: 699_900,
      original_price: 899_900,
      classify_id: classifyIdOf.get('雅思')!,
      product_sys_id: sysIds[4],
      subject_id: subjectId('ielts'),
      year: null,
      status: 'on_sale',
      sales: 820,
      ...meta(90),
    });
    await insertMany(trx, 'course_product', products);
    const productIds = (await trx.selectFrom('course_product').select('id').orderBy('id').execute()).map((x) => Number(x.id));

    const clockPkgs = [
      ['考研英语 5500 词 30 天打卡', 30, 'english_one'],
      ['数学每日一题 60 天', 60, 'math_one'],
      ['政治背诵 21 天打卡', 21, 'politics'],
      ['管综逻辑每日练', 45, 'mba_199'],
      ['408 数据结构 28 天', 28, 'cs_408'],
    ] as const;
    await insertMany(
      trx,
      'clock_in_package',
      clockPkgs.map(([name, days, s]) => ({ name, days, subject_id: subjectId(s), ...meta(120) })),
    );

    const quizPkgs: Rec[] = [];
    for (const [sname, scode] of productSubjects) {
      for (const [i, t] of ['章节练习', '真题模考', '考前押题', '基础自测'].entries()) {
        quizPkgs.push({
          name: `${sname}${t}`,
          subject_id: subjectId(scode),
          year: r.pick(KAOYAN_YEARS),
          question_count: r.int(20, 200),
          is_free: i === 3 ? 1 : 0,
          price: i === 3 ? 0 : r.pick([990, 1990, 2990, 4990]),
          status: r.chance(0.85) ? 'published' : 'draft',
          ...meta(r.int(10, 200)),
        });
      }
    }
    await insertMany(trx, 'quiz_package', quizPkgs);
    const pkgIds = (await trx.selectFrom('quiz_package').select(['id', 'name']).execute()) as { id: number; name: string }[];
    const quizzes: Rec[] = [];
    for (const p of pkgIds) {
      for (let i = 1; i <= r.int(2, 4); i++) {
        quizzes.push({
          package_id: p.id,
          title: `${p.name} 第 ${i} 套`,
          question_count: r.int(10, 50),
          duration_minutes: r.pick([30, 60, 90, 180]),
          ...meta(60),
        });
      }
    }
    await insertMany(trx, 'quiz', quizzes);

    const knowledge: [string, string[]][] = [
      [
        'math_one',
        [
          '函数与极限',
          '一元函数微分学',
          '一元函数积分学',
          '多元函数微积分',
          '无穷级数',
          '常微分方程',
          '线性代数：矩阵',
          '线性代数：特征值',
          '概率论：随机变量',
          '数理统计',
        ],
      ],
      ['english_one', ['阅读理解 A 节', '新题型', '翻译', '小作文', '大作文', '完形填空']],
      ['english_two', ['阅读理解', '新题型', '英译汉', '应用文写作', '短文写作']],
      ['politics', ['马原：唯物论', '马原：辩证法', '毛中特：新民主主义革命', '史纲：近代史', '思修：道德', '时政热点']],
      ['mba_199', ['数学：应用题', '数学：几何', '逻辑：形式逻辑', '逻辑：论证逻辑', '写作：论证有效性分析', '写作：论说文']],
      ['cs_408', ['数据结构：线性表', '数据结构：树与图', '组成原理：存储系统', '操作系统：进程管理', '计算机网络：传输层']],
    ];
    const kpRows: Rec[] = [];
    for (const [scode, names] of knowledge) {
      names.forEach((name) => kpRows.push({ name, subject_id: subjectId(scode), parent_id: null, level: 1, question_count: r.int(30, 600), ...meta(150) }));
    }
    await insertMany(trx, 'knowledge_point', kpRows);
    const kpIds = (await trx.selectFrom('knowledge_point').select('id').orderBy('id').execute()).map((x) => Number(x.id));

    await insertMany(trx, 'book_course_package', bookCoursePackageSeed(productIds, images, meta));
    // The packages once drew their stock here: the draws stay, so every later demo record is as before.
    for (let i = 0; i < 8; i++) r.int(0, 3000);
    const bookIds = (await trx.selectFrom('book_course_package').select('id').where('is_enable', '=', 1).execute()).map((x) => Number(x.id));
    const groupIds = (await trx.selectFrom('user_group').select('id').execute()).map((x) => Number(x.id));

    // Ads: a couple dozen per kind, some running, some scheduled, some ended.
    const encAd = encoder(adSchemas.create);
    const ads: Rec[] = [];
    for (const k of AD_KINDS) {
      const n = k.paths === 'generic' ? 12 : 24;
      for (let i = 0; i < n; i++) {
        const start = r.int(-60, 20);
        const title = AD_TITLES[(i + k.kind.length) % AD_TITLES.length];
        const abroad = title.includes('留学');
        const link = r.pick([
          ['course', String(r.pick(productIds))],
          ['web', `https://m.example.com/activity/${1000 + i}`],
          ['app_page', r.pick(['course/detail', 'study/plan', 'mine/coupon', 'live/list'])],
          ['none', ''],
        ] as const);
        ads.push({
          kind: k.kind,
          ...encAd({
            title,
            image: r.pick(images),
            link_type: link[0],
            link_value: link[1],
            platforms: k.platforms
              ? [...k.platforms]
              : k.kind === 'recommend'
                ? [0]
                : r.pick([
                    [1, 2, 3],
                    [2, 3],
                    [0, 1],
                    [2, 3, 6, 7],
                    [0, 1, 2, 3, 6, 7],
                  ]),
            business_line: abroad ? 2 : 1,
            user_group_id: r.chance(0.3) ? r.pick(groupIds) : null,
            start_at: at(start),
            end_at: at(start + r.int(7, 90)),
            sort: r.int(0, 20) * 10,
            is_enable: r.chance(0.85),
            is_marked_expired: (k.kind === 'search_page' || k.kind === 'recommend_top') && r.chance(0.2),
            show_frequency: r.pick(['every_time', 'daily', 'once']),
            duration_seconds: r.int(3, 5),
            coupon_id: k.extras?.includes('coupon_id') ? `CP2027${String(r.int(100, 999))}` : '',
            remark: r.chance(0.3) ? '运营活动，结束后请及时下线' : '',
          }),
          ...meta(r.int(1, 90)),
        });
      }
    }
    await insertMany(trx, 'ad', ads);
    await trx
      .insertInto('my_home_ad_config')
      .values({ scope: 'default', data: JSON.stringify({ ...MY_HOME_AD_CONFIG_DEFAULT, title: '为你推荐' }), ...meta(30) })
      .execute();

    // Product classifications.
    const encPc = encoder(productClassifySchemas.create);
    const pcs = [
      ['全程班', 1, 1],
      ['强化班', 1, 1],
      ['冲刺班', 1, 1],
      ['图书资料', 1, 1],
      ['1 对 1', 1, 1],
      ['限时特惠', 1, 0],
      ['语言培训', 2, 1],
    ] as const;
    await insertMany(
      trx,
      'product_classify',
      pcs.map(([name, business_line, en], i) => ({
        ...encPc({ name, icon: images[i % images.length], business_line, sort: i * 10, is_enable: Boolean(en) }),
        ...meta(200),
      })),
    );
    const pcIds = (await trx.selectFrom('product_classify').select('id').execute()).map((x) => Number(x.id));

    // Business courses and their per-year content.
    const majors = await trx.selectFrom('major').select(['id', 'code']).execute();
    const encBc = encoder(businessCourseSchemas.create);
    const encFloor = encoder(bcFloorSchemas.create);
    const encContent = encoder(bcFloorContentSchemas.create);
    const encClock = encoder(clockInActivitySchemas.create);
    const encBanner = encoder(bcBannerSchemas.create);
    const encProduct = encoder(bcProductSchemas.create);
    const bcUuids: string[] = [];
    const floorUuidsOf = new Map<string, string[]>();
    for (const [i, c] of BUSINESS_COURSES.entries()) {
      const uuid = randomUUID();
      bcUuids.push(uuid);
      await trx
        .insertInto('business_course')
        .values({
          uuid,
          ...encBc({
            name: c.name,
            code: c.code,
            mold: c.mold,
            subject_id: subjectId(c.subject),
            major_ids: majors.filter((m) => c.majors.includes(String(m.code))).map((m) => Number(m.id)),
            business_line: 1,
            cover: images[i % images.length],
            intro: `${c.name}（${c.code}）备考全程：基础、强化、冲刺三阶段课程与每日打卡。`,
            mini_program_app_id: `wx${(0x1a2b3c4d5e6f7000 + i).toString(16).padStart(16, '0').slice(-16)}`,
            sort: i * 10,
            is_enable: i !== 5,
          }),
          ...meta(400 - i * 20),
        })
        .execute();
      await trx
        .insertInto('bc_year_config')
        .values({
          bc_uuid: uuid,
          data: JSON.stringify({
            years: KAOYAN_YEARS.map((year) => ({ year, is_enable: year !== 2026 || i < 3, is_default: year === CURRENT_KAOYAN_YEAR, title: `${year} 考研` })),
          }),
          ...meta(200),
        })
        .execute();

      for (const year of KAOYAN_YEARS) {
        const full = year !== 2026;
        const doc = (table: string, data: Rec) =>
          trx
            .insertInto(table)
            .values({ bc_uuid: uuid, year, data: JSON.stringify(data), ...meta(60) })
            .execute();
        await doc('bc_cs_entrance', {
          is_enable: full,
          title: `${c.name}选课中心`,
          subtitle: '按阶段挑选适合你的课程',
          image: images[(i + 1) % images.length],
          button_text: '去选课',
          link_type: 'app_page',
          link_value: 'course/select',
        });
        if (!full) continue;
        await doc('bc_living', { is_enable: true, title: '名师直播', room_ids: [r.int(1000, 9999), r.int(1000, 9999)], show_count: 3, show_replay: true });
        await doc('bc_knowledge', {
          is_enable: true,
          title: '知识点练习',
          knowledge_ids: [r.pick(kpIds), r.pick(kpIds), r.pick(kpIds)].filter((v, j, a) => a.indexOf(v) === j),
          show_practice_count: true,
        });

        const floorTypes = ['banner', 'course_list', 'icon_grid', c.code === '204' ? 'english_word' : 'live', 'clock_in', 'article'] as const;
        const floors: string[] = [];
        for (const [fi, ft] of floorTypes.entries()) {
          const fuuid = randomUUID();
          floors.push(fuuid);
          const names: Record<string, string> = {
            banner: '顶部轮播',
            course_list: '精选课程',
            icon_grid: '金刚区',
            english_word: '每日背单词',
            live: '直播课',
            clock_in: '打卡活动',
            article: '备考干货',
          };
          await trx
            .insertInto('bc_floor')
            .values({
              uuid: fuuid,
              bc_uuid: uuid,
              year,
              ...encFloor({
                name: names[ft],
                floor_type: ft,
                title: names[ft],
                subtitle: ft === 'course_list' ? '名师带你高效备考' : '',
                platforms: [1, 2, 3],
                sort: fi * 10,
                is_enable: fi !== 5,
                more_link_type: ft === 'course_list' ? 'app_page' : 'none',
                more_link_value: ft === 'course_list' ? 'course/list' : '',
              }),
              ...meta(90),
            })
            .execute();
          if (ft === 'english_word') {
            await trx
              .insertInto('bc_english_word_model')
              .values({
                floor_uuid: fuuid,
                data: JSON.stringify({ ...ENGLISH_WORD_MODEL_DEFAULT, is_enable: true, word_book: 'english_two', daily_count: 50 }),
                ...meta(40),
              })
              .execute();
          }
          const contents: Rec[] = [];
          for (let k = 0; k < r.int(3, 6); k++) {
            const pid = r.pick(productIds);
            contents.push({
              bc_uuid: uuid,
              year,
              floor_uuid: fuuid,
              ...encContent({
                title: ft === 'course_list' ? `${c.name}${['基础班', '强化班', '冲刺班', '真题班', '押题班', '1 对 1'][k]}` : `${names[ft]} ${k + 1}`,
                subtitle: r.chance(0.5) ? '限时优惠' : '',
                image: r.pick(images),
                link_type: ft === 'course_list' ? 'course' : 'app_page',
                link_value: ft === 'course_list' ? String(pid) : 'study/plan',
                product_id: ft === 'course_list' ? pid : null,
                sort: k * 10,
                is_enable: r.chance(0.9),
                start_at: null,
                end_at: null,
              }),
              ...meta(30),
            });
          }
          await insertMany(trx, 'bc_floor_content', contents);
        }
        floorUuidsOf.set(`${uuid}:${year}`, floors);

        for (let k = 0; k < 2; k++) {
          const start = r.int(-20, 10);
          const act = await trx
            .insertInto('bc_clock_in_activity')
            .values({
              bc_uuid: uuid,
              year,
              ...encClock({
                title: `${c.name}${k === 0 ? '21 天基础打卡' : '冲刺 30 天打卡'}`,
                cover: r.pick(images),
                package_id: r.int(1, clockPkgs.length),
                start_at: at(start),
                end_at: at(start + (k === 0 ? 21 : 30)),
                total_days: k === 0 ? 21 : 30,
                daily_task: '每天完成 1 节课 + 20 道练习',
                rules: '连续打卡 7 天得优惠券，全勤返学费 50%。',
                sort: k * 10,
                is_enable: true,
              }),
              ...meta(20),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('bc_clock_in_sign_up')
            .values({
              activity_id: act.id,
              data: JSON.stringify({
                ...CLOCK_IN_SIGN_UP_DEFAULT,
                is_open: true,
                start_at: at(start - 7),
                end_at: at(start),
                max_participants: r.pick([0, 500, 2000]),
                delivery_id: k === 0 ? r.pick(bookIds) : null,
              }),
              ...meta(20),
            })
            .execute();
          await trx
            .insertInto('bc_clock_in_course')
            .values({
              activity_id: act.id,
              data: JSON.stringify({ courses: [r.pick(productIds)].map((product_id, s) => ({ product_id, sort: s })) }),
              ...meta(20),
            })
            .execute();
        }

        const banners: Rec[] = [];
        for (let k = 0; k < 3; k++) {
          banners.push({
            bc_uuid: uuid,
            year,
            ...encBanner({
              title: `${c.name} ${['开学季', '强化季', '冲刺季'][k]}活动`,
              image: r.pick(images),
              link_type: 'web',
              link_value: `https://m.example.com/bc/${c.code}/${year}/${k}`,
              platforms: [1, 2, 3],
              sort: k * 10,
              is_enable: k !== 2,
              start_at: null,
              end_at: null,
            }),
            ...meta(15),
          });
        }
        await insertMany(trx, 'bc_banner', banners);
        const chosen = [...new Set(Array.from({ length: 6 }, () => r.pick(productIds)))];
        await insertMany(
          trx,
          'bc_product',
          chosen.map((product_id, k) => ({
            bc_uuid: uuid,
            year,
            ...encProduct({ product_id, label: k === 0 ? '热卖' : k === 1 ? '新课' : '', classify_id: r.pick(pcIds), sort: k * 10, is_enable: true }),
            ...meta(25),
          })),
        );
        // The year after the default one is being prepared: fewer floors, one activity, one banner,
        // two products. Removed after generating, so the random sequence (and every later seed) stays the same.
        if (year > CURRENT_KAOYAN_YEAR) {
          await trx.deleteFrom('bc_floor').where('bc_uuid', '=', uuid).where('year', '=', year).where('sort', '>=', 30).execute();
          floorUuidsOf.set(`${uuid}:${year}`, floors.slice(0, 3));
          await trx.deleteFrom('bc_clock_in_activity').where('bc_uuid', '=', uuid).where('year', '=', year).where('sort', '>=', 10).execute();
          await trx.deleteFrom('bc_banner').where('bc_uuid', '=', uuid).where('year', '=', year).where('sort', '>=', 10).execute();
          await trx.deleteFrom('bc_product').where('bc_uuid', '=', uuid).where('year', '=', year).where('sort', '>=', 20).execute();
        }
      }
    }

    const encTopic = encoder(specialTopicPageSchemas.create);
    const topics = ['2027 考研开学季', '暑期强化集训营', '双十一课程狂欢', '考前冲刺 30 天', '复试调剂专题', '新人入门指南'];
    await insertMany(
      trx,
      'special_topic_page',
      topics.map((title, i) => {
        const bc = i < 4 ? bcUuids[i] : null;
        const floors = bc ? (floorUuidsOf.get(`${bc}:${CURRENT_KAOYAN_YEAR}`) ?? []).slice(0, 3) : [];
        return {
          ...encTopic({
            title,
            bc_uuid: bc,
            year: bc ? CURRENT_KAOYAN_YEAR : null,
            cover: images[i % images.length],
            background_color: ['#fff7e6', '#e6f4ff', '#fff0f6', '#f6ffed', '#ffffff', '#f9f0ff'][i],
            share_title: `${title} | 考研备考`,
            share_desc: '名师课程限时优惠，点击查看',
            floor_uuids: floors,
            is_enable: i !== 5,
          }),
          ...meta(r.int(5, 60)),
        };
      }),
    );
  });
  await seedPushes(db, now);
  await seedCatalog(db, now);
  await seedHomepagesetting(db, images, now);
  await seedHomeFloorItems(db, images, now);
  await seedSearchLog(db, now);
  await seedAdPlaces(db, now);
  await seedProgrammes(db, now);
  await seedPickSchool(db, images, now);
  await seedFromModules(db, now);
  await seedMaterials(db, uploads, now);
  await seedQuestionBank(db, now);
  await seedPolicies(db, now);
  await seedComments(db, now);
  await seedCourse(db, now);
  await seedFeedback(db, images, now);
  await seedAppUserPurchases(db, now);
  return { users: DEMO_USERS, password: DEMO_PASSWORD };
}
