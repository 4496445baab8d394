import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process';

/**
 * A throwaway PostgreSQL server for tests and benchmarks: initdb into a temporary directory,
 * listening on 127.0.0.1 at a free port (and a socket in that directory), trust authentication
 * for the superuser `admin`, removed by `destroy()`. PostgreSQL refuses to run as root, so as root
 * the cluster belongs to the `postgres` user of Debian's package (or `nobody`).
 */
export interface PgCluster {
  port: number;
  dir: string;
  /** postgres://admin@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** pg_ctl stop: `fast` ends sessions cleanly, `immediate` is a crash (recovery on the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** pg_ctl restart: stops (ending every session) and starts again, on the same port and data. */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
}

export interface ClusterOptions {
  /** No fsync (tests that do not kill the machine): much faster on a busy disk. Default false. */
  fast?: boolean;
  maxConnections?: number;
}

/** The directory of initdb/pg_ctl: PG_BINDIR, else Debian's newest /usr/lib/postgresql/<n>/bin. */
export function pgBinDir(): string {
  const fromEnv = process.env.PG_BINDIR;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) {
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BINDIR to the folder holding initdb and pg_ctl)');
  }
  return path.join(root, versions[0], 'bin');
}

function systemUser(name: string): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Who runs the server: this user, or (as root) an unprivileged one. */
function runAs(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const u = systemUser('postgres') ?? systemUser('nobody');
  if (!u) throw new Error('running as root, but there is neither a postgres nor a nobody user to run PostgreSQL as');
  return u;
}

function exec(bin: string, args: string[], as: { uid: number; gid: number } | null, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      args,
      { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC' }, timeout: 120_000, ...(as ?? {}) },
      (err, stdout, stderr) => (err ? reject(new Error(`${path.basename(bin)} ${args.join(' ')}: ${err.message}\n${stdout}${stderr}`)) : resolve(stdout)),
    );
  });
}

export async function startPgCluster(opts: ClusterOptions = {}): Promise<PgCluster> {
  const bin = pgBinDir();
  const as = runAs();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-pg-'));
  const data = path.join(dir, 'data');
  if (as) chownSync(dir, as.uid, as.gid);
  const port = await freePort();
  try {
    // C locale: text sorts by bytes, as on SQLite.
    await exec(path.join(bin, 'initdb'), ['-D', data, '-U', 'admin', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], as, dir);
    const conf = [
      `listen_addresses = '127.0.0.1'`,
      `port = ${port}`,
      `unix_socket_directories = '${dir}'`,
      `max_connections = ${opts.maxConnections ?? 200}`,
      ...(opts.fast ? ['fsync = off', 'full_page_writes = off'] : []),
      `log_min_messages = warning`,
    ];
    writeFileSync(path.join(data, 'postgresql.auto.conf'), `${conf.join('\n')}\n`);
    if (as) chownSync(path.join(data, 'postgresql.auto.conf'), as.uid, as.gid);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const pgCtl = (...args: string[]) => exec(path.join(bin, 'pg_ctl'), ['-D', data, ...args], as, dir);
  const start = async () => {
    await pgCtl('-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start');
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pgCtl('-m', mode, '-w', '-t', '60', 'stop');
  };
  const restart = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pgCtl('-l', path.join(dir, 'server.log'), '-m', mode, '-w', '-t', '60', 'restart');
  };
  try {
    await start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  let destroyed = false;
  return {
    port,
    dir,
    url: (database = 'postgres') => `postgres://admin@127.0.0.1:${port}/${database}`,
    stop,
    start,
    restart,
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      if (existsSync(path.join(data, 'postmaster.pid'))) await stop('fast').catch(() => stop('immediate').catch(() => undefined));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
