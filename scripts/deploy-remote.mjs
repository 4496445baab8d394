#!/usr/bin/env node
// Deploys one remote on its own (DESIGN 3.1): builds it, publishes the build to a new immutable
// versioned folder and switches remotes.json to it. The host is not rebuilt or touched; consoles
// pick the new version up on their next page load.
//
//   node scripts/deploy-remote.mjs <name> [--version V] [--deploy-dir D] [--prebuilt DIR] [--source PKG]
//
//   --version     folder name of this release (default: UTC time + git commit)
//   --deploy-dir  deployment folder (default ./deploy); serve it with REMOTES_JSON=<D>/remotes.json
//                 and DEPLOY_DIR=<D> (the server maps /remotes/<name>/<version>/ to it)
//   --prebuilt    publish an already built folder instead of building (it must have been built
//                 with public path /remotes/<name>/<version>/ or 'auto')
//   --source      build this package folder instead of remotes/<name> (a branch checkout, a copy)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DEFAULT_DEPLOY_DIR,
  ROOT,
  checkName,
  checkVersion,
  parseArgs,
  readHistory,
  switchEntry,
  versionDir,
  versionEntry,
  withLock,
  writeHistory,
} from './lib/deploy-state.mjs';

const REQUIRED = ['remoteEntry.js', 'mf-manifest.json'];
const { precompressDir } = createRequire(import.meta.url)('./webpack/precompress-plugin.cjs');

function defaultVersion() {
  const t = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  let sha = 'local';
  try {
    sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    /* not a git checkout */
  }
  return `${t}-${sha}`;
}

/** Builds the remote with webpack into `outDir`, with the public path of its versioned folder. */
function build(pkgDir, outDir, publicPath) {
  const webpackBin = path.join(ROOT, 'node_modules/.bin/webpack');
  const r = spawnSync(webpackBin, ['--mode', 'production', '--output-path', outDir, '--output-public-path', publicPath], {
    cwd: pkgDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`build of ${pkgDir} failed (webpack exit ${r.status ?? r.signal})`);
}

export async function deployRemote({ name, version, deployDir = DEFAULT_DEPLOY_DIR, prebuilt, source }) {
  checkName(name);
  version ??= defaultVersion();
  checkVersion(version);
  deployDir = path.resolve(deployDir);
  const target = versionDir(deployDir, name, version);
  if (existsSync(target)) throw new Error(`${name} ${version} is already published at ${target}; pick a new version`);
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    if (prebuilt) {
      cpSync(path.resolve(prebuilt), staging, { recursive: true });
      // A build made elsewhere may lack the brotli/gzip copies the server serves by Accept-Encoding.
      await precompressDir(staging);
    } else build(path.resolve(source ?? path.join(ROOT, 'remotes', name)), staging, `/remotes/${name}/${version}/`);
    for (const f of REQUIRED) {
      if (!existsSync(path.join(staging, f))) throw new Error(`the build has no ${f}; not publishing it`);
    }
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const entry = versionEntry(name, version);
  return withLock(deployDir, () => {
    const history = readHistory(deployDir, name);
    const before = switchEntry(deployDir, name, entry);
    if (!history.length && before) history.push({ version: null, entry: before, at: new Date().toISOString() });
    history.push({ version, entry, at: new Date().toISOString() });
    writeHistory(deployDir, name, history);
    return { name, version, entry, previous: before, dir: target };
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  try {
    const args = parseArgs(process.argv.slice(2), {
      version: 'value',
      'deploy-dir': 'value',
      prebuilt: 'value',
      source: 'value',
    });
    const [name] = args._;
    if (!name) throw new Error('usage: node scripts/deploy-remote.mjs <name> [--version V] [--deploy-dir D] [--prebuilt DIR] [--source PKG]');
    const r = await deployRemote({
      name,
      version: args.version,
      deployDir: args['deploy-dir'],
      prebuilt: args.prebuilt,
      source: args.source,
    });
    console.log(`[deploy] ${r.name} ${r.version} published to ${path.relative(ROOT, r.dir) || r.dir}`);
    console.log(`[deploy] remotes.json: ${r.name} -> ${r.entry}${r.previous ? ` (was ${r.previous})` : ''}`);
  } catch (e) {
    console.error(`[deploy] ${e.message}`);
    process.exit(1);
  }
}
