import type { Migration } from 'kysely';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Numbered migrations, applied in name order: every `NNN-name.ts` of this folder (tables several
 * resources share: accounts and sessions, write generations, unique names) and of each resource
 * folder (`resources/<domain>/NNN-<resource>.ts`, beside the resource's code), found at start so
 * adding one is adding its file. A migration is known by its file name, which Kysely records in
 * `schema_migration` and checks in order at every start: never rename, move out of the list or
 * edit one that has shipped; add the next. Two files of one name stop the server.
 */
const FILE = /^(\d{3}-[a-z0-9-]+)\.ts$/;
const RESOURCES = path.resolve(__dirname, '../../resources');

const migrationsIn = (dir: string): [string, string][] =>
  readdirSync(dir)
    .map((f) => FILE.exec(f)?.[1])
    .filter((name): name is string => !!name)
    .map((name) => [name, path.join(dir, name)]);

const FILES = [
  ...migrationsIn(__dirname),
  ...readdirSync(RESOURCES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => migrationsIn(path.join(RESOURCES, d.name))),
].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

for (let i = 1; i < FILES.length; i++) {
  if (FILES[i][0] === FILES[i - 1][0]) throw new Error(`two migrations named ${FILES[i][0]}: ${FILES[i - 1][1]}.ts and ${FILES[i][1]}.ts`);
}

export const MIGRATIONS: Record<string, Migration> = Object.fromEntries(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  FILES.map(([name, file]) => [name, require(file) as Migration]),
);
