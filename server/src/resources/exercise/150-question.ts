import type { Db } from '../../db/database';
import { bool, collectionTable, int, intId, optInt, optText, text, type Tb } from '../../db/migrations/helpers';

const real =
  (name: string) =>
  (t: Tb): Tb =>
    t.addColumn(name, 'real', (c) => c.notNull().defaultTo(0));

/**
 * The question bank: questions (their current content), every saved revision of each (never
 * changed once written), and the attempts students made, which the list's item statistics read.
 */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'question', [
    text('type'),
    int('subject_id'),
    text('stem'),
    text('options', '[]'),
    text('answer', '[]'),
    text('blanks', '[]'),
    text('reference_answer'),
    text('score_points', '[]'),
    bool('partial_credit'),
    text('sub_questions', '[]'),
    text('shared_options', '[]'),
    text('analysis'),
    optText('analysis_video'),
    int('difficulty', 3),
    real('score'),
    text('knowledge_ids', '[]'),
    text('tags', '[]'),
    text('source', 'original'),
    optInt('exam_year'),
    text('paper'),
    text('question_no'),
    bool('is_enable', 1),
    // Normalised stem and options: equal fingerprints are exact duplicates.
    text('fingerprint'),
  ]);
  await db.schema.createIndex('question_subject_idx').on('question').columns(['subject_id', 'id']).execute();
  await db.schema.createIndex('question_type_idx').on('question').columns(['type', 'id']).execute();
  await db.schema.createIndex('question_fingerprint_idx').on('question').columns(['fingerprint']).execute();

  await db.schema
    .createTable('question_revision')
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_revision_pk', ['question_id', 'revision'])
    .execute();

  await db.schema
    .createTable('question_attempt')
    .$call(intId(db))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // The options chosen, e.g. "AC" (empty for other types).
    .addColumn('chosen', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('is_first', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('question_attempt_question_idx').on('question_attempt').columns(['question_id']).execute();
}
