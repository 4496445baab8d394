// Makes a fresh machine that has only Node 20 and npm able to run the workspace:
// finds or installs the pinned pnpm, then installs the locked dependencies.
// Uses nothing but Node built-ins, because nothing else is installed yet when it runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '12.21.0';
const LOCAL_PNPM = path.join(ROOT, '.tools/node_modules/.bin/pnpm');

function versionOf(cmd) {
  try {
    return execFileSync(cmd, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The environment every child gets: native addons (better-sqlite3) compile against the
 *  machine's Node headers, since prebuilt binaries cannot be downloaded here. */
export function childEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  env.PATH = [path.join(ROOT, 'node_modules/.bin'), path.dirname(LOCAL_PNPM), env.PATH].join(path.delimiter);
  return env;
}

export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  if (existsSync(LOCAL_PNPM) && versionOf(LOCAL_PNPM) === PNPM_VERSION) return LOCAL_PNPM;
  console.log(`[bootstrap] installing pnpm ${PNPM_VERSION} into .tools/`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--prefix', path.join(ROOT, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
    env: childEnv(),
  });
  if (r.status !== 0 || versionOf(LOCAL_PNPM) !== PNPM_VERSION) {
    throw new Error(`could not install pnpm ${PNPM_VERSION} (npm exit ${r.status})`);
  }
  return LOCAL_PNPM;
}

/** Runs a command in the repository root and throws when it fails. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: childEnv(opts.env), ...opts });
  if (r.status !== 0) {
    const err = new Error(`${path.basename(cmd)} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
    err.exitCode = r.status ?? 1;
    throw err;
  }
}

/** pnpm + locked dependencies; cheap (about a second) when everything is already there. */
export function bootstrap() {
  const pnpm = ensurePnpm();
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  return pnpm;
}
