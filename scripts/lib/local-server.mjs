// The reference server as a child on a free loopback port with a fresh database, for the
// benchmark scripts; and the free-port helper the dev scripts use too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts `server/src/main.ts` (production build served, demo data) and waits until it answers. */
export async function startServer({ prefix = 'local-server-', env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (b) => (log += b));
  child.stderr.on('data', (b) => (log += b));
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log.slice(-3000)}`);
    try {
      if ((await fetch(`${url}/admin/`, { signal: AbortSignal.timeout(2000) })).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`server not ready:\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    await Promise.race([new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r))), new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) signal('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}
