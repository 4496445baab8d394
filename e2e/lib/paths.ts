// Where things are, for every test file. run.mjs passes the run-specific values in the environment.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(ROOT, 'e2e/artifacts');
/** Scratch folder of this run (outside the repository, so lint and jest never see it): temp data
 *  dirs, pid files of servers, browser profiles, extra builds. */
export const RUN_DIR = process.env.E2E_RUN_DIR ?? path.join(os.tmpdir(), `admin-e2e-${process.pid}`);
export const REMOTE_NAMES = ['ads', 'exercise', 'course', 'home-manage', 'system'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const remoteDist = (name: string) => path.join(ROOT, 'remotes', name, 'dist');
export const hostDist = path.join(ROOT, 'host/dist');

export function chromiumPath(): string {
  const p = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(p)) {
    throw new Error(`Chromium not found at ${p}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return p;
}
