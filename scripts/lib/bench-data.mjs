// What the server benchmarks share: a throwaway database (a SQLite file in a temporary DATA_DIR,
// or a throwaway PostgreSQL cluster on a free loopback port), the server's CLI on it, and server
// processes (server/src/main.ts) on it, each on its own loopback port.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'server');
// Node with tsx as a loader (the `tsx` command would run the server in a grandchild process).
const NODE = [process.execPath, ['--import', 'tsx']];

export async function benchData(database, { prefix = 'admin-bench-', maxConnections = 100, serverNodeArgs = [] } = {}) {
  if (!['sqlite', 'postgres'].includes(database)) throw new Error('--database is sqlite or postgres');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = { ...process.env, DATA_DIR: dataDir, LOG: '0', DEMO: '0' };
  delete env.DATABASE_URL;
  let cluster = null;
  if (database === 'postgres') {
    // The test suite's throwaway cluster (initdb + pg_ctl, fsync on), loaded through tsx.
    const { tsImport } = await import('tsx/esm/api');
    const { startPgCluster } = await tsImport('../../server/src/test/pg-cluster.ts', import.meta.url);
    cluster = await startPgCluster({ maxConnections });
    env.DATABASE_URL = cluster.url();
  }
  const servers = [];

  function cli(cmdArgs, extraEnv = {}) {
    const r = spawnSync(NODE[0], [...NODE[1], 'src/cli.ts', ...cmdArgs], { cwd: SERVER, env: { ...env, ...extraEnv }, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cli ${cmdArgs[0]} failed:\n${r.stdout}${r.stderr}`);
    return r.stdout.trim();
  }

  /** A server process on `port`; `extraEnv` adds settings (e.g. LIST_PAGE_CACHE_ROWS). */
  async function startServer(port, extraEnv = {}) {
    const child = spawn(NODE[0], [...serverNodeArgs, ...NODE[1], 'src/main.ts'], {
      cwd: SERVER,
      env: { ...env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(child);
    let out = '';
    await new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
      const on = (b) => {
        out += b;
        if (out.includes('Admin console:')) {
          clearTimeout(t);
          resolve();
        }
      };
      child.stdout.on('data', on);
      child.stderr.on('data', on);
      child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
    });
    return child;
  }

  async function stopServers() {
    for (const child of servers.splice(0)) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    }
  }

  /** The process ids of the running servers (for CPU and memory figures). */
  const pids = () => servers.map((c) => c.pid);

  let outside = null;
  /** Runs one SQL statement (no parameters) on the database from outside the servers (see outsideConnection). */
  async function execOutside(text) {
    outside ??= await outsideConnection(database, { dataDir, url: cluster?.url() });
    await outside.run(text);
  }

  async function close(keep = false) {
    await outside?.close();
    outside = null;
    await stopServers();
    await cluster?.destroy();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }

  return { dataDir, env, cluster, cli, startServer, stopServers, pids, close, execOutside };
}

const requireServer = createRequire(path.join(SERVER, 'package.json'));

/**
 * One connection of this process to a benchmark's database (the SQLite file in `dataDir`, or the
 * PostgreSQL `url`), as another instance or a tool would write through: the servers hear of its
 * writes only through the tables' generations. `run(sql)` runs one statement without parameters.
 */
export async function outsideConnection(database, { dataDir, url }) {
  if (database === 'postgres') {
    const { Client } = requireServer('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    return { run: (q) => client.query(q), close: () => client.end() };
  }
  const Database = requireServer('better-sqlite3');
  const db = new Database(path.join(dataDir, 'admin.sqlite'));
  db.pragma('busy_timeout = 5000');
  return { run: async (q) => db.prepare(q).run(), close: async () => db.close() };
}

/** CPU seconds the processes have used (Linux /proc; null elsewhere). */
export function cpuSeconds(pids) {
  try {
    let sum = 0;
    for (const pid of pids) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      sum += (Number(fields[11]) + Number(fields[12])) / 100;
    }
    return sum;
  } catch {
    return null;
  }
}

/** A throwaway cluster's processes (postmaster and its children: backends, writers); [] without one. */
export function postgresProcesses(cluster) {
  if (!cluster) return [];
  try {
    const master = Number(readFileSync(path.join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [master, ...children];
  } catch {
    return [];
  }
}
