import type { Db } from '../../db/database';
import { bool, docData, int, intId, meta, optInt, text, time } from '../../db/migrations/helpers';

/** Every ad kind in one table (the kind is data, spec 3), and the "my" page ad configuration. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('ad')
    .$call(intId(db))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .$call(text('title'))
    .$call(text('image'))
    .$call(text('link_type', 'none'))
    .$call(text('link_value'))
    // ",1,2,3," so that "shows on platform 2" is a portable LIKE '%,2,%'.
    .$call(text('platforms'))
    .$call(int('business_line', 1))
    .$call(optInt('user_group_id'))
    .$call(time('start_at'))
    .$call(time('end_at'))
    .$call(int('sort'))
    .$call(bool('is_enable', 1))
    .$call(bool('is_marked_expired'))
    .$call(text('show_frequency', 'every_time'))
    .$call(int('duration_seconds', 3))
    .$call(text('coupon_id'))
    .$call(text('remark'))
    .$call(meta)
    .execute();
  // The list orders by (sort, -id) within a kind by default; the others serve the filters and orderings.
  await db.schema.createIndex('ad_kind_sort_idx').on('ad').columns(['kind', 'sort', 'id desc']).execute();
  await db.schema.createIndex('ad_kind_id_idx').on('ad').columns(['kind', 'id']).execute();
  await db.schema.createIndex('ad_kind_start_idx').on('ad').columns(['kind', 'start_at']).execute();
  await db.schema.createIndex('ad_kind_end_idx').on('ad').columns(['kind', 'end_at']).execute();
  await db.schema.createIndex('ad_kind_created_idx').on('ad').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('ad_kind_updated_idx').on('ad').columns(['kind', 'updated_at']).execute();
  await db.schema.createIndex('ad_kind_enable_idx').on('ad').columns(['kind', 'is_enable', 'sort', 'id desc']).execute();

  await db.schema
    .createTable('my_home_ad_config')
    .$call(intId(db))
    .addColumn('scope', 'varchar(32)', (c) => c.notNull().unique())
    .$call(docData)
    .$call(meta)
    .execute();
}
