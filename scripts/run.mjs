// `npm run <task>` from the root: bootstraps pnpm and dependencies, then runs the task.
import { bootstrap, run } from './lib/bootstrap.mjs';
import { FORMATTED } from './lib/format.mjs';

const tasks = {
  build: (pnpm) => run(pnpm, ['--filter', '@admin/host', '--filter', './remotes/*', '--workspace-concurrency=2', 'run', 'build']),
  typecheck: (pnpm) => {
    run(pnpm, ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json']);
    run(pnpm, ['exec', 'tsc', '--noEmit', '-p', 'e2e']);
  },
  lint: (pnpm) => {
    run(pnpm, ['exec', 'eslint', '--max-warnings=0', '.']);
    run(pnpm, ['exec', 'prettier', '--check', '--log-level=warn', FORMATTED]);
  },
  format: (pnpm) => run(pnpm, ['exec', 'prettier', '--write', '--log-level=warn', FORMATTED]),
  unit: (pnpm, args) => run(pnpm, ['exec', 'jest', ...args]),
  dev: (pnpm, args) => run('node', ['scripts/dev.mjs', ...args]),
  e2e: (pnpm, args) => run('node', ['e2e/run.mjs', ...args]),
};

const [task, ...args] = process.argv.slice(2);
if (!tasks[task]) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}
try {
  tasks[task](bootstrap(), args);
} catch (e) {
  console.error(`[${task}] ${e.message}`);
  process.exit(e.exitCode ?? 1);
}
