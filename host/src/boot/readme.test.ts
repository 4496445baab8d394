import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PREFETCH } from './prefetch';

/* host/README.md tells how the host starts; these keep it true to the code. */

const HOST = path.resolve(__dirname, '../..');
const README = readFileSync(path.join(HOST, 'README.md'), 'utf8');

it('names every trigger and every step of the prefetch table', () => {
  for (const [trigger, row] of Object.entries(PREFETCH)) {
    expect(README).toContain(`| ${trigger} |`);
    for (const { step } of row) expect(README).toContain(`| ${step} |`);
  }
});

it('names only files that exist', () => {
  const named = [...README.matchAll(/`((?:src\/|scripts\/|[a-z-]+\/)[\w./-]+\.(?:tsx?|cjs|mjs))`/g)].map((m) => m[1]);
  expect(named.length).toBeGreaterThan(20);
  const where = (file: string) => [path.join(HOST, file), path.join(HOST, 'src', file), path.join(HOST, '..', file)];
  expect(named.filter((file) => !where(file).some((f) => existsSync(f)))).toEqual([]);
});
