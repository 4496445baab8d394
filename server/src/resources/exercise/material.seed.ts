import { DEMO_DOCUMENT, materialSchemas } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import { rng } from '../../seed/random';
import { simplePdf } from '../../uploads/pdf-writer';
import type { UploadStore } from '../../uploads/store';
import { storeDocument } from '../reference/uploads';
import type { DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;
const DAY = 24 * 3600 * 1000;

/** The category tree: roots and their children. */
const TREE: [string, string[]][] = [
  ['政治', ['马原', '毛中特', '史纲', '思修与法基']],
  ['英语', ['英语一', '英语二']],
  ['数学', ['数学一', '数学二', '数学三']],
  ['专业课', ['计算机 408', '管理类联考 199', '经济类联考 396']],
  ['复试', []],
];

/** Title, category, file name in English (the PDF's own text), pages, access. */
const MATERIALS: [string, string, string, number, 'free' | 'signed_in' | 'purchased'][] = [
  ['马原核心考点背诵手册', '马原', 'Marxism key points', 6, 'free'],
  ['马原选择题易错 100 题', '马原', 'Marxism 100 questions', 4, 'signed_in'],
  ['毛中特时间线梳理', '毛中特', 'MZT timeline', 3, 'free'],
  ['毛中特冲刺讲义', '毛中特', 'MZT final lectures', 8, 'purchased'],
  ['史纲大事年表', '史纲', 'Modern history chronology', 5, 'free'],
  ['思修与法基知识框架图', '思修与法基', 'Ethics and law map', 2, 'signed_in'],
  ['政治分析题答题模板', '政治', 'Politics answer templates', 4, 'purchased'],
  ['英语一阅读真题逐句精讲 2015–2020', '英语一', 'English I reading 2015-2020', 12, 'purchased'],
  ['英语一作文模板 20 篇', '英语一', 'English I essays', 5, 'signed_in'],
  ['英语一翻译高频句型', '英语一', 'English I translation', 3, 'free'],
  ['英语二小作文书信模板', '英语二', 'English II letters', 4, 'free'],
  ['英语二新题型解题技巧', '英语二', 'English II new question types', 3, 'signed_in'],
  ['考研英语 5500 词乱序版', '英语', 'Kaoyan 5500 words', 10, 'free'],
  ['长难句拆解 60 句', '英语', 'Long sentences 60', 6, 'purchased'],
  ['数学一高数公式大全', '数学一', 'Math I formulas', 7, 'free'],
  ['数学一线代 30 个核心题型', '数学一', 'Math I linear algebra', 9, 'purchased'],
  ['数学一概率论速查表', '数学一', 'Math I probability sheet', 2, 'signed_in'],
  ['数学二真题分类汇编', '数学二', 'Math II past papers', 11, 'purchased'],
  ['数学二微分方程专题', '数学二', 'Math II ODE', 4, 'free'],
  ['数学三经济应用题精选', '数学三', 'Math III economics problems', 5, 'signed_in'],
  ['数学三历年真题答案', '数学三', 'Math III answers', 8, 'purchased'],
  ['极限计算 50 例', '数学', 'Limits 50 examples', 4, 'free'],
  ['408 数据结构代码题汇总', '计算机 408', 'DS code problems', 9, 'purchased'],
  ['408 操作系统知识点图谱', '计算机 408', 'OS knowledge map', 5, 'signed_in'],
  ['408 计算机网络协议速记', '计算机 408', 'Networking protocols', 3, 'free'],
  ['管综逻辑形式化方法', '管理类联考 199', 'Logic formal methods', 6, 'signed_in'],
  ['管综写作论证有效性范文', '管理类联考 199', 'Argument essays', 4, 'purchased'],
  ['经综 396 数学基础讲义', '经济类联考 396', 'Econ 396 maths', 7, 'free'],
  ['复试英语自我介绍模板', '复试', 'Interview self-introduction', 2, 'free'],
  ['复试导师联系邮件范文', '复试', 'Emails to supervisors', 2, 'signed_in'],
];

const NAMES = ['张同学', '李同学', '王同学', '刘同学', '陈同学', '杨同学', '赵同学', '黄同学', '周同学', '吴同学'];
const PLATFORMS = [0, 1, 2, 3, 6, 7];

/**
 * Demo materials: the category tree, thirty materials with real PDFs made here (a few pages each,
 * stored and registered like an upload, so their page counts and downloads work), and a month of
 * download log.
 */
export async function seedMaterials(db: Db, uploads: UploadStore, now: Date, fileName: (ext: string) => string): Promise<void> {
  const r = rng(20270411);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const meta = (daysAgo: number) => ({ created_at: at(daysAgo), updated_at: at(daysAgo), version: 1 });
  const classifyIds = new Map<string, number>();
  const addClassify = async (name: string, parent: number | null, sort: number) => {
    const row = await db
      .insertInto('material_classify')
      .values({ name, parent_id: parent, sort, is_enable: 1, ...meta(200) })
      .returning('id')
      .executeTakeFirstOrThrow();
    classifyIds.set(name, Number(row.id));
    return Number(row.id);
  };
  for (const [i, [root, kids]] of TREE.entries()) {
    const id = await addClassify(root, null, i);
    for (const [j, kid] of kids.entries()) await addClassify(kid, id, j);
  }

  const productIds = (await db.selectFrom('course_product').select('id').orderBy('id').limit(20).execute()).map((x) => Number(x.id));
  const subjects = new Map((await db.selectFrom('subject').select(['id', 'code']).execute()).map((s) => [String(s.code), Number(s.id)]));
  const subjectOf = (category: string) =>
    category.startsWith('英语一')
      ? subjects.get('english_one')
      : category.startsWith('英语二')
        ? subjects.get('english_two')
        : category.startsWith('数学一')
          ? subjects.get('math_one')
          : category === '计算机 408'
            ? subjects.get('cs_408')
            : category === '管理类联考 199'
              ? subjects.get('mba_199')
              : undefined;
  const codecs = codecsOf(materialSchemas.create.shape);
  const rows: Rec[] = [];
  for (const [i, [title, category, english, pages, access]] of MATERIALS.entries()) {
    const bytes = simplePdf(english, pages);
    // The first one is the file the module's sample names; the others are named from the demo's sequence.
    const fixed = i === 0 ? DEMO_DOCUMENT.slice('/uploads/'.length) : fileName('pdf');
    const stored = await storeDocument(
      db,
      bytes,
      { ext: 'pdf', type: 'application/pdf' },
      now,
      (name) => uploads.putIfMissing(name, 'application/pdf', bytes),
      fixed,
    );
    const body = materialSchemas.create.parse({
      title,
      classify_id: classifyIds.get(category),
      subject_id: subjectOf(category) ?? null,
      kaoyan_year: i % 4 === 3 ? null : 2027,
      description: `${title}（PDF，${pages} 页）`,
      file: { url: stored.url, name: `${title}.pdf`, size: stored.size },
      access,
      product_ids: access === 'purchased' ? [productIds[i % productIds.length]] : [],
      watermark: access === 'purchased',
      start_at: null,
      end_at: i === 29 ? at(-30) : null,
      platforms: i % 5 === 0 ? [0] : [0, 1, 2, 3],
      sort: i,
      is_enable: i !== 13,
    });
    rows.push({ ...encodeRecord(codecs, body as Rec), ...meta(60 - i) });
  }
  await db.insertInto('material_item').values(rows).execute();
  const ids = (await db.selectFrom('material_item').select('id').orderBy('id').execute()).map((x) => Number(x.id));
  const downloads: Rec[] = [];
  for (const id of ids) {
    const n = r.int(0, 40);
    for (let k = 0; k < n; k++) {
      const when = at(r.int(0, 29) + r.next());
      downloads.push({ material_id: id, user_name: r.pick(NAMES), platform: r.pick(PLATFORMS), created_at: when, updated_at: when, version: 1 });
    }
  }
  for (let i = 0; i < downloads.length; i += 200)
    await db
      .insertInto('material_download')
      .values(downloads.slice(i, i + 200))
      .execute();
}

export const materialSeed: DemoSeed = {
  tables: ['material_classify', 'material_item', 'material_download', 'upload_document'],
  storesUploads: true,
  run: ({ db, uploads, now, fileName }) => seedMaterials(db, uploads, now, fileName),
};
