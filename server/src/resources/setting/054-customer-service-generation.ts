import type { Db } from '../../db/database';
import { trackWrites } from '../../db/migrations/helpers';

/** 052 created the customer-service document without write tracking, which every table a read goes through has. */
export async function up(db: Db): Promise<void> {
  await trackWrites(db, 'setting_customer_service');
}
