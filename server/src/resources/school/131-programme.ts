import type { Db } from '../../db/database';
import { collectionTable, int, optInt, optText, text } from '../../db/migrations/helpers';

/**
 * Master's programmes (/pick-school/index): one row per school, major, research direction and
 * kaoyan year (unique: the natural key an import updates by), and the score lines of each year.
 */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'school_programme', [
    int('year'),
    text('school_code'),
    text('school_name'),
    text('province'),
    text('zone', 'A'),
    text('tags', '[]'),
    text('college_code'),
    text('college_name'),
    (t) => t.addColumn('major_id', 'integer', (c) => c.notNull().references('major.id')),
    text('major_code'),
    text('major_name'),
    int('mold', 1),
    text('study_mode', 'full'),
    text('direction'),
    text('subjects', '[]'),
    optInt('quota'),
    text('quota_text'),
    optInt('recommended_quota'),
    text('retest_subjects'),
    text('source_url'),
    optText('verified_at'),
  ]);
  await db.schema.createIndex('school_programme_key_uq').on('school_programme').columns(['year', 'school_code', 'major_code', 'direction']).unique().execute();
  await db.schema.createIndex('school_programme_year_idx').on('school_programme').columns(['year', 'school_code', 'major_code']).execute();
  await db.schema.createIndex('school_programme_major_idx').on('school_programme').columns(['major_code', 'year']).execute();

  await collectionTable(db, 'school_score_line', [
    int('year'),
    text('kind', 'national'),
    text('zone'),
    text('discipline'),
    text('school_code'),
    text('school_name'),
    text('major_code'),
    text('major_name'),
    int('total'),
    int('politics'),
    int('foreign_language'),
    int('subject_one'),
    int('subject_two'),
    text('note'),
  ]);
  await db.schema.createIndex('school_score_line_year_idx').on('school_score_line').columns(['year', 'kind']).execute();
}
