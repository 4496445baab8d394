import { appUserSchemas, courseTagSchemas, homeFloorSchemas } from '@admin/shared/contract/resources';
import type { Db } from '../db/database';
import { codecsOf, encodeRecord } from '../kit/codec';
import { CURRENT_KAOYAN_YEAR } from '../resources/reference/reference.seed';

type Rec = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

const TAGS: [name: string, color: string][] = [
  ['热卖', '#FF4D4F'],
  ['新课', '#1677FF'],
  ['限时优惠', '#FA541C'],
  ['名师直播', '#722ED1'],
  ['全程班', '#13C2C2'],
  ['冲刺', '#F5222D'],
  ['基础', '#52C41A'],
  ['强化', '#2F54EB'],
  ['押题', '#EB2F96'],
  ['一对一', '#FAAD14'],
  ['赠教材', '#A0D911'],
  ['可退费', '#8C8C8C'],
  ['协议班', '#531DAB'],
  ['复试', '#08979C'],
  ['调剂', '#D4380D'],
  ['在职', '#096DD9'],
  ['留学', '#C41D7F'],
  ['雅思', '#389E0D'],
  ['托福', '#D48806'],
  ['免费', '#595959'],
];

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

const NICKNAMES = [
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
  '法硕非法学',
  '教育学311',
  '护理考研',
  '心理学347',
  '会计专硕',
  '管综199',
  '夜猫子刷题',
  '一战成硕',
  '江南研究生',
  '蜀中学子',
  '雅思7分',
  '托福105',
  '申请美研',
  '英硕冲鸭',
  '港三申请中',
  '梦想清华',
  '复旦等我',
  '浙大见',
  '武大樱花',
  '南大小南',
  '中山大学',
  '川大学子',
  '西交在路上',
  '哈工大人',
  '同济建筑',
  '华科研友',
  '厦大海风',
  '山大学子',
  '湘江北去',
];

/** Demo course tags, home floors and app users. */
export async function seedCatalog(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const meta = (days: number): Rec => ({ created_at: at(days), updated_at: at(days), version: 1 });

  const tagCodecs = codecsOf(courseTagSchemas.create.shape);
  await db
    .insertInto('course_tag')
    .values(TAGS.map(([name, color], i) => ({ ...encodeRecord(tagCodecs, { name, color, sort: i * 10, is_enable: i % 7 !== 6 }), ...meta(-200 + i) })))
    .execute();

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

  const userCodecs = codecsOf(appUserSchemas.create.shape);
  const prefixes = ['138', '139', '150', '151', '186', '187', '177', '199', '135', '158'];
  const platformsOf = [2, 3, 3, 2, 1, 0, 6, 7];
  await db
    .insertInto('app_user')
    .values(
      NICKNAMES.map((nickname, i) => {
        const registered = -400 + i * 9;
        const phone = `${prefixes[i % prefixes.length]}${String(1000_0000 + ((i * 7_919_113) % 9000_0000)).padStart(8, '0')}`;
        return {
          ...encodeRecord(userCodecs, {
            phone,
            nickname,
            platform: platformsOf[i % platformsOf.length],
            registered_at: at(registered),
            status: i % 11 === 4 ? 'banned' : 'active',
          }),
          ...meta(registered),
        };
      }),
    )
    .execute();
}
