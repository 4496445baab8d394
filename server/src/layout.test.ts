/**
 * The server's import direction, on its sources (type imports included): no import cycle; the
 * transport (http/) and the generic machinery (kit/) import no resource and nothing of the audit;
 * resources are reached only through resources/ (app.ts registers them, the demo seed fills them).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

/** The server files a file imports (relative specifiers resolved to `x.ts` or `x/index.ts`). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((f) => f.fileName)
    .filter((s) => s.startsWith('.'))
    .map((s) => path.resolve(path.dirname(file), s))
    .map((p) => [`${p}.ts`, path.join(p, 'index.ts'), p].find((c) => GRAPH.has(c)))
    .filter((p): p is string => p !== undefined);
}

const FILES = sources(SRC);
const GRAPH = new Map<string, string[]>(FILES.map((f) => [f, []]));
for (const f of FILES) GRAPH.set(f, importsOf(f));
const rel = (f: string) => path.relative(SRC, f);

it('has no import cycle', () => {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const g of GRAPH.get(f) ?? []) {
      if (state.get(g) === 'open') cycles.push([...stack.slice(stack.indexOf(g)), g].map(rel).join(' > '));
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of FILES) if (!state.has(f)) visit(f);
  expect(cycles).toEqual([]);
});

it.each(['http', 'kit'])('%s/ imports no resource and nothing of the audit', (folder) => {
  const wrong = FILES.filter((f) => rel(f).startsWith(`${folder}/`)).flatMap((f) =>
    GRAPH.get(f)!
      .filter((g) => /^(resources|audit)\//.test(rel(g)))
      .map((g) => `${rel(f)} > ${rel(g)}`),
  );
  expect(wrong).toEqual([]);
});

it('finds the imports it checks', () => {
  // A parser that saw nothing would pass the checks above.
  expect(FILES.length).toBeGreaterThan(100);
  expect(GRAPH.get(path.join(SRC, 'app.ts'))).toContain(path.join(SRC, 'resources/index.ts'));
  expect(GRAPH.get(path.join(SRC, 'kit/collection.ts'))).toContain(path.join(SRC, 'kit/batch.ts'));
});
