import type { Db } from '../../db/database';
import { bool, collectionTable, int, optInt, text } from '../../db/migrations/helpers';

/** Interactive short videos (/homemanage/videoAction); `video` is the JSON video value. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'home_video_action', [
    text('title'),
    text('video'),
    text('teacher'),
    int('like_count'),
    optInt('product_id'),
    int('sort'),
    bool('is_enable', 1),
  ]);
}
