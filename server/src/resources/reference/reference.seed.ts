import type { Db } from '../../db/database';

/**
 * Reference data every installation needs (not demo content): discipline categories and majors,
 * exam courses, the subject tree. Written once, when the tables are empty.
 */

export const CATEGORIES: [number, string][] = [
  [1, '哲学'],
  [2, '经济学'],
  [3, '法学'],
  [4, '教育学'],
  [5, '文学'],
  [6, '历史学'],
  [7, '理学'],
  [8, '工学'],
  [9, '农学'],
  [10, '医学'],
  [11, '军事学'],
  [12, '管理学'],
  [13, '艺术学'],
  [14, '交叉学科'],
];

/** [code, name, mold]: mold 1 academic (学硕), 2 professional (专硕). The category is the code's first two digits. */
export const MAJORS: [string, string, 1 | 2][] = [
  ['0101', '哲学', 1],
  ['0201', '理论经济学', 1],
  ['0202', '应用经济学', 1],
  ['0251', '金融', 2],
  ['0252', '应用统计', 2],
  ['0254', '国际商务', 2],
  ['0301', '法学', 1],
  ['0302', '政治学', 1],
  ['0305', '马克思主义理论', 1],
  ['0351', '法律', 2],
  ['0352', '社会工作', 2],
  ['0401', '教育学', 1],
  ['0402', '心理学', 1],
  ['0451', '教育', 2],
  ['0454', '应用心理', 2],
  ['0501', '中国语言文学', 1],
  ['0502', '外国语言文学', 1],
  ['0503', '新闻传播学', 1],
  ['0551', '翻译', 2],
  ['0552', '新闻与传播', 2],
  ['0601', '考古学', 1],
  ['0602', '中国史', 1],
  ['0651', '博物馆', 2],
  ['0701', '数学', 1],
  ['0702', '物理学', 1],
  ['0703', '化学', 1],
  ['0714', '统计学', 1],
  ['0802', '机械工程', 1],
  ['0809', '电子科学与技术', 1],
  ['0810', '信息与通信工程', 1],
  ['0812', '计算机科学与技术', 1],
  ['0835', '软件工程', 1],
  ['0854', '电子信息', 2],
  ['0855', '机械', 2],
  ['0859', '土木水利', 2],
  ['0901', '作物学', 1],
  ['0951', '农业', 2],
  ['1001', '基础医学', 1],
  ['1002', '临床医学', 1],
  ['1051', '临床医学', 2],
  ['1055', '药学', 2],
  ['1101', '军事思想及军事历史', 1],
  ['1201', '管理科学与工程', 1],
  ['1202', '工商管理学', 1],
  ['1251', '工商管理（MBA）', 2],
  ['1252', '公共管理（MPA）', 2],
  ['1253', '会计', 2],
  ['1256', '工程管理', 2],
  ['1301', '艺术学', 1],
  ['1351', '艺术', 2],
  ['1401', '集成电路科学与工程', 1],
  ['1403', '国家安全学', 1],
];

/** Exam course tree: [group, mold, [code, name][]] — mold 0 public course, 1 major course. */
export const EXAM_COURSES: [string, 0 | 1, [string, string][]][] = [
  ['政治理论', 0, [['101', '思想政治理论']]],
  [
    '外国语',
    0,
    [
      ['201', '英语一'],
      ['204', '英语二'],
      ['202', '俄语'],
      ['203', '日语'],
    ],
  ],
  [
    '数学',
    0,
    [
      ['301', '数学一'],
      ['302', '数学二'],
      ['303', '数学三'],
    ],
  ],
  [
    '统考专业课',
    1,
    [
      ['408', '计算机学科专业基础'],
      ['199', '管理类综合能力'],
      ['396', '经济类综合能力'],
      ['311', '教育学专业基础'],
      ['312', '心理学专业基础'],
      ['313', '历史学基础'],
      ['306', '临床医学综合能力（西医）'],
      ['398', '法硕联考专业基础'],
    ],
  ],
  [
    '自命题专业课',
    1,
    [
      ['801', '经济学'],
      ['802', '法学综合'],
      ['803', '新闻传播实务'],
      ['804', '软件工程基础'],
    ],
  ],
];

/** Subject tree: [industry, [group name, code, mold, [child name, code][]][]]. */
export const SUBJECTS: [string, [string, string, 0 | 1, [string, string][]][]][] = [
  [
    'graduate_exam',
    [
      [
        '政治',
        'politics',
        0,
        [
          ['马克思主义基本原理', 'politics_mayuan'],
          ['毛泽东思想和中国特色社会主义理论体系概论', 'politics_maogai'],
          ['中国近现代史纲要', 'politics_shigang'],
          ['思想道德与法治', 'politics_sixiu'],
        ],
      ],
      [
        '英语',
        'english',
        0,
        [
          ['英语一', 'english_one'],
          ['英语二', 'english_two'],
        ],
      ],
      [
        '数学',
        'math',
        0,
        [
          ['数学一', 'math_one'],
          ['数学二', 'math_two'],
          ['数学三', 'math_three'],
        ],
      ],
      [
        '专业课',
        'major',
        1,
        [
          ['计算机 408', 'cs_408'],
          ['管理类联考', 'mba_199'],
          ['经济类联考', 'econ_396'],
          ['法硕', 'law_398'],
          ['西医综合', 'med_306'],
          ['教育学 311', 'edu_311'],
        ],
      ],
    ],
  ],
  [
    'study_abroad',
    [
      [
        '语言考试',
        'language',
        0,
        [
          ['雅思', 'ielts'],
          ['托福', 'toefl'],
        ],
      ],
      [
        '研究生入学考试',
        'admission',
        1,
        [
          ['GRE', 'gre'],
          ['GMAT', 'gmat'],
        ],
      ],
    ],
  ],
];

/**
 * The kaoyan years the demo content is made for, and its current one (those of calendar year 2026).
 * No installation needs a list of years: the open ones follow the calendar (kit/kaoyan-years.ts).
 */
export const KAOYAN_YEARS = [2026, 2027, 2028];
export const CURRENT_KAOYAN_YEAR = 2027;

export async function seedReference(db: Db, now: Date): Promise<void> {
  const existing = await db.selectFrom('major_category').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const at = now.toISOString();
  const m = { created_at: at, updated_at: at, version: 1 };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('major_category')
      .values(CATEGORIES.map(([id, name]) => ({ id, code: String(id).padStart(2, '0'), name, ...m })))
      .execute();
    await trx
      .insertInto('major')
      .values(MAJORS.map(([code, name, mold], i) => ({ code, name, mold, category_id: Number(code.slice(0, 2)), sort: i, ...m })))
      .execute();
    let sort = 0;
    for (const [group, mold, children] of EXAM_COURSES) {
      const parent = await trx
        .insertInto('exam_course')
        .values({ code: '', name: group, mold, parent_id: null, sort: sort++, ...m })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('exam_course')
        .values(children.map(([code, name]) => ({ code, name, mold, parent_id: parent.id, sort: sort++, ...m })))
        .execute();
    }
    for (const [industry, groups] of SUBJECTS) {
      for (const [name, code, mold, children] of groups) {
        const parent = await trx
          .insertInto('subject')
          .values({ name, code, mold, industry, parent_id: null, sort: sort++, ...m })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('subject')
          .values(children.map(([cn, cc]) => ({ name: cn, code: cc, mold, industry, parent_id: parent.id, sort: sort++, ...m })))
          .execute();
      }
    }
  });
}
