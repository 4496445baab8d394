import { insertMany, subjectIdsByCode, type DemoSeed } from '../../seed/demo-seed';
import { PRODUCT_SUBJECTS } from '../reference/course-product.seed';
import { KAOYAN_YEARS } from '../reference/reference.seed';

type Rec = Record<string, unknown>;

/** Four question packages per subject, each with a few quizzes (question-bank.seed.ts fills some with questions). */
export const quizPackageSeed: DemoSeed = {
  tables: ['quiz_package', 'quiz'],
  async run({ db, r, meta }) {
    const subjectId = await subjectIdsByCode(db);
    const packages: Rec[] = [];
    for (const [sname, scode] of PRODUCT_SUBJECTS) {
      for (const [i, t] of ['章节练习', '真题模考', '考前押题', '基础自测'].entries()) {
        packages.push({
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
    await insertMany(db, 'quiz_package', packages);
    const stored = (await db.selectFrom('quiz_package').select(['id', 'name']).execute()) as { id: number; name: string }[];
    const quizzes: Rec[] = [];
    for (const p of stored) {
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
    await insertMany(db, 'quiz', quizzes);
  },
};
