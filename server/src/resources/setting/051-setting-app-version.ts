import type { Db } from '../../db/database';
import { bool, collectionTable, int, text } from '../../db/migrations/helpers';

/** App versions per platform (/setting/index); one version number per platform. */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'setting_app_version', [
    int('platform'),
    text('version_name'),
    int('build'),
    text('release_notes'),
    text('download_url'),
    text('min_supported'),
    bool('force_update'),
  ]);
  await db.schema.createIndex('setting_app_version_unique').on('setting_app_version').columns(['platform', 'version_name']).unique().execute();
}
