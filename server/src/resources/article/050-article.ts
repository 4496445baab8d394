import type { Db } from '../../db/database';
import { collectionTable, optTime, text } from '../../db/migrations/helpers';

/** Main-site news and videos (/article/news, /article/videos). */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'article_news', [
    text('title'),
    text('cover'),
    text('summary'),
    text('category'),
    text('body'),
    text('status', 'draft'),
    optTime('publish_at'),
  ]);
  await db.schema.createIndex('article_news_status_idx').on('article_news').columns(['status', 'id']).execute();
  await collectionTable(db, 'article_video', [text('title'), text('video'), text('category'), text('status', 'draft')]);
}
