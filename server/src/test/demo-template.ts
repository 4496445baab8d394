import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { databaseUrl } from './databases';

/*
 * The demo database of test servers, made once per test run and copied for each server that would
 * make the same one. Migrating and seeding a new database (about 100 tables, the demo data and its
 * creation history) took 2–3 s per test server and had become most of the server suites' time; a
 * copy is a folder copy on SQLite and `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 *
 * A copy is what a fresh start would have made only for the same data at the same clock, so each
 * template is named by its kind (the harness's fixed clock, or the screen servers' start time) and
 * the run (ADMIN_TEST_RUN, set by jest's global setup). Outside a jest run there is no template
 * and every server seeds its own database.
 */

const runId = () => process.env.ADMIN_TEST_RUN;

/** The folder holding this run's SQLite templates (removed by the global teardown). */
export const templatesRoot = (run: string) => path.join(os.tmpdir(), `admin-test-templates-${run}`);

/** Whether test servers of this process can start from a template. */
export const templatesOn = () => !!runId();

/**
 * Fills `dir` (an empty data folder) with the demo database and its uploads as they were seeded at
 * `now`, making the template first if no process of this run has. SQLite only.
 */
export async function copySqliteTemplate(kind: string, dir: string, now: Date): Promise<void> {
  const run = runId();
  if (!run) throw new Error('no test run (ADMIN_TEST_RUN) to hold the template');
  const tmpl = path.join(templatesRoot(run), kind);
  if (!existsSync(tmpl)) {
    // Made beside its final name and renamed into place: a worker never copies a half-made one.
    // Two workers may both make it at first; the rename keeps one, the other is removed.
    const making = `${tmpl}.${process.pid}`;
    mkdirSync(making, { recursive: true });
    const app = await buildApp({ dataDir: making, staticRoot: making, demo: true, now: () => new Date(now) });
    await app.close();
    try {
      renameSync(making, tmpl);
    } catch {
      rmSync(making, { recursive: true, force: true });
    }
  }
  cpSync(tmpl, dir, { recursive: true });
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.ADMIN_TEST_PG_URL;
  if (!url) throw new Error('no PostgreSQL cluster (ADMIN_TEST_PG_URL)');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * The name of this run's PostgreSQL template database of `kind`, made under an advisory lock by
 * the first process that asks (the others wait for it, then copy it).
 */
export async function pgTemplate(kind: string, now: Date): Promise<string> {
  const run = runId();
  if (!run) throw new Error('no test run (ADMIN_TEST_RUN) to hold the template');
  const name = `tmpl_${kind}_${run}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await withAdmin(async (c) => {
    await c.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      await c.query(`create database "${name}"`);
      try {
        const app = await buildApp({ databaseUrl: databaseUrl(name), demo: true, now: () => new Date(now) });
        await app.close();
        // Marked as a template: CREATE DATABASE … TEMPLATE needs no connection to it, and nothing connects by mistake.
        await c.query(`alter database "${name}" with is_template true allow_connections false`);
      } catch (err) {
        await c.query(`drop database if exists "${name}" with (force)`);
        throw err;
      }
    } finally {
      await c.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}
