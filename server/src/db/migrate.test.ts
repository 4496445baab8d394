import { sql, type Migration } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, onPostgres, type TestDatabase } from '../test/databases';
import { openPostgres, openSqlite, type DbHandle } from './database';
import { migrate } from './migrate';

/** A fresh, empty database of the project's engine. */
let dir: string;
let pgDb: TestDatabase | null = null;
let handle: DbHandle;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-migrate-'));
  pgDb = onPostgres() ? await createTestDatabase() : null;
  handle = pgDb ? openPostgres(pgDb.url) : openSqlite(path.join(dir, 'admin.db'));
});
afterEach(async () => {
  await handle.close();
  await pgDb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const tables = async () => (await handle.db.introspection.getTables()).map((t) => t.name).filter((n) => n.startsWith('m_'));
const applied = async () => (await handle.db.selectFrom('schema_migration').select('name').orderBy('name').execute()).map((r) => r.name);

const createTable = (name: string): Migration => ({
  up: async (db) => {
    await db.schema
      .createTable(name)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
  },
});

describe('migrate', () => {
  it('applies the pending migrations in order and records them', async () => {
    expect(await migrate(handle.db, { '001-a': createTable('m_a'), '002-b': createTable('m_b') })).toEqual(['001-a', '002-b']);
    expect((await tables()).sort()).toEqual(['m_a', 'm_b']);
    expect(await migrate(handle.db, { '001-a': createTable('m_a'), '002-b': createTable('m_b'), '003-c': createTable('m_c') })).toEqual(['003-c']);
  });

  it('a migration failing half-way leaves the database as it was: no table of this run, nothing recorded', async () => {
    await migrate(handle.db, { '001-a': createTable('m_a') });
    const failing: Migration = {
      up: async (db) => {
        await db.schema
          .createTable('m_half')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .execute();
        await sql`select * from m_no_such_table`.execute(db);
      },
    };
    await expect(migrate(handle.db, { '001-a': createTable('m_a'), '002-b': createTable('m_b'), '003-half': failing })).rejects.toThrow(
      /migration 003-half failed/,
    );
    expect(await tables()).toEqual(['m_a']);
    expect(await applied()).toEqual(['001-a']);
    // Fixed, the next start applies them all: no leftover table stands in its way.
    expect(await migrate(handle.db, { '001-a': createTable('m_a'), '002-b': createTable('m_b'), '003-half': createTable('m_half') })).toEqual([
      '002-b',
      '003-half',
    ]);
  });
});
