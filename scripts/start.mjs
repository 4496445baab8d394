// `npm start`: installs what is missing, builds the host and the five remotes, then serves the
// console, the API and the SSO stub on one port (PORT, default 8080).
// SKIP_BUILD=1 reuses the existing dist folders.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bootstrap, childEnv, run, ROOT } from './lib/bootstrap.mjs';

try {
  const pnpm = bootstrap();
  if (!/^(1|true|yes)$/i.test(process.env.SKIP_BUILD ?? '')) {
    console.log('[start] building the host and the five remotes');
    run(pnpm, ['--filter', '@admin/host', '--filter', './remotes/*', '--workspace-concurrency=2', 'run', 'build']);
  }
} catch (e) {
  console.error(`[start] ${e.message}`);
  process.exit(e.exitCode ?? 1);
}

// `node --import tsx`, not the tsx binary: tsx would run the server in a grandchild that a
// signal to this process's child would not reach.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
  stdio: 'inherit',
  cwd: path.join(ROOT, 'server'),
  env: childEnv(),
});
// Ctrl-C / SIGTERM reach the server, which finishes in-flight requests and closes the database.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
