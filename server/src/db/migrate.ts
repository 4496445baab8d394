import { Migrator, type Migration } from 'kysely';
import type { Db } from './database';
import { MIGRATIONS } from './migrations';

export const MIGRATION_TABLE = 'schema_migration';

/**
 * Applies the pending numbered migrations and records them in `schema_migration`, all in one
 * transaction on both engines (database.ts says why for SQLite). Returns the names applied now;
 * throws when one fails, leaving the database as it was before this call.
 */
export async function migrate(db: Db, migrations: Record<string, Migration> = MIGRATIONS): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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
