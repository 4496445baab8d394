import type { Db } from '../database';
import { int, intId, meta, optInt, optText, text, trackWrites } from './helpers';

/**
 * Staged imports (kit/import-batch): a batch per uploaded file, its rows apart from the resource's
 * table until the batch is confirmed. A row keeps the cells as typed (JSON), the record they make
 * (JSON, null while it has errors), its problems pinned to columns (JSON), its natural key, and
 * the id of the record the key names when one exists. Rows go with their batch.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('import_batch')
    .$call(intId(db))
    .$call(text('resource'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .$call(text('file_name'))
    .$call(text('status', 'staged'))
    .$call(optText('result'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('import_batch_owner_idx').on('import_batch').columns(['owner_id', 'resource', 'id']).execute();
  await db.schema
    .createTable('import_row')
    .$call(intId(db))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('import_batch.id').onDelete('cascade'))
    .$call(int('line'))
    .$call(text('cells'))
    .$call(optText('record'))
    .$call(text('errors', '[]'))
    .$call(int('error_count'))
    .$call(text('natural_key'))
    .$call(int('duplicate'))
    .$call(optInt('target_id'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('import_row_batch_idx').on('import_row').columns(['batch_id', 'line']).execute();
  await db.schema.createIndex('import_row_key_idx').on('import_row').columns(['batch_id', 'natural_key']).execute();
  await trackWrites(db, 'import_batch');
  await trackWrites(db, 'import_row');
}
