// Starts the real API server for the remotes' screen tests (remotes may not import each other).
/*
 * The real API server for the screen tests: `tsx server/src/main.ts` on a fresh demo database
 * in a temporary folder, as a child process (browser code reaches the server over HTTP only).
 * Each test file uses its own fixed port and sets jsdom's URL to it, so the calls are
 * same-origin, as in the console, with the token cookie on the page's origin.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');

export interface TestApi {
  origin: string;
  stop(): Promise<void>;
}

export async function startApi(port: number): Promise<TestApi> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `screens-${port}-`));
  const child: ChildProcess = spawn(TSX, ['src/main.ts'], {
    cwd: path.join(REPO, 'server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DEMO: '1', LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in 90 s:\n${out}`)), 90_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes('Admin console:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}) before starting, is port ${port} free?\n${out}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
