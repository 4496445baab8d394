import type { Db } from '../../db/database';
import { isPostgres } from '../../db/migrations/helpers';

/**
 * Office documents have content types longer than 32 characters (application/vnd.openxmlformats-
 * officedocument.presentationml.presentation is 73). SQLite does not enforce a varchar length.
 */
export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .alterTable('upload')
    .alterColumn('content_type', (c) => c.setDataType('varchar(128)'))
    .execute();
}
