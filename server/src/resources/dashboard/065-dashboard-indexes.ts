import type { Db } from '../../db/database';

/**
 * The dashboard's counts (and the lists they link to) without reading rows: "enabled but ended"
 * ads by (kind, is_enable, end_at), scheduled pushes of a day or week by (channel, status, send_at).
 * The existing (kind, end_at) index would visit every ended ad and look up is_enable row by row.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('ad_kind_enable_end_idx').on('ad').columns(['kind', 'is_enable', 'end_at']).execute();
  await db.schema.createIndex('push_channel_status_send_idx').on('push_info').columns(['channel', 'status', 'send_at']).execute();
}
