// Every repository file a README or decision record names exists: a renamed or deleted file makes
// its description false, and this is where that shows. A path may be written from the repository
// root, from the document's folder (or its src/), or as the tail of a longer path the context
// gives (`list/kit-body.tsx` in shared/README.md); it must match a file git tracks, or be an
// output the build or a run writes (ignored by git).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const known = new Set(tracked);
const docs = tracked.filter((f) => f.endsWith('.md'));

/** Files a recipe tells the reader to create (server/README.md's "Adding a resource" example). */
const TO_BE_WRITTEN = /(^|\/)(NNN-)?course-note(\.test|\.seed)?\.ts$/;

/** Paths in backticks that name a file of this repository (a folder/file.ext, no URL, no pattern). */
function namedFiles(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1].replace(/[),.;:]+$/, ''))
    .filter((p) => /^[\w.-]+(\/[\w.-]+)+$/.test(p) && /\.[a-z]{1,5}$/.test(p) && !p.startsWith('node_modules/') && !TO_BE_WRITTEN.test(p));
}

/** What the build or a run writes (host/dist/…, e2e/artifacts/…): named, never tracked. */
const generated = (p: string) => spawnSync('git', ['check-ignore', '-q', '--no-index', p], { cwd: ROOT }).status === 0;

const exists = (doc: string, p: string) => {
  const dir = path.posix.dirname(doc);
  return [path.posix.join(dir, p), path.posix.join(dir, 'src', p), p].some((c) => known.has(c)) || tracked.some((f) => f.endsWith(`/${p}`));
};

it('names only files that exist', () => {
  expect(docs.length).toBeGreaterThan(5);
  const missing = docs.flatMap((doc) =>
    namedFiles(readFileSync(path.join(ROOT, doc), 'utf8'))
      .filter((p) => !exists(doc, p) && !generated(p))
      .map((p) => `${doc}: ${p}`),
  );
  expect(missing).toEqual([]);
});

it('would notice a file that is gone', () => {
  expect(namedFiles('see `host/src/no-such-file.ts` and `https://x.example/a.ts`')).toEqual(['host/src/no-such-file.ts']);
  expect(exists('host/README.md', 'no/such-file.ts')).toBe(false);
  expect(generated('host/dist/remotes.json')).toBe(true);
  expect(generated('host/src/index.ts')).toBe(false);
  expect(exists('shared/README.md', 'list/kit-body.tsx')).toBe(true);
});
