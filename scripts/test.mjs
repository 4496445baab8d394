// `npm test`: everything a change must pass, in the order that fails fastest.
// Prints one closing line "tests: N passed, N failed" summing the unit/API and browser suites.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, run, ROOT } from './lib/bootstrap.mjs';
import { FORMATTED } from './lib/format.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const t0 = Date.now();
const step = (name, fn) => {
  const s = Date.now();
  console.log(`\n=== ${name}`);
  try {
    fn();
  } finally {
    console.log(`=== ${name}: ${((Date.now() - s) / 1000).toFixed(1)} s`);
  }
};
const add = (file) => {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += r.numPassedTests ?? r.passed ?? 0;
  results.failed += r.numFailedTests ?? r.failed ?? 0;
  results.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) + (r.skipped ?? 0);
  return true;
};

let code = 0;
try {
  const pnpm = bootstrap();
  step('lint', () => {
    run(pnpm, ['exec', 'eslint', '--max-warnings=0', '.']);
    // Formatted as Prettier writes it (`npm run format` fixes what this finds).
    run(pnpm, ['exec', 'prettier', '--check', '--log-level=warn', FORMATTED]);
  });
  // One program over the workspace (tsconfig.json) checks each file once; e2e has its own.
  step('typecheck', () => {
    run(pnpm, ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json']);
    run(pnpm, ['exec', 'tsc', '--noEmit', '-p', 'e2e']);
  });

  const jestOut = path.join(ROOT, '.jest-results.json');
  rmSync(jestOut, { force: true });
  try {
    step('unit, component and API tests (jest)', () => run(pnpm, ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestOut}`]));
  } finally {
    if (!add(jestOut)) results.failed += 1;
  }

  step('production build', () => run(pnpm, ['--filter', '@admin/host', '--filter', './remotes/*', '--workspace-concurrency=2', 'run', 'build']));

  if (existsSync(path.join(ROOT, 'e2e/run.mjs'))) {
    const e2eOut = path.join(ROOT, 'e2e/artifacts/results.json');
    rmSync(e2eOut, { force: true });
    try {
      step('browser tests (Chromium)', () => run('node', ['e2e/run.mjs']));
    } finally {
      if (!add(e2eOut)) results.failed += 1;
    }
  }
} catch (e) {
  console.error(`\n[test] ${e.message}`);
  code = e.exitCode ?? 1;
}
console.log(`\nnpm test took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(`tests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(code || (results.failed > 0 ? 1 : 0));
