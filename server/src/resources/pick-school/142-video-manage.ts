import type { Db } from '../../db/database';
import { bool, collectionTable, int, text } from '../../db/migrations/helpers';

/** School videos (/pick-school/video-manage); `video` is the JSON video value. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'school_video_manage', [text('title'), text('school_name'), text('cover'), text('video'), int('sort'), bool('is_enable', 1)]);
}
