// The console as production runs it: server/src/main.ts serving the built host and remotes,
// on 127.0.0.1, a free port and a fresh copy of the demo database.
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForHttp } from './net';
import type { Child } from './procs';
import { spawnTracked } from './procs';
import { ROOT, RUN_DIR } from './paths';

export interface RemoteEntry {
  name: string;
  entry: string;
  title?: string;
}

export interface ServerOptions {
  /** Written to a file and passed as REMOTES_JSON; default: the server's own remotes.json. */
  remotes?: RemoteEntry[];
  /** Written to a file and passed as RUNTIME_CONFIG. */
  runtimeConfig?: Record<string, unknown>;
  env?: Record<string, string>;
  port?: number;
}

export interface ConsoleServer {
  url: string;
  port: number;
  dataDir: string;
  /** File the server reads remotes.json from (only when `remotes` was given). */
  remotesFile?: string;
  setRemotes(remotes: RemoteEntry[]): void;
  stop(): Promise<void>;
  /**
   * Starts it again on the same port and database (for "the API is back" tests); with `root`, the
   * server of that checkout (a new release of the server) serves instead.
   */
  restart(opts?: { root?: string }): Promise<void>;
  output(): string;
}

/**
 * The run's demo database folder: made once (server/src/demo-data.ts) and copied for every server,
 * which then starts on it as on a database it made itself, without seeding again. The data was
 * seeded at the run's start, a few minutes before a later file's server starts.
 */
async function demoData(): Promise<string> {
  const dir = path.join(RUN_DIR, 'demo-data');
  if (existsSync(dir)) return dir;
  const making = `${dir}.${process.pid}`;
  mkdirSync(making, { recursive: true });
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'server/src/demo-data.ts'], {
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), DATA_DIR: making, NODE_ENV: 'production' },
    label: 'demo-data',
  });
  const code = await child.exited;
  if (code !== 0) throw new Error(`making the demo database failed (exit ${code}):\n${child.output().slice(-4000)}`);
  try {
    renameSync(making, dir);
  } catch {
    rmSync(making, { recursive: true, force: true }); // another file's run made it first
  }
  return dir;
}

export async function startServer(opts: ServerOptions = {}): Promise<ConsoleServer> {
  mkdirSync(RUN_DIR, { recursive: true });
  const dir = mkdtempSync(path.join(RUN_DIR, 'server-'));
  const dataDir = path.join(dir, 'data');
  cpSync(await demoData(), dataDir, { recursive: true });
  const port = opts.port ?? (await freePort());
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ...opts.env,
  };
  let remotesFile: string | undefined;
  const setRemotes = (remotes: RemoteEntry[]) => {
    remotesFile ??= path.join(dir, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
  };
  if (opts.remotes) {
    setRemotes(opts.remotes);
    env.REMOTES_JSON = remotesFile!;
  }
  if (opts.runtimeConfig) {
    const f = path.join(dir, 'runtime-config.json');
    writeFileSync(f, JSON.stringify(opts.runtimeConfig));
    env.RUNTIME_CONFIG = f;
  }
  const url = `http://127.0.0.1:${port}`;
  let child: Child;
  const launch = async (root = ROOT) => {
    child = spawnTracked(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env,
      label: `server:${port}`,
    });
    try {
      await waitForHttp(`${url}/admin/`, 60_000, () => child.proc.exitCode === null);
    } catch (e) {
      await child.stop();
      throw new Error(`server did not start: ${(e as Error).message}\n${child.output().slice(-4000)}`);
    }
  };
  await launch();
  return {
    url,
    port,
    dataDir,
    get remotesFile() {
      return remotesFile;
    },
    setRemotes: (r) => {
      if (!opts.remotes) throw new Error('start the server with `remotes` to be able to change them');
      setRemotes(r);
    },
    stop: () => child.stop(),
    restart: async ({ root } = {}) => {
      await child.stop();
      await launch(root);
    },
    output: () => child.output(),
  };
}

/** The remotes.json the production build ships with, as served by a running console. */
export async function servedRemotes(base: string): Promise<RemoteEntry[]> {
  const res = await fetch(`${base}/admin/remotes.json`);
  if (!res.ok) throw new Error(`/admin/remotes.json: HTTP ${res.status}`);
  return (await res.json()) as RemoteEntry[];
}
