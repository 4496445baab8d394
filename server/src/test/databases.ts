import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Which database the server tests run on. The jest project `server-pg` sets
 * ADMIN_TEST_DATABASE=postgres (test/use-postgres.ts) and its global setup starts a PostgreSQL
 * cluster (ADMIN_TEST_PG_URL, its maintenance database); every test server gets a new, empty
 * database there: a copy of the run's demo template (test/demo-template.ts), or one it migrates
 * and seeds like a first start.
 */
export const onPostgres = () => process.env.ADMIN_TEST_DATABASE === 'postgres';

function adminUrl(): string {
  const url = process.env.ADMIN_TEST_PG_URL;
  if (!url) throw new Error('ADMIN_TEST_DATABASE=postgres but no cluster: run the server-pg jest project (its global setup starts PostgreSQL)');
  return url;
}

export const databaseUrl = (name: string) => {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export interface TestDatabase {
  /** DATABASE_URL of the fresh database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database, empty or a copy of `template`. The same `key` (e.g. a data
 * folder shared by a CLI run and a test server) names the same database; no key, a new one.
 */
export async function createTestDatabase(key?: string, template?: string): Promise<TestDatabase> {
  const name = `t_${key ? createHash('sha256').update(key).digest('hex').slice(0, 24) : randomBytes(12).toString('hex')}`;
  await admin(async (c) => {
    try {
      await c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    } catch (err) {
      // 42P04: it exists already (the same key).
      if ((err as { code?: string }).code !== '42P04') throw err;
    }
  });
  return {
    url: databaseUrl(name),
    drop: () => admin(async (c) => void (await c.query(`drop database if exists "${name}" with (force)`))),
  };
}

/**
 * The environment of a server or CLI child process on the test database of `dataDir`: the data
 * folder alone on SQLite, plus DATABASE_URL of a database named after the folder on PostgreSQL.
 */
export async function serverEnv(dataDir: string): Promise<Record<string, string>> {
  if (!onPostgres()) return { DATA_DIR: dataDir };
  return { DATA_DIR: dataDir, DATABASE_URL: (await createTestDatabase(dataDir)).url };
}
