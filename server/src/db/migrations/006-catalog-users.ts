import type { Db } from '../database';
import { bool, int, intId, meta, optInt, text, time } from './helpers';

/** Course tags, home-page floors and app users (the students the console looks up). */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('course_tag')
    .$call(intId(db))
    .$call(text('name'))
    .$call(text('color', '#1677FF'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
  await db.schema.createIndex('course_tag_sort_idx').on('course_tag').columns(['sort', 'id']).execute();

  await db.schema
    .createTable('home_floor')
    .$call(intId(db))
    .$call(text('name'))
    .$call(text('floor_type'))
    .$call(int('business_line', 1))
    // ",2,3," like the ads, so "shown on platform 2" is a portable LIKE.
    .$call(text('platforms'))
    .$call(optInt('kaoyan_year'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(meta)
    .execute();
  await db.schema.createIndex('home_floor_sort_idx').on('home_floor').columns(['business_line', 'sort', 'id']).execute();

  await db.schema
    .createTable('app_user')
    .$call(intId(db))
    .addColumn('phone', 'varchar(16)', (c) => c.notNull().unique())
    .$call(text('nickname'))
    .$call(int('platform'))
    .$call(time('registered_at'))
    .$call(text('status', 'active'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('app_user_status_idx').on('app_user').columns(['status', 'id desc']).execute();
}
