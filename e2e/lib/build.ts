// Extra builds some tests need (a remote with a short chunk timeout, a changed copy of a remote),
// made with the project's own webpack setup, bounded in time.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';
import { spawnTracked } from './procs';

export async function buildRemote(pkgDir: string, outDir: string, opts: { env?: Record<string, string>; publicPath?: string; timeoutMs?: number } = {}) {
  const args = ['--mode', 'production', '--output-path', outDir];
  if (opts.publicPath) args.push('--output-public-path', opts.publicPath);
  const child = spawnTracked(path.join(ROOT, 'node_modules/.bin/webpack'), args, {
    cwd: pkgDir,
    env: { ...process.env, NODE_ENV: 'production', ...opts.env },
    label: `build:${path.basename(pkgDir)}`,
  });
  const timeoutMs = opts.timeoutMs ?? 180_000;
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    child.exited,
    new Promise<'timeout'>((r) => {
      timer = setTimeout(() => r('timeout'), timeoutMs);
    }),
  ]);
  // A pending timer would keep the test process alive for the whole bound after the tests end.
  clearTimeout(timer);
  if (code === 'timeout') {
    await child.stop();
    throw new Error(`build of ${pkgDir} took over ${timeoutMs} ms`);
  }
  if (code !== 0 || !existsSync(path.join(outDir, 'remoteEntry.js'))) {
    throw new Error(`build of ${pkgDir} failed (exit ${code}):\n${child.output().slice(-3000)}`);
  }
}

/**
 * A private copy of remotes/<name> that a test may edit without touching the repository. It lives
 * in the OS temp folder as <tmp>/remotes/<name>, next to symlinks to the repository's scripts/,
 * shared/, node_modules/ and tsconfig.base.json, so the package's relative paths to the shared
 * build setup resolve as in the repository, and it uses the real package's node_modules.
 */
export function copyRemotePackage(name: string, tag: string): string {
  const src = path.join(ROOT, 'remotes', name);
  const base = mkdtempSync(path.join(os.tmpdir(), `e2e-${tag}-`));
  for (const link of ['scripts', 'shared', 'node_modules', 'tsconfig.base.json', 'package.json']) {
    if (existsSync(path.join(ROOT, link))) symlinkSync(path.join(ROOT, link), path.join(base, link));
  }
  const dest = path.join(base, 'remotes', name);
  mkdirSync(dest, { recursive: true });
  for (const entry of readdirSync(src)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    cpSync(path.join(src, entry), path.join(dest, entry), { recursive: true });
  }
  symlinkSync(realpathSync(path.join(src, 'node_modules')), path.join(dest, 'node_modules'));
  return dest;
}

/** Removes a copy made by copyRemotePackage (the whole temp folder around it). */
export function removeCopy(dir: string) {
  const base = path.resolve(dir, '../..');
  if (dir && path.basename(path.dirname(dir)) === 'remotes' && base.startsWith(os.tmpdir())) {
    rmSync(base, { recursive: true, force: true });
  }
}
