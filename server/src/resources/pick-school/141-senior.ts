import type { Db } from '../../db/database';
import { bool, bytes, collectionTable, int, text, time, trackWrites } from '../../db/migrations/helpers';

/**
 * Senior schoolmates (/pick-school/senior), and each one's proof of admission: an image kept in a
 * table of its own, never among the uploads /uploads/ serves to anyone.
 */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'school_senior', [
    text('nickname'),
    text('avatar'),
    int('exam_year'),
    text('school_name'),
    int('major_id'),
    int('mold', 1),
    text('undergraduate_school'),
    bool('is_cross_major', 0),
    int('attempt', 1),
    int('total_score'),
    text('subject_scores', '[]'),
    text('introduction'),
    text('wechat_id'),
    text('wechat_qr'),
    time('consented_at'),
    int('sort'),
    bool('is_enable', 1),
  ]);
  await db.schema
    .createTable('school_senior_proof')
    .addColumn('senior_id', 'integer', (c) => c.primaryKey().references('school_senior.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .$call(bytes(db, 'data'))
    .$call(time('uploaded_at'))
    .execute();
  await trackWrites(db, 'school_senior_proof');
}
