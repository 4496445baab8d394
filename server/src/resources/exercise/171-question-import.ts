import type { Db } from '../../db/database';
import { trackWrites } from '../../db/migrations/helpers';
import { fileBands } from './similar';

type Rec = Record<string, unknown>;

/**
 * What importing questions needs (and an index the bank's year filter wants): the id a question has in the file it came from (a re-import of
 * the same id updates it), and the band keys near-duplicate questions are found by (similar.ts),
 * filed for the questions already stored.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('question')
    .addColumn('external_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('question_external_idx').on('question').columns(['external_id']).execute();
  // The bank's search by source year (with difficulty and source) reads one year's questions, not all.
  await db.schema.createIndex('question_year_idx').on('question').columns(['exam_year', 'id']).execute();
  await db.schema
    .createTable('question_band')
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('band', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('question_band_idx').on('question_band').columns(['band', 'question_id']).execute();
  await db.schema.createIndex('question_band_question_idx').on('question_band').columns(['question_id']).execute();
  // Lists' totals are cached per write generation of every table they read (kit/count-cache.ts).
  await trackWrites(db, 'question_band');
  let last = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('question')
      .select(['id', 'stem', 'options', 'shared_options', 'sub_questions'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(500)
      .execute()) as Rec[];
    if (!rows.length) break;
    const parse = (v: unknown) => JSON.parse(String(v)) as unknown;
    await fileBands(
      db,
      rows.map((r) => ({ ...r, options: parse(r.options), shared_options: parse(r.shared_options), sub_questions: parse(r.sub_questions) })),
    );
    last = Number(rows.at(-1)!.id);
  }
}
