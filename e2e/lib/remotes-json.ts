import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, hostDist } from './paths';
import type { RemoteEntry } from './server';

/** The remotes.json the host build ships (what production serves without REMOTES_JSON). */
export function shippedRemotes(): RemoteEntry[] {
  const f = path.join(hostDist, 'remotes.json');
  if (existsSync(f)) return JSON.parse(readFileSync(f, 'utf8')) as RemoteEntry[];
  return REMOTE_NAMES.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` }));
}

export function withEntry(list: RemoteEntry[], name: string, entry: string): RemoteEntry[] {
  return list.map((r) => (r.name === name ? { ...r, entry } : r));
}
