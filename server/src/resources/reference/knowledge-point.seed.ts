import { insertMany, subjectIdsByCode, type DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;

const POINTS: [subject: string, names: string[]][] = [
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

/** The first level of the knowledge points of six subjects (question-bank.seed.ts adds below them). */
export const knowledgePointSeed: DemoSeed = {
  tables: ['knowledge_point'],
  async run({ db, r, meta }) {
    const subjectId = await subjectIdsByCode(db);
    const rows: Rec[] = [];
    for (const [scode, names] of POINTS) {
      names.forEach((name) => rows.push({ name, subject_id: subjectId(scode), parent_id: null, level: 1, question_count: r.int(30, 600), ...meta(150) }));
    }
    await insertMany(db, 'knowledge_point', rows);
  },
};
