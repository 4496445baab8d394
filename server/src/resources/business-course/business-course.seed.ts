import {
  CLOCK_IN_SIGN_UP_DEFAULT,
  ENGLISH_WORD_MODEL_DEFAULT,
  bcBannerSchemas,
  bcFloorContentSchemas,
  bcFloorSchemas,
  bcProductSchemas,
  businessCourseSchemas,
  clockInActivitySchemas,
} from '@admin/shared/contract/resources';
import { encoder, insertMany, subjectIdsByCode, type DemoSeed } from '../../seed/demo-seed';
import { CLOCK_IN_PACKAGES } from '../reference/clock-in-package.seed';
import { CURRENT_KAOYAN_YEAR, KAOYAN_YEARS } from '../reference/reference.seed';

type Rec = Record<string, unknown>;

const BUSINESS_COURSES = [
  { name: '管理类联考', code: '199', mold: 1, subject: 'mba_199', majors: ['1251', '1252', '1253', '1256'] },
  { name: '数学一', code: '301', mold: 0, subject: 'math_one', majors: ['0812', '0835', '0809', '0810', '0854'] },
  { name: '英语二', code: '204', mold: 0, subject: 'english_two', majors: ['1251', '0251', '0351', '0451'] },
  { name: '思想政治理论', code: '101', mold: 0, subject: 'politics', majors: [] },
  { name: '计算机 408', code: '408', mold: 1, subject: 'cs_408', majors: ['0812', '0835', '0854'] },
  { name: '经济类联考', code: '396', mold: 1, subject: 'econ_396', majors: ['0251', '0252', '0254'] },
];

/**
 * The business courses with their year configuration and, per kaoyan year, everything under a
 * course: choice-centre entrance, live and knowledge settings, floors and their content, clock-in
 * activities (sign-up, courses), banners and products. Written together because each year's
 * records draw in turn from the demo's one random sequence.
 */
export const businessCourseSeed: DemoSeed = {
  tables: [
    'business_course',
    'bc_year_config',
    'bc_cs_entrance',
    'bc_living',
    'bc_knowledge',
    'bc_floor',
    'bc_english_word_model',
    'bc_floor_content',
    'bc_clock_in_activity',
    'bc_clock_in_sign_up',
    'bc_clock_in_course',
    'bc_banner',
    'bc_product',
  ],
  async run({ db, r, at, meta, images, uuid: newUuid }) {
    const subjectId = await subjectIdsByCode(db);
    const productIds = (await db.selectFrom('course_product').select('id').orderBy('id').execute()).map((x) => Number(x.id));
    const kpIds = (await db.selectFrom('knowledge_point').select('id').orderBy('id').execute()).map((x) => Number(x.id));
    const bookIds = (await db.selectFrom('book_course_package').select('id').where('is_enable', '=', 1).execute()).map((x) => Number(x.id));
    const pcIds = (await db.selectFrom('product_classify').select('id').execute()).map((x) => Number(x.id));
    const majors = await db.selectFrom('major').select(['id', 'code']).execute();
    const encBc = encoder(businessCourseSchemas.create);
    const encFloor = encoder(bcFloorSchemas.create);
    const encContent = encoder(bcFloorContentSchemas.create);
    const encClock = encoder(clockInActivitySchemas.create);
    const encBanner = encoder(bcBannerSchemas.create);
    const encProduct = encoder(bcProductSchemas.create);
    for (const [i, c] of BUSINESS_COURSES.entries()) {
      const uuid = newUuid();
      await db
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
      await db
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
          db
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
        for (const [fi, ft] of floorTypes.entries()) {
          const fuuid = newUuid();
          const names: Record<string, string> = {
            banner: '顶部轮播',
            course_list: '精选课程',
            icon_grid: '金刚区',
            english_word: '每日背单词',
            live: '直播课',
            clock_in: '打卡活动',
            article: '备考干货',
          };
          await db
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
            await db
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
          await insertMany(db, 'bc_floor_content', contents);
        }

        for (let k = 0; k < 2; k++) {
          const start = r.int(-20, 10);
          const act = await db
            .insertInto('bc_clock_in_activity')
            .values({
              bc_uuid: uuid,
              year,
              ...encClock({
                title: `${c.name}${k === 0 ? '21 天基础打卡' : '冲刺 30 天打卡'}`,
                cover: r.pick(images),
                package_id: r.int(1, CLOCK_IN_PACKAGES.length),
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
          await db
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
          await db
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
        await insertMany(db, 'bc_banner', banners);
        const chosen = [...new Set(Array.from({ length: 6 }, () => r.pick(productIds)))];
        await insertMany(
          db,
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
          await db.deleteFrom('bc_floor').where('bc_uuid', '=', uuid).where('year', '=', year).where('sort', '>=', 30).execute();
          await db.deleteFrom('bc_clock_in_activity').where('bc_uuid', '=', uuid).where('year', '=', year).where('sort', '>=', 10).execute();
          await db.deleteFrom('bc_banner').where('bc_uuid', '=', uuid).where('year', '=', year).where('sort', '>=', 10).execute();
          await db.deleteFrom('bc_product').where('bc_uuid', '=', uuid).where('year', '=', year).where('sort', '>=', 20).execute();
        }
      }
    }
  },
};
