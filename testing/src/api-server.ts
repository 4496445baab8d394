/*
 * The real API server for tests that go through it: `server/src/main.ts` on a fresh demo database
 * in a temporary folder, as a child process on a port the system picks (PORT=0, unless the caller
 * got one from the system already), so any number of test files run at once without hand-numbered ports.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');

export interface ApiServer {
  /** e.g. http://127.0.0.1:43117 */
  origin: string;
  stop(): Promise<void>;
}

export async function startApiServer(env: Record<string, string> = {}): Promise<ApiServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO, 'server'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, DEMO: '1', LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in 90 s:\n${out}`)), 90_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /Admin console:\s+(http:\/\/127\.0\.0\.1:\d+)\/admin\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}) before starting:\n${out}`));
    });
  });
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
