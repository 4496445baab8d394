import type { Db } from '../../db/database';

/** What the course categories' resource was named in databases made before this migration. */
const FORMER_NAME = 'course.classify';
const NAME = 'course.navigation';

/**
 * The course categories' resource is `course.navigation`, after its screen's route. What the
 * database keeps under a resource's name follows it: history and refusals (audit_log), deleted
 * records (recycle_bin), staged imports (import_batch) and each user's column settings
 * (account_preference `columns:<name>`), so none of them is left under a name nothing answers to.
 * The table keeps its name (course_classify), as do the API paths and permissions.
 */
export async function up(db: Db): Promise<void> {
  for (const table of ['audit_log', 'recycle_bin', 'import_batch']) {
    await db.updateTable(table).set({ resource: NAME }).where('resource', '=', FORMER_NAME).execute();
  }
  await db
    .updateTable('account_preference')
    .set({ key: `columns:${NAME}` })
    .where('key', '=', `columns:${FORMER_NAME}`)
    .execute();
}
