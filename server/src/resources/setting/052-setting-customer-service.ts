import type { Db } from '../../db/database';
import { docData, intId, meta } from '../../db/migrations/helpers';

/** The customer-service settings document (/setting/customerNew): one row, scope `default`. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('setting_customer_service')
    .$call(intId(db))
    .addColumn('scope', 'varchar(32)', (c) => c.notNull().unique())
    .$call(docData)
    .$call(meta)
    .execute();
}
