import type { Db } from '../../db/database';
import { collectionTable, int, text, time } from '../../db/migrations/helpers';

/** What app users bought (read on a user's page; written by the payment system). */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'app_user_purchase', [int('user_id'), int('product_id'), text('order_no'), int('amount'), text('status', 'paid'), time('paid_at')]);
  await db.schema.createIndex('app_user_purchase_user_idx').on('app_user_purchase').columns(['user_id', 'paid_at']).execute();
}
