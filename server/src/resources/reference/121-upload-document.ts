import type { Db } from '../../db/database';
import { trackWrites } from '../../db/migrations/helpers';

/**
 * What the server knows of each uploaded document beyond its bytes: its SHA-256 (the same file is
 * stored once; a second upload of it is pointed at the first), its sniffed type and size, and its
 * page count when it is a PDF.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('upload_document')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('page_count', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await trackWrites(db, 'upload_document');
}
