import { appPageFloorContentSchemas, seniorSchemas } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import { placeholderPng } from '../../seed/png';
import type { DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

/** [category, name] per year: the pages students of the busiest categories see. */
const PAGES: [number, number, string][] = [
  [2027, 8, '工学择校：计算机与电子信息'],
  [2027, 12, '管理学择校：MBA、MPAcc 与管科'],
  [2027, 2, '经济学择校：金融与应用统计'],
  [2027, 10, '医学择校：临床与药学'],
  [2027, 5, '文学择校：翻译与新传'],
  [2026, 8, '工学择校（2026）'],
  [2026, 12, '管理学择校（2026）'],
];

type Item = [title: string, subtitle: string, link_type: string, link_value: string];
/** The floors of every page, by type, with their items (the category's name fills `{c}`). */
const FLOORS: [name: string, type: string, title: string, items: Item[]][] = [
  [
    '顶部轮播',
    'banner',
    '',
    [
      ['{c}院校库上线：一键查分数线', '', 'app_page', 'school/library'],
      ['择校 1 对 1 咨询，学长学姐在线答疑', '', 'app_page', 'school/senior'],
      ['复试调剂信息早知道', '', 'web', 'https://m.example.com/tiaoji'],
    ],
  ],
  [
    '择校工具',
    'icon_grid',
    '择校工具',
    [
      ['院校库', '', 'app_page', 'school/library'],
      ['历年分数线', '', 'app_page', 'school/score-line'],
      ['招生目录', '', 'app_page', 'school/catalogue'],
      ['报录比', '', 'app_page', 'school/ratio'],
      ['学长学姐', '', 'app_page', 'school/senior'],
      ['院校视频', '', 'app_page', 'school/video'],
      ['调剂系统', '', 'web', 'https://m.example.com/tiaoji'],
      ['择校测评', '', 'app_page', 'school/assessment'],
    ],
  ],
  [
    '择校指南',
    'article',
    '择校指南',
    [
      ['A 区还是 B 区？国家线分区一文讲清', '从 34 所自划线院校到 B 区的 10 个省份', 'web', 'https://www.example.com/guide/zones'],
      ['985 还是双非：看报录比，不看名气', '以近三年的招生目录与复试名单为例', 'web', 'https://www.example.com/guide/ratio'],
      ['专硕与学硕：学费、学制与就业的差别', '', 'web', 'https://www.example.com/guide/mold'],
      ['跨考{c}要准备什么', '', 'web', 'https://www.example.com/guide/cross'],
    ],
  ],
  [
    '择校课程',
    'course_list',
    '名师带你择校',
    [
      ['择校定位直播课', '每周三晚 8 点', 'course', '1'],
      ['复试全程班', '导师面试 + 英语口语', 'course', '2'],
      ['调剂指导营', '', 'course', '3'],
    ],
  ],
];

/** [nickname, exam year, admitted school, major code, undergraduate school, attempt, [subject, score][]] */
const SENIORS: [string, number, string, string, string, number, [string, number][]][] = [
  [
    '小鹿学姐',
    2026,
    '浙江大学',
    '0812',
    '杭州电子科技大学',
    1,
    [
      ['思想政治理论', 72],
      ['英语一', 78],
      ['数学一', 128],
      ['计算机学科专业基础', 121],
    ],
  ],
  [
    '阿哲',
    2026,
    '北京航空航天大学',
    '0854',
    '北京信息科技大学',
    2,
    [
      ['思想政治理论', 68],
      ['英语二', 81],
      ['数学二', 131],
      ['计算机学科专业基础', 116],
    ],
  ],
  [
    '南风学长',
    2026,
    '华中科技大学',
    '0835',
    '武汉理工大学',
    1,
    [
      ['思想政治理论', 70],
      ['英语一', 66],
      ['数学一', 119],
      ['计算机学科专业基础', 112],
    ],
  ],
  [
    '七七',
    2026,
    '上海财经大学',
    '0251',
    '南京审计大学',
    1,
    [
      ['思想政治理论', 74],
      ['英语二', 84],
      ['数学三', 132],
      ['金融学综合', 128],
    ],
  ],
  [
    '程程学姐',
    2026,
    '中国人民大学',
    '1253',
    '首都经济贸易大学',
    1,
    [
      ['管理类综合能力', 214],
      ['英语二', 79],
    ],
  ],
  [
    '老周',
    2026,
    '复旦大学',
    '1251',
    '上海大学',
    1,
    [
      ['管理类综合能力', 201],
      ['英语二', 72],
    ],
  ],
  [
    '一只柚子',
    2026,
    '北京外国语大学',
    '0551',
    '天津外国语大学',
    1,
    [
      ['思想政治理论', 71],
      ['翻译硕士英语', 80],
      ['英语翻译基础', 124],
      ['汉语写作与百科知识', 126],
    ],
  ],
  [
    'Momo',
    2026,
    '北京师范大学',
    '0454',
    '华南师范大学',
    2,
    [
      ['思想政治理论', 69],
      ['英语二', 76],
      ['心理学专业综合', 221],
    ],
  ],
  [
    '青禾',
    2026,
    '华东师范大学',
    '0451',
    '浙江师范大学',
    1,
    [
      ['思想政治理论', 73],
      ['英语二', 75],
      ['教育综合', 236],
    ],
  ],
  [
    '陈医生',
    2026,
    '四川大学',
    '1051',
    '川北医学院',
    2,
    [
      ['思想政治理论', 67],
      ['英语一', 62],
      ['西医综合', 231],
    ],
  ],
  [
    '法考人阿杰',
    2026,
    '中国政法大学',
    '0351',
    '西南科技大学',
    1,
    [
      ['思想政治理论', 75],
      ['英语一', 70],
      ['专业基础（非法学）', 118],
      ['综合（非法学）', 122],
    ],
  ],
  [
    '小林',
    2025,
    '南京大学',
    '0812',
    '南京邮电大学',
    1,
    [
      ['思想政治理论', 66],
      ['英语一', 73],
      ['数学一', 135],
      ['计算机学科专业基础', 118],
    ],
  ],
  [
    '星河',
    2025,
    '西安电子科技大学',
    '0854',
    '长安大学',
    1,
    [
      ['思想政治理论', 64],
      ['英语二', 70],
      ['数学二', 118],
      ['计算机学科专业基础', 104],
    ],
  ],
  [
    '豆豆学姐',
    2025,
    '武汉大学',
    '0502',
    '湖北大学',
    1,
    [
      ['思想政治理论', 76],
      ['日语', 82],
      ['基础英语', 121],
      ['英语语言文学综合', 125],
    ],
  ],
  [
    '大熊',
    2025,
    '中山大学',
    '1202',
    '广东工业大学',
    2,
    [
      ['思想政治理论', 70],
      ['英语一', 68],
      ['数学三', 126],
      ['管理学', 119],
    ],
  ],
  [
    '一颗橙',
    2025,
    '厦门大学',
    '0202',
    '福州大学',
    1,
    [
      ['思想政治理论', 72],
      ['英语一', 71],
      ['数学三', 129],
      ['经济学', 127],
    ],
  ],
  [
    '学长 Kevin',
    2025,
    '同济大学',
    '0835',
    '上海理工大学',
    3,
    [
      ['思想政治理论', 65],
      ['英语一', 64],
      ['数学一', 113],
      ['计算机学科专业基础', 109],
    ],
  ],
  [
    '晚晚',
    2025,
    '中国人民大学',
    '0301',
    '西南政法大学',
    1,
    [
      ['思想政治理论', 78],
      ['英语一', 74],
      ['法学综合一', 128],
      ['法学综合二', 121],
    ],
  ],
  [
    '木子',
    2025,
    '对外经济贸易大学',
    '0251',
    '北京工商大学',
    2,
    [
      ['思想政治理论', 71],
      ['英语二', 80],
      ['数学三', 127],
      ['金融学综合', 124],
    ],
  ],
  [
    '阿诺',
    2025,
    '哈尔滨工业大学',
    '0854',
    '东北林业大学',
    1,
    [
      ['思想政治理论', 63],
      ['英语二', 69],
      ['数学二', 122],
      ['计算机学科专业基础', 107],
    ],
  ],
];

/** Majors a senior studied something else for (跨考): by index in SENIORS. */
const CROSS = new Set([1, 4, 5, 14]);

const intro = (name: string, school: string, total: number) =>
  `<p>大家好，我是${name}，${school}在读。初试 ${total} 分。</p><p><strong>择校建议：</strong>先看近三年的报录比和复试线，再定目标；别只看学校名气。</p><ul><li>3–6 月：基础阶段，数学和专业课打底</li><li>7–9 月：强化，真题至少刷两遍</li><li>10–12 月：冲刺与模拟</li></ul>`;

/** The demo's school-picking pages (with floors and items) and its 20 seniors, some with a proof of admission. */
export async function seedPickSchool(db: Db, images: readonly string[], now: Date, uuid: () => string): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const meta = (daysAgo: number) => ({ created_at: at(daysAgo), updated_at: at(daysAgo), version: 1 });
  const categories = new Map((await db.selectFrom('major_category').select(['id', 'name']).execute()).map((c) => [Number(c.id), String(c.name)]));
  const contentCodecs = codecsOf(appPageFloorContentSchemas.create.shape);

  for (const [p, [year, category, name]] of PAGES.entries()) {
    const page = await db
      .insertInto('school_app_page')
      .values({
        name,
        major_category: category,
        kaoyan_year: year,
        description: `${year} 考研${categories.get(category) ?? ''}门类考生打开“择校”时看到的页面`,
        sort: p * 10,
        is_enable: 1,
        ...meta(120 - p),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [f, [floorName, type, title, items]] of FLOORS.entries()) {
      const floorUuid = uuid();
      await db
        .insertInto('school_floor')
        .values({ uuid: floorUuid, page_id: page.id, name: floorName, floor_type: type, title, subtitle: '', sort: f, is_enable: 1, ...meta(110 - p) })
        .execute();
      const rows = items.map(([t, subtitle, link_type, link_value], i) => {
        const item = appPageFloorContentSchemas.create.parse({
          title: t.replace('{c}', categories.get(category) ?? ''),
          subtitle,
          image: type === 'article' ? '' : images[(p + f + i) % images.length],
          link_type,
          link_value,
          product_id: link_type === 'course' ? Number(link_value) : null,
          sort: i * 10,
          // An operator leaves one seasonal shortcut switched off.
          is_enable: !(type === 'icon_grid' && i === 7),
        }) as Rec;
        return { floor_uuid: floorUuid, ...encodeRecord(contentCodecs, item), ...meta(100 - p - i) };
      });
      await db.insertInto('school_floor_content').values(rows).execute();
    }
  }

  const majors = new Map((await db.selectFrom('major').select(['id', 'code', 'mold']).execute()).map((m) => [String(m.code), m]));
  const seniorCodecs = codecsOf(seniorSchemas.create.shape);
  for (const [i, [nickname, exam_year, school_name, code, undergraduate_school, attempt, scores]] of SENIORS.entries()) {
    const major = majors.get(code);
    if (!major) throw new Error(`seedPickSchool: no major ${code}`);
    const total = scores.reduce((a, [, s]) => a + s, 0);
    const rec = seniorSchemas.create.parse({
      nickname,
      avatar: images[i % images.length],
      exam_year,
      school_name,
      major_id: Number(major.id),
      mold: Number(major.mold),
      undergraduate_school,
      is_cross_major: CROSS.has(i),
      attempt,
      total_score: total,
      subject_scores: scores.map(([subject, score]) => ({ subject, score })),
      introduction: intro(nickname, school_name, total),
      wechat_id: i % 3 === 2 ? '' : `kaoyan_senior_${String(i + 1).padStart(2, '0')}`,
      wechat_qr: i % 3 === 2 ? '' : images[(i + 3) % images.length],
      consented_at: at(200 - i * 3),
      sort: i * 10,
      is_enable: i !== 19,
    }) as Rec;
    const made = await db
      .insertInto('school_senior')
      .values({ ...encodeRecord(seniorCodecs, rec), ...meta(190 - i * 3) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Two in three sent a screenshot of their admission notice.
    if (i % 3 !== 1) {
      const png = placeholderPng(320, 200, [22, 119, 255], [64, 150, 255]);
      await db
        .insertInto('school_senior_proof')
        .values({ senior_id: made.id, content_type: 'image/png', size: png.length, data: png, uploaded_at: at(180 - i * 3) })
        .execute();
    }
  }
}

export const pickSchoolSeed: DemoSeed = {
  tables: ['school_app_page', 'school_floor', 'school_floor_content', 'school_senior', 'school_senior_proof'],
  run: ({ db, images, now, uuid }) => seedPickSchool(db, images, now, uuid),
};
