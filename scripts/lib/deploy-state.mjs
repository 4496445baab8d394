// The deployment folder of the console, shared by deploy-remote.mjs and rollback-remote.mjs.
//
//   <deploy>/remotes.json                       the live list; point the server's REMOTES_JSON here
//   <deploy>/remotes/<name>/<version>/...       one published build of a remote, never changed
//   <deploy>/remotes/<name>/history.json        activation stack: [{ version, entry, at }, ...]
//
// Versions are immutable folders; deploying or rolling back only rewrites remotes.json (atomically,
// write-then-rename), so a console in the browser picks the change up on its next reload and a
// half-written list is never served.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTE_NAMES = ['ads', 'exercise', 'course', 'home-manage', 'system'];
export const DEFAULT_DEPLOY_DIR = path.join(ROOT, 'deploy');
/** URL prefix under which the server serves <deploy>/remotes/. */
export const URL_PREFIX = '/remotes';

export const remotesFile = (deployDir) => path.join(deployDir, 'remotes.json');
export const versionDir = (deployDir, name, version) => path.join(deployDir, 'remotes', name, version);
export const versionEntry = (name, version) => `${URL_PREFIX}/${name}/${version}/mf-manifest.json`;
const historyFile = (deployDir, name) => path.join(deployDir, 'remotes', name, 'history.json');

export function parseArgs(argv, spec) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      out._.push(a);
      continue;
    }
    const [k, inline] = a.slice(2).split('=', 2);
    if (!(k in spec)) throw new Error(`unknown option --${k}`);
    if (spec[k] === 'flag') out[k] = true;
    else out[k] = inline ?? argv[++i];
  }
  return out;
}

export function checkName(name) {
  if (!REMOTE_NAMES.includes(name)) throw new Error(`unknown remote "${name}" (one of ${REMOTE_NAMES.join(', ')})`);
}

export function checkVersion(version) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(version)) {
    throw new Error(`bad version "${version}": letters, digits, dot, dash, underscore`);
  }
}

/** The list the console serves now: the deployed one, else the one the host build ships. */
export function readRemotes(deployDir) {
  const file = remotesFile(deployDir);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  for (const f of [path.join(ROOT, 'host/dist/remotes.json'), path.join(ROOT, 'host/public/remotes.json')]) {
    if (existsSync(f)) return JSON.parse(readFileSync(f, 'utf8'));
  }
  return REMOTE_NAMES.map((name) => ({ name, entry: `${URL_PREFIX}/${name}/mf-manifest.json` }));
}

export function writeJsonAtomic(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

export function readHistory(deployDir, name) {
  const f = historyFile(deployDir, name);
  return existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : [];
}

export const writeHistory = (deployDir, name, h) => writeJsonAtomic(historyFile(deployDir, name), h);

/**
 * The route table published beside `entry` (routes.json of that build), or
 * undefined for a build without one: a versioned folder of the deploy folder, else the remote's
 * own dist for the build the host ships with (`/remotes/<name>/mf-manifest.json`).
 */
export function routeTableBeside(deployDir, name, entry) {
  const prefix = `${URL_PREFIX}/${name}/`;
  if (!entry.startsWith(prefix)) return undefined;
  const rel = path.posix.join(path.posix.dirname(entry.slice(prefix.length)), 'routes.json');
  if (rel.split('/').some((s) => s === '..' || s.startsWith('.'))) return undefined;
  for (const dir of [path.join(deployDir, 'remotes', name), path.join(ROOT, 'remotes', name, 'dist')]) {
    const file = path.join(dir, rel);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  }
  return undefined;
}

/**
 * Points `name` at `entry` in remotes.json (adding it when absent) and returns the old entry.
 * The entry carries its build's route table (`routes`), so the console's menu comes with the
 * list in one request; a build without one drops the old table rather than keep a stale menu.
 */
export function switchEntry(deployDir, name, entry) {
  const list = readRemotes(deployDir);
  const i = list.findIndex((r) => r.name === name);
  const before = i >= 0 ? list[i].entry : null;
  const routes = routeTableBeside(deployDir, name, entry);
  const kept = { ...(i >= 0 ? list[i] : { name }) };
  delete kept.routes;
  const next = { ...kept, entry, ...(routes ? { routes } : {}) };
  if (i >= 0) list[i] = next;
  else list.push(next);
  writeJsonAtomic(remotesFile(deployDir), list);
  return before;
}

/** One deploy/rollback at a time per deploy folder. */
export function withLock(deployDir, fn) {
  mkdirSync(deployDir, { recursive: true });
  const lock = path.join(deployDir, '.lock');
  let fd;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    throw new Error(`${lock} exists: another deploy is running (remove the file if it is stale)`);
  }
  try {
    return fn();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}
