import type { Db } from '../database';
import { bool, int, intId, meta, optInt, text, trackWrites } from './helpers';

/** Exam-prep chat groups (/setting/reference-group). */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('setting_reference_group')
    .$call(intId(db))
    .$call(text('name'))
    .$call(text('qr_image'))
    .$call(optInt('subject_id'))
    .$call(optInt('kaoyan_year'))
    .$call(int('capacity', 500))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
  await db.schema.createIndex('setting_reference_group_sort_idx').on('setting_reference_group').columns(['sort', 'id']).execute();
  await trackWrites(db, 'setting_reference_group');
}
