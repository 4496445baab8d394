#!/usr/bin/env node
// Rolls one remote back: points remotes.json at the version that was live before the current one
// (or at --to <version>, any version still published). Nothing is rebuilt; published folders are
// never deleted, so a rollback is a single atomic rewrite of remotes.json.
//
//   node scripts/rollback-remote.mjs <name> [--to VERSION] [--deploy-dir D]
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_DEPLOY_DIR,
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

export function rollbackRemote({ name, to, deployDir = DEFAULT_DEPLOY_DIR }) {
  checkName(name);
  deployDir = path.resolve(deployDir);
  return withLock(deployDir, () => {
    const history = readHistory(deployDir, name);
    const current = history.at(-1);
    let target;
    if (to) {
      checkVersion(to);
      if (!existsSync(versionDir(deployDir, name, to))) throw new Error(`${name} ${to} is not published`);
      target = { version: to, entry: versionEntry(name, to), at: new Date().toISOString() };
      history.push(target);
    } else {
      if (history.length < 2) throw new Error(`${name} has no earlier deployment to roll back to`);
      history.pop();
      target = history.at(-1);
    }
    const before = switchEntry(deployDir, name, target.entry);
    writeHistory(deployDir, name, history);
    return { name, from: current ? (current.version ?? 'the original build') : before, to: target.version, entry: target.entry };
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  try {
    const args = parseArgs(process.argv.slice(2), { to: 'value', 'deploy-dir': 'value' });
    const [name] = args._;
    if (!name) throw new Error('usage: node scripts/rollback-remote.mjs <name> [--to VERSION] [--deploy-dir D]');
    const r = rollbackRemote({ name, to: args.to, deployDir: args['deploy-dir'] });
    console.log(`[rollback] ${r.name}: ${r.from ?? '?'} -> ${r.to ?? 'the original build'} (${r.entry})`);
  } catch (e) {
    console.error(`[rollback] ${e.message}`);
    process.exit(1);
  }
}
