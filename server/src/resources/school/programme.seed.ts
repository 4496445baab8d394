import { programmeSchemas } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import type { DemoSeed } from '../../seed/demo-seed';

type Tag = '985' | '211' | '双一流' | '自划线';
const ALL: Tag[] = ['985', '211', '双一流', '自划线'];
const TOP3: Tag[] = ['985', '211', '双一流'];
const MID: Tag[] = ['211', '双一流'];

/** [code, name, province, zone, tags]: 21 schools of zone A and 9 of zone B. */
const SCHOOLS: [string, string, string, 'A' | 'B', Tag[]][] = [
  ['10001', '北京大学', '北京', 'A', ALL],
  ['10002', '中国人民大学', '北京', 'A', ALL],
  ['10003', '清华大学', '北京', 'A', ALL],
  ['10006', '北京航空航天大学', '北京', 'A', ALL],
  ['10055', '南开大学', '天津', 'A', ALL],
  ['10056', '天津大学', '天津', 'A', ALL],
  ['10246', '复旦大学', '上海', 'A', ALL],
  ['10248', '上海交通大学', '上海', 'A', ALL],
  ['10284', '南京大学', '江苏', 'A', ALL],
  ['10286', '东南大学', '江苏', 'A', ALL],
  ['10335', '浙江大学', '浙江', 'A', ALL],
  ['10358', '中国科学技术大学', '安徽', 'A', ALL],
  ['10384', '厦门大学', '福建', 'A', ALL],
  ['10422', '山东大学', '山东', 'A', ALL],
  ['10486', '武汉大学', '湖北', 'A', ALL],
  ['10487', '华中科技大学', '湖北', 'A', ALL],
  ['10532', '湖南大学', '湖南', 'A', ALL],
  ['10558', '中山大学', '广东', 'A', ALL],
  ['10561', '华南理工大学', '广东', 'A', TOP3],
  ['10614', '电子科技大学', '四川', 'A', ALL],
  ['10698', '西安交通大学', '陕西', 'A', ALL],
  ['10126', '内蒙古大学', '内蒙古', 'B', MID],
  ['10593', '广西大学', '广西', 'B', MID],
  ['10589', '海南大学', '海南', 'B', MID],
  ['10657', '贵州大学', '贵州', 'B', MID],
  ['10673', '云南大学', '云南', 'B', MID],
  ['10730', '兰州大学', '甘肃', 'B', ALL],
  ['10743', '青海大学', '青海', 'B', MID],
  ['10749', '宁夏大学', '宁夏', 'B', MID],
  ['10755', '新疆大学', '新疆', 'B', MID],
];

const S = (code: string, name: string) => ({ code, name });
const POLITICS = S('101', '思想政治理论');

/** Programme kinds: [college code, college, major code, major, mold, direction, subjects, retest, base quota]. */
const KINDS: [string, string, string, string, 1 | 2, string, { code: string; name: string }[], string, number][] = [
  [
    '003',
    '计算机学院',
    '081200',
    '计算机科学与技术',
    1,
    '01 人工智能',
    [POLITICS, S('201', '英语一'), S('301', '数学一'), S('408', '计算机学科专业基础')],
    '机试；综合面试',
    12,
  ],
  [
    '003',
    '计算机学院',
    '085404',
    '计算机技术',
    2,
    '00 不区分研究方向',
    [POLITICS, S('204', '英语二'), S('302', '数学二'), S('408', '计算机学科专业基础')],
    '机试；专业综合面试',
    30,
  ],
  ['008', '经济学院', '025100', '金融', 2, '', [POLITICS, S('204', '英语二'), S('303', '数学三'), S('431', '金融学综合')], '笔试：金融学；面试', 25],
  ['010', '管理学院', '125300', '会计', 2, '', [S('199', '管理类综合能力'), S('204', '英语二')], '财务会计；英语听说', 40],
  [
    '012',
    '数学科学学院',
    '070100',
    '数学',
    1,
    '02 概率论与数理统计',
    [POLITICS, S('201', '英语一'), S('601', '数学分析'), S('801', '高等代数')],
    '实变函数；面试',
    8,
  ],
];

/**
 * Demo programmes a kaoyan student would recognise: 30 real schools (real codes, zones and tags),
 * three programmes each, for 2026 and 2027. From 2026 to 2027 quotas move, and a fifth of the
 * computer-science programmes replace 408 with their own paper, as schools do.
 */
export async function seedProgrammes(db: Db, now: Date): Promise<void> {
  const exists = await db.selectFrom('school_programme').select('id').limit(1).executeTakeFirst();
  if (exists) return;
  const majors = new Map(
    ((await db.selectFrom('major').select(['id', 'code', 'mold']).execute()) as { id: number; code: string; mold: number }[]).map((m) => [
      `${m.code}/${m.mold}`,
      Number(m.id),
    ]),
  );
  const codecs = codecsOf(programmeSchemas.create.shape);
  const at = now.toISOString();
  const rows: Record<string, unknown>[] = [];
  SCHOOLS.forEach(([school_code, school_name, province, zone, tags], si) => {
    for (let k = 0; k < 3; k++) {
      const [college_code, college_name, major_code, major_name, mold, direction, subjects, retest_subjects, base] = KINDS[(si + k) % KINDS.length];
      const major_id = majors.get(`${major_code.slice(0, 4)}/${mold}`);
      if (!major_id) continue;
      for (const year of [2026, 2027]) {
        const later = year === 2027;
        const quota = Math.max(2, Math.round(base * (zone === 'B' ? 0.6 : 1) + ((si * 7 + k * 3) % 9) - 4 + (later ? (si % 3) - 1 : 0)));
        const recommended = Math.floor(quota * (zone === 'A' ? 0.5 : 0.2));
        const ownPaper = later && major_code === '081200' && si % 5 === 0;
        rows.push({
          year,
          school_code,
          school_name,
          province,
          zone,
          tags,
          college_code,
          college_name,
          major_id,
          major_code,
          major_name,
          mold,
          study_mode: 'full',
          direction,
          subjects: ownPaper ? [...subjects.slice(0, 3), S('872', '计算机专业基础综合')] : subjects,
          quota,
          quota_text: `专业：${quota}(不含推免)`,
          recommended_quota: recommended,
          retest_subjects,
          source_url: `https://yz.chsi.com.cn/zsml/${school_code}/${year}`,
          verified_at: later ? '2026-09-25' : '2025-09-24',
        });
      }
    }
  });
  const values = rows.map((r) => ({ ...encodeRecord(codecs, programmeSchemas.create.parse(r)), created_at: at, updated_at: at, version: 1 }));
  for (let i = 0; i < values.length; i += 50) {
    await db
      .insertInto('school_programme')
      .values(values.slice(i, i + 50))
      .execute();
  }
}

export const programmeSeed: DemoSeed = { tables: ['school_programme'], run: ({ db, now }) => seedProgrammes(db, now) };
