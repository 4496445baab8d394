import { Migrator } from 'kysely';
import type { Db } from './database';
import { MIGRATIONS } from './migrations';

export const MIGRATION_TABLE = 'schema_migration';

/**
 * Applies the pending numbered migrations (each in its own transaction) and records them in
 * `schema_migration`. Returns the names applied now; throws when one fails, leaving the database
 * at the last good migration.
 */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: `${MIGRATION_TABLE}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
