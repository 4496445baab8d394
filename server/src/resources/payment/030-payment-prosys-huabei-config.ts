import type { Db } from '../../db/database';
import { bool, collectionTable, int, text } from '../../db/migrations/helpers';

/** Huabei instalments per product system (/pay-method/indexNew); one row per product system. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'payment_prosys_huabei_config', [
    int('product_sys_id'),
    text('periods', '[]'),
    text('interest_free_periods', '[]'),
    int('min_amount', 10_000),
    bool('is_enable', 1),
    text('remark'),
  ]);
  await db.schema.createIndex('payment_prosys_huabei_config_sys_uq').on('payment_prosys_huabei_config').column('product_sys_id').unique().execute();
}
