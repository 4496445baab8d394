import { homeFloorContentSchemas, homeFloorSchemas } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import type { DemoSeed } from '../../seed/demo-seed';
import { CURRENT_KAOYAN_YEAR } from '../reference/reference.seed';

const DAY = 24 * 60 * 60 * 1000;

const FLOORS: [name: string, type: string, line: 1 | 2, platforms: number[]][] = [
  ['今日直播', 'live', 1, [2, 3, 6, 7]],
  ['首页轮播', 'banner', 1, [2, 3, 6, 7]],
  ['金刚区', 'icon_grid', 1, [2, 3]],
  ['热门好课', 'course_list', 1, [0, 1, 2, 3]],
  ['数学专区', 'course_list', 1, [2, 3, 6, 7]],
  ['英语专区', 'course_list', 1, [2, 3, 6, 7]],
  ['政治专区', 'course_list', 1, [2, 3]],
  ['专业课精选', 'course_list', 1, [2, 3]],
  ['备考资讯', 'article', 1, [0, 1, 2, 3]],
  ['院校动态', 'article', 1, [0, 1]],
  ['复试指导', 'course_list', 1, [2, 3]],
  ['免费公开课', 'live', 1, [0, 2, 3]],
  ['留学首页轮播', 'banner', 2, [2, 3]],
  ['留学快捷入口', 'icon_grid', 2, [2, 3]],
  ['雅思托福课程', 'course_list', 2, [0, 2, 3]],
  ['留学申请干货', 'article', 2, [0, 1, 2, 3]],
  ['留学直播', 'live', 2, [2, 3]],
  ['名校申请案例', 'article', 2, [0, 1]],
  ['考研新手专区', 'course_list', 1, [2, 3]],
  ['冲刺密训', 'course_list', 1, [2, 3, 6, 7]],
];

/** The home floors of both business lines (every sixth one switched off). */
export const homeFloorSeed: DemoSeed = {
  tables: ['home_floor'],
  async run({ db, stamp: meta }) {
    const floorCodecs = codecsOf(homeFloorSchemas.create.shape);
    await db
      .insertInto('home_floor')
      .values(
        FLOORS.map(([name, floor_type, business_line, platforms], i) => ({
          ...encodeRecord(floorCodecs, {
            name,
            floor_type,
            business_line,
            platforms,
            // Most floors show every year; the seasonal ones belong to the current kaoyan year.
            kaoyan_year: name.includes('冲刺') || name.includes('新手') ? CURRENT_KAOYAN_YEAR : null,
            sort: i * 10,
            is_enable: i % 6 !== 5,
          }),
          ...meta(-150 + i),
        })),
      )
      .execute();
  },
};

/** What the domestic home's floors show, by floor type (a live floor lists the live schedule instead). */
const ITEMS: Record<string, [title: string, link_type: string, link_value: string][]> = {
  banner: [
    ['2027 考研全程班 8 折', 'web', 'https://m.example.com/2027-full'],
    ['数学一冲刺密训营开营', 'app_page', 'camp/math-one'],
    ['英语二真题精讲免费领', 'app_page', 'free/english-two'],
  ],
  icon_grid: [
    ['择校', 'app_page', 'school/pick'],
    ['题库', 'app_page', 'practice/home'],
    ['打卡', 'app_page', 'clockin/home'],
    ['资料', 'app_page', 'material/list'],
    ['直播', 'app_page', 'live/list'],
    ['分数线', 'app_page', 'school/score-line'],
    ['调剂', 'web', 'https://m.example.com/tiaoji'],
    ['社区', 'app_page', 'community/home'],
  ],
  course_list: [
    ['全程班', 'course', '1'],
    ['强化班', 'course', '2'],
    ['冲刺密训', 'course', '3'],
  ],
  article: [
    ['2027 考研报名时间线', 'web', 'https://www.example.com/news/2027-signup'],
    ['初试成绩怎么查', 'web', 'https://www.example.com/news/score'],
    ['复试调剂的 6 个问题', 'web', 'https://www.example.com/news/tiaoji'],
  ],
};

/** Items of the domestic home's floors (home floors of business line 1), after the floors are seeded. */
export async function seedHomeFloorItems(db: Db, images: readonly string[], now: Date): Promise<void> {
  const floors = await db.selectFrom('home_floor').select(['id', 'floor_type']).where('business_line', '=', 1).orderBy('sort').execute();
  const codecs = codecsOf(homeFloorContentSchemas.create.shape);
  const rows = floors.flatMap((floor, f) =>
    (ITEMS[String(floor.floor_type)] ?? []).map(([title, link_type, link_value], i) => {
      const at = new Date(now.getTime() - (90 - f * 3 - i) * DAY).toISOString();
      const item = homeFloorContentSchemas.create.parse({
        title,
        link_type,
        link_value,
        image: images[(f + i) % images.length],
        product_id: link_type === 'course' ? Number(link_value) : null,
        sort: i * 10,
        // One switched-off item per floor of icons, as an operator leaves a seasonal one.
        is_enable: !(floor.floor_type === 'icon_grid' && i === 7),
      }) as Record<string, unknown>;
      return { floor_id: floor.id, ...encodeRecord(codecs, item), created_at: at, updated_at: at, version: 1 };
    }),
  );
  if (rows.length) await db.insertInto('home_floor_content').values(rows).execute();
}

export const homeFloorItemsSeed: DemoSeed = { tables: ['home_floor_content'], run: ({ db, images, now }) => seedHomeFloorItems(db, images, now) };
