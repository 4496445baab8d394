import type { Db } from '../../db/database';
import { bool, collectionTable, int, text } from '../../db/migrations/helpers';

/** Consultation entry points (/homemanage/advisory). */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'home_advisory', [
    text('title'),
    text('advisor_name'),
    text('advisor_avatar'),
    text('qr_image'),
    text('wechat_id'),
    text('link_type', 'none'),
    text('link_value'),
    text('work_start', '09:00'),
    text('work_end', '21:00'),
    int('sort'),
    bool('is_enable', 1),
  ]);
}
