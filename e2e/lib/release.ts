// A newer release of @admin/shared, the server and one remote, laid out beside the repository as
// a team would have it after a week of work, while the host stays the repository's build: for the
// test that a remote ships a screen on an unchanged, running host (DESIGN 3.3).
//
// <tmp>/release/
//   shared/            a copy of shared/ (its node_modules linked), then changed by the test
//   server/            a copy of server/src, whose node_modules link everything but @admin/shared,
//                      which is the copy above
//   remotes/<name>/    a copy of the remote, likewise linked to the copied @admin/shared
//   remotes/<others>, host, scripts, node_modules, package.json, tsconfig.base.json: links to the
//                      repository's (the host's build is served byte for byte as it is)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, ROOT } from './paths';

export interface Release {
  root: string;
  shared: string;
  server: string;
  remote: string;
  /** Writes `text` to a file of the release (a path relative to its root). */
  write(file: string, text: string): void;
  /** Replaces `from` by `to` in a file of the release; throws when `from` is not there. */
  edit(file: string, from: string | RegExp, to: string): void;
  remove(): void;
}

/** Copies a package folder without its node_modules and build output. */
function copyPackage(src: string, dest: string): void {
  mkdirSync(dest, { recursive: true });
  for (const entry of readdirSync(src)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    cpSync(path.join(src, entry), path.join(dest, entry), { recursive: true });
  }
}

/** node_modules of a copied package: the original's entries, @admin/shared replaced by `shared`. */
function linkModules(original: string, dest: string, shared: string): void {
  const from = path.join(original, 'node_modules');
  const to = path.join(dest, 'node_modules');
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@admin') continue;
    symlinkSync(realpathSync(path.join(from, entry)), path.join(to, entry));
  }
  mkdirSync(path.join(to, '@admin'), { recursive: true });
  symlinkSync(shared, path.join(to, '@admin', 'shared'));
}

export function makeRelease(remote: string): Release {
  const root = mkdtempSync(path.join(os.tmpdir(), 'e2e-release-'));
  for (const link of ['scripts', 'node_modules', 'host', 'package.json', 'tsconfig.base.json']) {
    symlinkSync(path.join(ROOT, link), path.join(root, link));
  }
  const shared = path.join(root, 'shared');
  copyPackage(path.join(ROOT, 'shared'), shared);
  symlinkSync(realpathSync(path.join(ROOT, 'shared/node_modules')), path.join(shared, 'node_modules'));

  const server = path.join(root, 'server');
  copyPackage(path.join(ROOT, 'server'), server);
  linkModules(path.join(ROOT, 'server'), server, shared);

  mkdirSync(path.join(root, 'remotes'));
  for (const name of REMOTE_NAMES) {
    if (name === remote) continue;
    symlinkSync(path.join(ROOT, 'remotes', name), path.join(root, 'remotes', name));
  }
  const remoteDir = path.join(root, 'remotes', remote);
  copyPackage(path.join(ROOT, 'remotes', remote), remoteDir);
  linkModules(path.join(ROOT, 'remotes', remote), remoteDir, shared);

  const abs = (file: string) => path.join(root, file);
  return {
    root,
    shared,
    server,
    remote: remoteDir,
    write: (file, text) => {
      mkdirSync(path.dirname(abs(file)), { recursive: true });
      writeFileSync(abs(file), text);
    },
    edit: (file, from, to) => {
      const before = readFileSync(abs(file), 'utf8');
      const after = before.replace(from, to);
      if (after === before) throw new Error(`${file}: ${String(from)} not found`);
      writeFileSync(abs(file), after);
    },
    remove: () => {
      if (root.startsWith(os.tmpdir()) && existsSync(root)) rmSync(root, { recursive: true, force: true });
    },
  };
}
