import { question } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/migrations/helpers';
import { codecsOf, encodeRecord } from '../../kit/codec';
import { rng } from '../../seed/random';
import { fingerprintOf } from './question';
import { bandsOf, comparedText, pairsOf } from './similar';

type Rec = Record<string, unknown>;

const WORDS = ['函数', '极限', '导数', '积分', '矩阵', '特征值', '概率', '矛盾', '实践', '意识', '物质', '阅读', '翻译', '二叉树', '进程', '传输层'];
const STEMS = [
  (r: ReturnType<typeof rng>, j: number) => `<p>第 ${j} 题：设 $f(x)=x^${r.int(2, 5)}+${r.int(1, 9)}x$，求 $f'(${r.int(1, 9)})$ 的值（${r.pick(WORDS)}）。</p>`,
  (r: ReturnType<typeof rng>, j: number) => `<p>第 ${j} 题：关于${r.pick(WORDS)}与${r.pick(WORDS)}的关系，下列说法正确的是（　）。</p>`,
  (r: ReturnType<typeof rng>, j: number) =>
    `<p>Question ${j}: according to paragraph ${r.int(1, 6)}, the ${r.pick(['author', 'writer', 'study'])} suggests that ${r.pick(WORDS)} ...</p>`,
];

/**
 * Adds `rows` questions (the question-bank benchmark's bank): single choices of three subjects
 * with formulas, tags, knowledge points, exact fingerprints and near-duplicate band keys as saves
 * leave them, and attempts for every tenth question. One transaction.
 */
export async function seedBenchQuestions(db: Db, rows: number, now: Date): Promise<void> {
  const codecs = codecsOf(question.schemas.create.shape);
  const r = rng(40);
  const subjects = (await db.selectFrom('subject').select(['id', 'code']).where('code', 'in', ['math_one', 'politics', 'english_one']).execute()).map((s) =>
    Number(s.id),
  );
  // Knowledge points to tag questions with (a database without demo data has none).
  if (!(await db.selectFrom('knowledge_point').select('id').limit(1).executeTakeFirst())) {
    const at = now.toISOString();
    await db
      .insertInto('knowledge_point')
      .values(
        subjects.flatMap((s) =>
          WORDS.slice(0, 8).map((name) => ({ name, subject_id: s, parent_id: null, level: 1, question_count: 0, created_at: at, updated_at: at, version: 1 })),
        ),
      )
      .execute();
  }
  const points = (await db.selectFrom('knowledge_point').select(['id', 'subject_id']).execute()).map((p) => ({
    id: Number(p.id),
    subject: Number(p.subject_id),
  }));
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const start = Number(
      (
        await trx
          .selectFrom('question')
          .select(sql<number>`coalesce(max(id), 0)`.as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    );
    for (let i = 0; i < rows; i += 500) {
      const recs: Rec[] = [];
      for (let j = i; j < Math.min(rows, i + 500); j++) {
        const subject = subjects[j % subjects.length] ?? 1;
        const kps = points.filter((p) => p.subject === subject);
        recs.push(
          question.schemas.create.parse({
            type: 'single',
            subject_id: subject,
            stem: STEMS[j % STEMS.length](r, j + 1),
            options: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: `${r.pick(WORDS)} ${r.int(1, 99)}` })),
            answer: [r.pick(['A', 'B', 'C', 'D'])],
            analysis: '<p>略。</p>',
            difficulty: r.int(1, 5),
            score: r.pick([1, 2, 5]),
            knowledge_ids: kps.length ? [r.pick(kps).id] : [],
            tags: [r.pick(['基础', '真题', '高频', '冲刺'])],
            source: r.pick(['real', 'mock', 'original']),
            exam_year: 2010 + (j % 16),
          }) as Rec,
        );
      }
      await trx
        .insertInto('question')
        .values(recs.map((rec) => ({ ...encodeRecord(codecs, rec), fingerprint: fingerprintOf(rec), created_at: at, updated_at: at, version: 1 })))
        .execute();
      const bands = recs.flatMap((rec, k) => [...new Set(bandsOf(pairsOf(comparedText(rec))))].map((band) => ({ question_id: start + i + k + 1, band })));
      for (let b = 0; b < bands.length; b += 1000)
        await trx
          .insertInto('question_band')
          .values(bands.slice(b, b + 1000))
          .execute();
      const attempts = recs.flatMap((rec, k) =>
        (i + k) % 10
          ? []
          : Array.from({ length: 10 }, (_, n) => ({
              question_id: start + i + k + 1,
              user_id: n + 1,
              chosen: r.pick(['A', 'B', 'C', 'D']),
              is_correct: n % 2,
              is_first: 1,
              duration_ms: r.int(10_000, 200_000),
              created_at: at,
            })),
      );
      if (attempts.length) await trx.insertInto('question_attempt').values(attempts).execute();
    }
  });
  if (isPostgres(db)) await sql`vacuum analyze question`.execute(db);
  else await sql`analyze`.execute(db);
}
