import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths';

/** Runs one of the repository's node scripts; resolves with its output, rejects on a non-zero exit. */
export function runScript(script: string, args: string[], opts: { timeoutMs?: number; env?: Record<string, string> } = {}) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, script), ...args],
      { cwd: ROOT, env: { ...process.env, ...opts.env }, timeout: opts.timeoutMs ?? 240_000, maxBuffer: 20 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
  });
}
