import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Which chunk a module lands in can be told from the code only while the host's imports form no
 * loop: a module that a chunk's loader reaches (boot/loaders/) must not reach that loader back.
 * Static, dynamic (import()) and type-only imports all count.
 */

const HOST_SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => existsSync(f));
  return found ?? null;
}

/** Every host module and the host modules it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(HOST_SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.map((i) => resolve(file, i.fileName)).filter((f): f is string => f !== null),
    );
  }
  return graph;
}

/** The loops of `graph`: its strongly connected components of more than one module (Tarjan). */
function loops(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(path.relative(HOST_SRC, w));
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

it('finds a loop when there is one', () => {
  const graph = new Map([
    ['/a', ['/b']],
    ['/b', ['/c']],
    ['/c', ['/a']],
    ['/d', ['/a']],
  ]);
  expect(loops(graph)).toHaveLength(1);
});

it('the host imports no module that imports it back, import() and type imports included', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(100);
  expect(loops(graph)).toEqual([]);
});

it('a chunk loader imports nothing of the host but the remembered load', () => {
  const graph = importGraph();
  const loaders = [...graph.keys()].filter((f) => f.includes(`${path.sep}boot${path.sep}loaders${path.sep}`));
  expect(loaders.length).toBeGreaterThanOrEqual(5);
  for (const file of loaders) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const staticImports = source.statements
      .flatMap((s) =>
        (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? [s.moduleSpecifier.text] : [],
      )
      .map((spec) => resolve(file, spec))
      .filter((f): f is string => f !== null);
    expect(staticImports.map((f) => path.relative(HOST_SRC, f)).filter((f) => f !== path.join('boot', 'remembered-load.ts'))).toEqual([]);
  }
});
