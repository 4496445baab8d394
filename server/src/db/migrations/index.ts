import type { Migration } from 'kysely';
import { readdirSync } from 'node:fs';

/**
 * Numbered migrations, applied in name order: every `NNN-name.ts` of this folder, found at start so
 * adding one is adding its file. Never edit one that has shipped, add the next.
 */
const FILE = /^(\d{3}-[a-z0-9-]+)\.ts$/;

export const MIGRATIONS: Record<string, Migration> = Object.fromEntries(
  readdirSync(__dirname)
    .map((f) => FILE.exec(f)?.[1])
    .filter((name): name is string => !!name)
    .sort()
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    .map((name) => [name, require(`./${name}`) as Migration]),
);
