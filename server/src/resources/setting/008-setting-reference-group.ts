import type { Db } from '../../db/database';
import { bool, collectionTable, int, optInt, text } from '../../db/migrations/helpers';

/** Exam-prep chat groups (/setting/reference-group). */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'setting_reference_group', [
    text('name'),
    text('qr_image'),
    optInt('subject_id'),
    optInt('kaoyan_year'),
    int('capacity', 500),
    int('sort'),
    bool('is_enable', 1),
  ]);
}
