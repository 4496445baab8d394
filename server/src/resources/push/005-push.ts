import type { Db } from '../../db/database';
import { int, intId, meta, optInt, optTime, text } from '../../db/migrations/helpers';

/** Push notifications of both channels (app, PC) in one table; the channel is data like an ad's kind. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('push_info')
    .$call(intId(db))
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .$call(text('title'))
    .$call(text('body'))
    .$call(text('link_type', 'none'))
    .$call(text('link_value'))
    .$call(text('audience', 'all'))
    .$call(optInt('user_group_id'))
    // JSON list of user ids.
    .$call(text('user_ids', '[]'))
    // ",2,3," like the ads, so "goes to platform 2" is a portable LIKE.
    .$call(text('platforms'))
    .$call(int('business_line', 1))
    .$call(optTime('send_at'))
    .$call(text('status', 'draft'))
    .$call(optTime('sent_at'))
    .$call(int('sent_count'))
    .$call(text('remark'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('push_channel_id_idx').on('push_info').columns(['channel', 'id desc']).execute();
  await db.schema.createIndex('push_channel_status_idx').on('push_info').columns(['channel', 'status', 'id desc']).execute();
  await db.schema.createIndex('push_channel_send_idx').on('push_info').columns(['channel', 'send_at']).execute();
}
