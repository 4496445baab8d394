import { question, questionContent, type QuestionBody } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import { rng } from '../../seed/random';
import { fileBands } from './similar';
import { updateTotals } from './quiz-package';
import { fingerprintOf } from './question';
import type { DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;
const DAY = 24 * 3600 * 1000;

/** Knowledge points below the demo's first-level ones: (parent name, children). */
const SUB_POINTS: [string, string[]][] = [
  ['函数与极限', ['数列极限', '函数连续性', '无穷小的比较']],
  ['一元函数积分学', ['定积分的计算', '反常积分']],
  ['线性代数：矩阵', ['矩阵的秩', '逆矩阵']],
  ['马原：辩证法', ['矛盾的普遍性与特殊性', '质量互变规律']],
  ['阅读理解 A 节', ['细节题', '推理题', '主旨题']],
  ['数据结构：树与图', ['二叉树遍历', '最短路径']],
];

const opt = (texts: string[]) => texts.map((text, i) => ({ label: 'ABCDEFGH'[i] as 'A', text, note: '' }));

/** 政治: single and multiple choice (马原, 毛中特, 史纲). */
const POLITICS: QuestionBody[] = [
  {
    type: 'single',
    subject_id: 0,
    stem: '<p>“巧妇难为无米之炊”说明的哲学道理是（　）。</p>',
    options: opt(['意识对物质具有能动作用', '物质决定意识，意识依赖于物质', '实践是认识的来源', '矛盾具有特殊性']),
    answer: ['B'],
    analysis: '<p>“无米”即缺少物质条件，再“巧”的主观能力也无法成事，体现物质决定意识。</p>',
    difficulty: 2,
    score: 1,
    source: 'real',
    exam_year: 2019,
    paper: '政治',
    question_no: '3',
  },
  {
    type: 'single',
    subject_id: 0,
    stem: '<p>“冰冻三尺，非一日之寒”体现的是（　）。</p>',
    options: opt(['量变是质变的必要准备', '质变是量变的必然结果', '矛盾双方相互转化', '事物发展是前进性与曲折性的统一']),
    answer: ['A'],
    analysis: '<p>强调长期积累，即量变是质变的必要准备。</p>',
    difficulty: 1,
    score: 1,
    source: 'mock',
  },
  {
    type: 'single',
    subject_id: 0,
    stem: '<p>新民主主义革命的领导力量是（　）。</p>',
    options: opt(['民族资产阶级', '农民阶级', '无产阶级及其政党', '城市小资产阶级']),
    answer: ['C'],
    analysis: '<p>无产阶级及其先锋队中国共产党是新民主主义革命的领导力量。</p>',
    difficulty: 1,
    score: 1,
    source: 'textbook',
  },
  {
    type: 'multiple',
    subject_id: 0,
    stem: '<p>下列选项中，体现矛盾特殊性原理的有（　）。</p>',
    options: opt(['具体问题具体分析', '因地制宜', '对症下药', '一切从实际出发']),
    answer: ['A', 'B', 'C'],
    partial_credit: true,
    analysis: '<p>D 项体现的是物质决定意识，不是矛盾特殊性。</p>',
    difficulty: 3,
    score: 2,
    source: 'real',
    exam_year: 2021,
    paper: '政治',
    question_no: '18',
  },
  {
    type: 'multiple',
    subject_id: 0,
    stem: '<p>辛亥革命的历史意义包括（　）。</p>',
    options: opt(['推翻了清王朝的统治', '结束了两千多年的封建君主专制制度', '使民主共和观念深入人心', '改变了中国半殖民地半封建的社会性质']),
    answer: ['A', 'B', 'C'],
    partial_credit: true,
    analysis: '<p>辛亥革命没有改变中国半殖民地半封建的社会性质，D 错。</p>',
    difficulty: 3,
    score: 2,
    source: 'real',
    exam_year: 2020,
    paper: '政治',
    question_no: '20',
  },
  {
    type: 'judge',
    subject_id: 0,
    stem: '<p>实践是检验认识真理性的唯一标准。</p>',
    answer: ['T'],
    analysis: '<p>正确。</p>',
    difficulty: 1,
    score: 1,
    source: 'original',
  },
  {
    type: 'subjective',
    subject_id: 0,
    stem: '<p>结合材料，运用矛盾普遍性与特殊性的原理，说明为什么要走中国特色社会主义道路。</p>',
    reference_answer: '<p>矛盾的普遍性寓于特殊性之中……</p>',
    score_points: [
      { text: '阐明矛盾普遍性与特殊性的辩证关系', score: 4 },
      { text: '联系中国国情说明道路选择', score: 6 },
    ],
    difficulty: 4,
    score: 10,
    source: 'mock',
  },
];

/** 数学一: formulas in stems, options and analyses. */
const MATH: QuestionBody[] = [
  {
    type: 'single',
    subject_id: 0,
    stem: '<p>极限 $\\lim_{x \\to 0} \\frac{\\sin 3x}{x}$ 的值为（　）。</p>',
    options: opt(['$0$', '$1$', '$3$', '$\\infty$']),
    answer: ['C'],
    analysis: '<p>由重要极限 $\\lim_{u\\to 0}\\frac{\\sin u}{u}=1$，原式 $=3$。</p>',
    difficulty: 1,
    score: 5,
    source: 'textbook',
  },
  {
    type: 'single',
    subject_id: 0,
    stem: "<p>设 $f(x)=\\int_0^{x} e^{t^2}\\,dt$，则 $f'(1)=$（　）。</p>",
    options: opt(['$1$', '$e$', '$e^2$', '$2e$']),
    answer: ['B'],
    analysis: "<p>变上限积分求导：$f'(x)=e^{x^2}$，故 $f'(1)=e$。</p>",
    difficulty: 2,
    score: 5,
    source: 'real',
    exam_year: 2022,
    paper: '数学一',
    question_no: '2',
  },
  {
    type: 'single',
    subject_id: 0,
    stem: '<p>设 $A$ 为 3 阶矩阵，$|A|=2$，则 $|2A^{-1}|=$（　）。</p>',
    options: opt(['$1$', '$2$', '$4$', '$8$']),
    answer: ['C'],
    analysis: '<p>$|2A^{-1}|=2^3\\cdot\\frac{1}{|A|}=4$。</p>',
    difficulty: 3,
    score: 5,
    source: 'real',
    exam_year: 2023,
    paper: '数学一',
    question_no: '5',
  },
  {
    type: 'blank',
    subject_id: 0,
    stem: '<p>$\\int_0^1 x e^{x}\\,dx=$ ____。</p>',
    blanks: [{ accepted: ['1'], ignore_space: true, ignore_width: true, ignore_case: true, score: 5 }],
    analysis: '<p>分部积分：$\\int_0^1 x e^x dx = [xe^x - e^x]_0^1 = 1$。</p>',
    difficulty: 2,
    score: 5,
    source: 'real',
    exam_year: 2021,
    paper: '数学一',
    question_no: '11',
  },
  {
    type: 'blank',
    subject_id: 0,
    stem: '<p>矩阵 $\\begin{pmatrix}1&amp;2\\\\3&amp;4\\end{pmatrix}$ 的行列式为 ____，迹为 ____。</p>',
    blanks: [
      { accepted: ['-2', '－2'], ignore_space: true, ignore_width: true, ignore_case: true, score: 2.5 },
      { accepted: ['5'], ignore_space: true, ignore_width: true, ignore_case: true, score: 2.5 },
    ],
    partial_credit: true,
    analysis: '<p>$1\\times4-2\\times3=-2$；迹为 $1+4=5$。</p>',
    difficulty: 1,
    score: 5,
    source: 'original',
  },
  {
    type: 'subjective',
    subject_id: 0,
    stem: "<p>求微分方程 $y''-3y'+2y=e^{x}$ 的通解。</p>",
    reference_answer: '<p>$y=C_1e^{x}+C_2e^{2x}-xe^{x}$</p>',
    score_points: [
      { text: '特征方程 $r^2-3r+2=0$ 的根 $r_1=1,r_2=2$', score: 3 },
      { text: '设特解 $y^*=Axe^x$ 并求得 $A=-1$', score: 5 },
      { text: '写出通解', score: 2 },
    ],
    analysis: '<p>$1$ 是特征方程的单根，故特解形如 $Axe^{x}$。</p>',
    difficulty: 3,
    score: 10,
    source: 'real',
    exam_year: 2020,
    paper: '数学一',
    question_no: '17',
  },
];

/** 408: subjective questions with scoring points. */
const CS: QuestionBody[] = [
  {
    type: 'subjective',
    subject_id: 0,
    stem: '<p>已知一棵二叉树的先序序列为 ABDECF，中序序列为 DBEAFC。请画出该二叉树，并写出其后序序列。</p>',
    reference_answer: '<p>后序序列：DEBFCA。</p>',
    score_points: [
      { text: '正确确定根结点 A 及左右子树划分', score: 3 },
      { text: '画出完整二叉树', score: 3 },
      { text: '写出后序序列 DEBFCA', score: 2 },
    ],
    difficulty: 3,
    score: 8,
    source: 'real',
    exam_year: 2019,
    paper: '408',
    question_no: '41',
  },
  {
    type: 'subjective',
    subject_id: 0,
    stem: '<p>某系统采用页式存储管理，页大小 4 KB，逻辑地址 32 位。问：页表项最多有多少个？逻辑地址 0x00403A2C 的页号和页内偏移各是多少？</p>',
    reference_answer: '<p>$2^{20}$ 个页表项；页号 0x00403，偏移 0xA2C。</p>',
    score_points: [
      { text: '页表项数 $2^{32}/2^{12}=2^{20}$', score: 3 },
      { text: '页号 0x00403', score: 2 },
      { text: '偏移 0xA2C', score: 2 },
    ],
    difficulty: 4,
    score: 7,
    source: 'real',
    exam_year: 2022,
    paper: '408',
    question_no: '45',
  },
  {
    type: 'single',
    subject_id: 0,
    stem: '<p>TCP 使用三次握手建立连接，第二次握手报文段中 SYN 与 ACK 标志位分别为（　）。</p>',
    options: opt(['0，0', '1，0', '0，1', '1，1']),
    answer: ['D'],
    analysis: '<p>第二次握手为 SYN+ACK 报文段。</p>',
    difficulty: 2,
    score: 2,
    source: 'real',
    exam_year: 2021,
    paper: '408',
    question_no: '36',
  },
];

const WORDS = ['economy', 'technology', 'society', 'research', 'education', 'climate', 'policy', 'culture', 'market', 'science'];
const sentence = (i: number) =>
  `The ${WORDS[i % WORDS.length]} of modern life has changed how people think about ${WORDS[(i * 3 + 1) % WORDS.length]}, and scholars continue to debate its ${WORDS[(i * 7 + 2) % WORDS.length]}.`;

/** 英语一: 完形 (20 × 0.5), four reading texts (5 × 2 each), 七选五 with shared options, translation and writing. */
function english(): { section: string; body: QuestionBody }[] {
  const cloze: QuestionBody = {
    type: 'composite',
    subject_id: 0,
    stem: `<p>${Array.from({ length: 20 }, (_, i) => `${sentence(i).replace('has changed', `__${i + 1}__ changed`)}`).join(' ')}</p>`,
    sub_questions: Array.from({ length: 20 }, (_, i) => ({
      type: 'single' as const,
      stem: `第 ${i + 1} 空`,
      options: opt(['has', 'had', 'have', 'having']),
      answer: ['A'],
      blanks: [],
      reference_answer: '',
      analysis: '主语为单数第三人称，时态为现在完成时。',
      score: 0.5,
    })),
    difficulty: 3,
    score: 10,
    source: 'real',
    exam_year: 2023,
    paper: '英语（一）',
    question_no: 'Section I',
  };
  const reading = (t: number): QuestionBody => ({
    type: 'composite',
    subject_id: 0,
    stem: `<p>${Array.from({ length: 8 }, (_, i) => sentence(i + t * 5)).join(' ')}</p>`,
    sub_questions: Array.from({ length: 5 }, (_, i) => ({
      type: 'single' as const,
      stem: `${['According to Paragraph 1,', 'The author mentions the example to show', 'It can be inferred that', 'The word "debate" most probably means', 'Which of the following is the best title?'][i]}`,
      options: opt(['the first view is widely accepted', 'the issue remains open', 'scholars have reached agreement', 'the public is indifferent']),
      answer: [['B', 'A', 'B', 'C', 'D'][(i + t) % 5]],
      blanks: [],
      reference_answer: '',
      analysis: '定位原文第二段，注意转折词 but 之后的内容。',
      score: 2,
    })),
    difficulty: 3,
    score: 10,
    source: 'real',
    exam_year: 2023,
    paper: '英语（一）',
    question_no: `Text ${t}`,
  });
  const sevenFive: QuestionBody = {
    type: 'composite',
    subject_id: 0,
    stem: `<p>${Array.from({ length: 5 }, (_, i) => `__${41 + i}__ ${sentence(i + 30)}`).join(' ')}</p>`,
    shared_options: opt([
      'This explains why the approach spread so quickly.',
      'Yet few people noticed the change at the time.',
      'The results, however, were far from clear.',
      'Critics were quick to point out the costs.',
      'In short, the debate is far from over.',
      'Such concerns are not new.',
      'Others took a more cautious view.',
    ]),
    sub_questions: Array.from({ length: 5 }, (_, i) => ({
      type: 'single' as const,
      stem: `第 ${41 + i} 题`,
      options: [],
      answer: [['B', 'D', 'A', 'G', 'E'][i]],
      blanks: [],
      reference_answer: '',
      analysis: '注意空格前后的衔接词与指代。',
      score: 2,
    })),
    difficulty: 4,
    score: 10,
    source: 'real',
    exam_year: 2023,
    paper: '英语（一）',
    question_no: 'Part B',
  };
  const subjective = (stem: string, score: number, no: string): QuestionBody => ({
    type: 'subjective',
    subject_id: 0,
    stem,
    reference_answer: '<p>参考范文略。</p>',
    score_points: [],
    difficulty: 3,
    score,
    source: 'real',
    exam_year: 2023,
    paper: '英语（一）',
    question_no: no,
  });
  return [
    { section: '一、完形填空', body: cloze },
    ...[1, 2, 3, 4].map((t) => ({ section: '二、阅读理解 A', body: reading(t) })),
    { section: '三、新题型', body: sevenFive },
    { section: '四、翻译', body: subjective(`<p>Translate the following text into Chinese. ${sentence(40)} ${sentence(41)}</p>`, 10, 'Section III') },
    {
      section: '五、小作文',
      body: subjective('<p>Write a letter to your university library making suggestions about improving its services. (about 100 words)</p>', 10, 'Part A'),
    },
    { section: '六、大作文', body: subjective('<p>Write an essay of 160–200 words based on the picture below.</p>', 20, 'Part B') },
  ];
}

/**
 * The question bank's demo: knowledge sub-points, questions of every type with a revision each
 * (a few edited once more), the quiz packages filled with them by subject and section, two
 * knowledge practice sets, two aggregated tests, and attempts for the item statistics.
 */
export async function seedQuestionBank(db: Db, now: Date): Promise<void> {
  const r = rng(20270520);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const subjects = new Map((await db.selectFrom('subject').select(['id', 'code']).execute()).map((s) => [String(s.code), Number(s.id)]));
  const kps = await db.selectFrom('knowledge_point').select(['id', 'name', 'subject_id']).execute();
  const kpId = (name: string) => Number(kps.find((k) => k.name === name)?.id);
  for (const [parent, kids] of SUB_POINTS) {
    const p = kps.find((k) => k.name === parent);
    if (!p) continue;
    for (const name of kids) {
      const row = await db
        .insertInto('knowledge_point')
        .values({
          name,
          subject_id: p.subject_id,
          parent_id: p.id,
          level: 2,
          question_count: r.int(20, 200),
          created_at: at(150),
          updated_at: at(150),
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      kps.push({ id: row.id, name, subject_id: p.subject_id });
    }
  }

  const codecs = codecsOf(question.schemas.create.shape);
  const insert = async (body: QuestionBody, subject: string, knowledge: string[], tags: string[], daysAgo: number): Promise<Rec> => {
    const rec = question.schemas.create.parse({ ...body, subject_id: subjects.get(subject), knowledge_ids: knowledge.map(kpId).filter(Boolean), tags }) as Rec;
    const row = await db
      .insertInto('question')
      .values({ ...encodeRecord(codecs, rec), fingerprint: fingerprintOf(rec), created_at: at(daysAgo), updated_at: at(daysAgo), version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await db
      .insertInto('question_revision')
      .values({ question_id: id, revision: 1, content: JSON.stringify(questionContent.parse(rec)), username: 'admin', created_at: at(daysAgo) })
      .execute();
    await fileBands(db, [{ ...rec, id }]);
    return { ...rec, id, version: 1 };
  };

  const made: { rec: Rec; subject: string; section: string }[] = [];
  const politicsKp = ['马原：辩证法', '马原：唯物论', '毛中特：新民主主义革命', '史纲：近代史', '马原：辩证法', '马原：唯物论', '马原：辩证法'];
  for (const [i, q] of POLITICS.entries()) {
    const section = q.type === 'single' || q.type === 'judge' ? '一、单项选择题' : q.type === 'multiple' ? '二、多项选择题' : '三、分析题';
    made.push({ rec: await insert(q, 'politics', [politicsKp[i]], i % 2 ? ['高频'] : ['必背'], 90 - i), subject: 'politics', section });
  }
  const mathKp = ['数列极限', '一元函数积分学', '矩阵的秩', '定积分的计算', '线性代数：矩阵', '常微分方程'];
  for (const [i, q] of MATH.entries()) {
    const section = q.type === 'single' ? '一、选择题' : q.type === 'blank' ? '二、填空题' : '三、解答题';
    made.push({ rec: await insert(q, 'math_one', [mathKp[i]], i < 3 ? ['基础'] : ['真题'], 80 - i), subject: 'math_one', section });
  }
  const csKp = ['二叉树遍历', '操作系统：进程管理', '计算机网络：传输层'];
  for (const [i, q] of CS.entries()) {
    made.push({
      rec: await insert(q, 'cs_408', [csKp[i]], ['真题'], 70 - i),
      subject: 'cs_408',
      section: q.type === 'single' ? '一、单项选择题' : '二、综合应用题',
    });
  }
  for (const [i, { section, body }] of english().entries()) {
    const kp = section.includes('阅读')
      ? ['细节题', '推理题']
      : section.includes('新题型')
        ? ['新题型']
        : section.includes('翻译')
          ? ['翻译']
          : section.includes('作文')
            ? [section.includes('小') ? '小作文' : '大作文']
            : ['完形填空'];
    made.push({ rec: await insert(body, 'english_one', kp, ['2023 真题'], 60 - i), subject: 'english_one', section });
  }

  // A few questions edited once: a second revision with a longer analysis.
  for (const m of made.filter((_, i) => i % 5 === 0)) {
    const rec: Rec = { ...m.rec, analysis: `${String(m.rec.analysis)}<p>补充：注意审题，避免常见错误。</p>` };
    await db
      .updateTable('question')
      .set({ analysis: String(rec.analysis), version: 2, updated_at: at(10) })
      .where('id', '=', Number(rec.id))
      .execute();
    await db
      .insertInto('question_revision')
      .values({ question_id: Number(rec.id), revision: 2, content: JSON.stringify(questionContent.parse(rec)), username: 'admin', created_at: at(10) })
      .execute();
    m.rec = { ...rec, version: 2 };
  }

  // Packages: each gets its subject's questions, one section per section name, in order.
  const pkgs = await db.selectFrom('quiz_package').select(['id', 'subject_id']).orderBy('id').execute();
  const codeOf = new Map([...subjects].map(([code, id]) => [id, code]));
  for (const p of pkgs) {
    const mine = made.filter((m) => m.subject === codeOf.get(Number(p.subject_id)));
    const sections = [...new Set(mine.map((m) => m.section))];
    let sort = 0;
    for (const [i, title] of sections.entries()) {
      const s = await db
        .insertInto('quiz_section')
        .values({ package_id: p.id, title, note: '', sort: i + 1, created_at: at(30), updated_at: at(30), version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const m of mine.filter((x) => x.section === title)) {
        sort += 1;
        // The first question of each package stays at the revision it was added with.
        const pinned = sort === 1 && Number(m.rec.version) > 1 ? 1 : null;
        await db
          .insertInto('quiz_item')
          .values({
            package_id: p.id,
            section_id: s.id,
            question_id: Number(m.rec.id),
            revision: pinned,
            score: null,
            sort,
            created_at: at(30),
            updated_at: at(30),
            version: 1,
          })
          .execute();
      }
    }
    await updateTotals(db, Number(p.id));
  }
  // Questions written since the packages were made: in the bank, in no package yet.
  for (const [i, q] of POLITICS.slice(0, 2).entries()) {
    await insert(
      { ...q, stem: q.stem.replace('</p>', '（改编）</p>'), source: 'original', exam_year: null, question_no: '' },
      'politics',
      [politicsKp[i]],
      ['待组卷'],
      2 - i,
    );
  }
  // The first package is published, so pickers and tests always find one.
  await db.updateTable('quiz_package').set({ status: 'published' }).where('id', '=', Number(pkgs[0].id)).execute();

  const meta = (d: number) => ({ created_at: at(d), updated_at: at(d), version: 1 });
  // Every row names every rule column (a multi-row insert leaves a missing one null, not its default).
  const rule = (over: Rec) => ({
    rule_count: 10,
    rule_types: '[]',
    rule_difficulty_min: 1,
    rule_difficulty_max: 5,
    rule_real_only: 0,
    rule_year_from: null,
    rule_year_to: null,
    ...over,
  });
  await db
    .insertInto('knowledge_practice')
    .values([
      {
        name: '极限计算专项',
        subject_id: subjects.get('math_one'),
        knowledge_id: kpId('函数与极限'),
        mode: 'rule',
        question_ids: '[]',
        ...rule({ rule_count: 20, rule_types: JSON.stringify(['single', 'blank']), rule_difficulty_max: 3 }),
        sort: 1,
        is_enable: 1,
        ...meta(20),
      },
      {
        name: '辩证法必做题',
        subject_id: subjects.get('politics'),
        knowledge_id: kpId('马原：辩证法'),
        mode: 'fixed',
        question_ids: JSON.stringify(
          made
            .filter((m) => m.subject === 'politics')
            .slice(0, 4)
            .map((m) => Number(m.rec.id)),
        ),
        ...rule({}),
        sort: 2,
        is_enable: 1,
        ...meta(18),
      },
    ])
    .execute();

  // Aggregated tests: an 英语一 mock built on the English packages, a politics one still being put together.
  const englishPkgs = await db.selectFrom('quiz_package').select('id').where('subject_id', '=', subjects.get('english_one')!).orderBy('id').execute();
  const politics = await db.selectFrom('quiz_package').select('id').where('subject_id', '=', subjects.get('politics')!).orderBy('id').execute();
  await db
    .updateTable('quiz_package')
    .set({ status: 'published' })
    .where(
      'id',
      'in',
      [...englishPkgs, ...politics].map((p) => Number(p.id)),
    )
    .execute();
  const tests = [
    { name: '2027 考研英语一全真模考（第一次）', subject: 'english_one', exam: 'english_one', pkgs: englishPkgs.slice(0, 1), start: 12, ranking: 1 },
    { name: '2027 考研政治冲刺测评', subject: 'politics', exam: 'politics', pkgs: politics.slice(0, 2), start: -5, ranking: 0 },
  ];
  for (const [i, t] of tests.entries()) {
    const start = new Date(now.getTime() + t.start * DAY);
    const end = new Date(start.getTime() + 3 * 3600 * 1000);
    const row = await db
      .insertInto('agg_test')
      .values({
        name: t.name,
        subject_id: subjects.get(t.subject),
        year: 2027,
        exam: t.exam,
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        publish_at: new Date(end.getTime() + DAY).toISOString(),
        attempt_limit: 1,
        unlock_mode: i ? 'free' : 'sequential',
        ranking: t.ranking,
        report_ad_id: null,
        description: '',
        sort: i + 1,
        is_enable: 1,
        ...meta(15 - i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [j, p] of t.pkgs.entries()) {
      await db
        .insertInto('agg_content')
        .values({ agg_test_id: row.id, quiz_package_id: p.id, title: '', sort: j + 1, ...meta(15) })
        .execute();
    }
  }

  // Attempts: right more often on easy questions; one question's key made to look wrong.
  const choice = made.filter((m) => ['single', 'multiple', 'judge'].includes(String(m.rec.type)));
  const attempts: Rec[] = [];
  for (const [qi, m] of choice.entries()) {
    const key = (m.rec.answer as string[]).join('');
    const labels = ((m.rec.options as { label: string }[]) ?? []).map((o) => o.label);
    const wrongKey = qi === 1;
    const n = r.int(30, 120);
    const rate = 0.9 - Number(m.rec.difficulty) * 0.12;
    for (let i = 0; i < n; i++) {
      const right = wrongKey ? r.chance(0.2) : r.chance(rate);
      const wrong = labels.filter((l) => !key.includes(l));
      const chosen =
        m.rec.type === 'judge' ? (right ? key : key === 'T' ? 'F' : 'T') : right ? key : wrongKey ? wrong[0] : r.pick(wrong.length ? wrong : labels);
      attempts.push({
        question_id: Number(m.rec.id),
        user_id: r.int(1, 5000),
        chosen: m.rec.type === 'judge' ? '' : chosen,
        is_correct: right ? 1 : 0,
        is_first: i < n * 0.7 ? 1 : 0,
        duration_ms: r.int(15, 240) * 1000,
        created_at: at(r.int(0, 60)),
      });
    }
  }
  for (let i = 0; i < attempts.length; i += 200)
    await db
      .insertInto('question_attempt')
      .values(attempts.slice(i, i + 200))
      .execute();
}

export const questionBankSeed: DemoSeed = {
  tables: [
    'knowledge_point',
    'question',
    'question_revision',
    'question_band',
    'question_attempt',
    'quiz_section',
    'quiz_item',
    'knowledge_practice',
    'agg_test',
    'agg_content',
  ],
  run: ({ db, now }) => seedQuestionBank(db, now),
};
