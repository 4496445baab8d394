/**
 * Makes this folder's dumps from a checkout of a release: its demo database on SQLite and on
 * PostgreSQL, seeded at a fixed time, as SQL text (gzip). Copy this file into the release's
 * `server/src/test/previous-release/` and run there:
 *
 *   pnpm --filter @admin/server exec tsx src/test/previous-release/make.ts OUT_DIR
 *
 * It needs Debian's sqlite3 and PostgreSQL binaries (pg_dump, and initdb for a throwaway cluster).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../../app';
import { pgBinDir, startPgCluster } from '../pg-cluster';

const AT = new Date('2026-12-01T08:00:00Z');

/** pg_dump's psql meta-commands (`\restrict`) are no SQL: the loader sends the dump as one query. */
const sqlOnly = (dump: string) =>
  dump
    .split('\n')
    .filter((l) => !l.startsWith('\\'))
    .join('\n');

async function main(out: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'previous-release-'));
  const cluster = await startPgCluster({ fast: true });
  try {
    const sqlite = await buildApp({ dataDir: dir, demo: true, now: () => AT });
    await sqlite.close();
    const dump = execFileSync('sqlite3', [path.join(dir, 'admin.sqlite'), '.dump'], { maxBuffer: 1 << 28 }).toString();
    writeFileSync(path.join(out, 'sqlite.sql.gz'), gzipSync(dump, { level: 9 }));

    const c = new pg.Client({ connectionString: cluster.url() });
    await c.connect();
    await c.query('create database previous');
    await c.end();
    const onPg = await buildApp({ dataDir: dir, databaseUrl: cluster.url('previous'), demo: true, now: () => AT });
    await onPg.close();
    const pgDump = execFileSync(path.join(pgBinDir(), 'pg_dump'), ['--no-owner', '--no-privileges', '--inserts', cluster.url('previous')], {
      maxBuffer: 1 << 28,
    }).toString();
    writeFileSync(path.join(out, 'postgres.sql.gz'), gzipSync(sqlOnly(pgDump), { level: 9 }));
  } finally {
    await cluster.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main(path.resolve(process.argv[2] ?? __dirname));
