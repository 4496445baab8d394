// Browser suite entry (`node e2e/run.mjs [file-filter...]`), called by `npm test` after the
// production build. Runs every e2e/tests/*.test.ts with Node's test runner against the built
// host/dist and remotes/*/dist, writes e2e/artifacts/results.json ({ passed, failed, skipped }),
// and stops every server and browser it started, even when a test file crashes or hangs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
// Scratch space outside the repository (lint and jest must never see extra builds or copies).
const RUN_DIR = path.join(os.tmpdir(), `admin-e2e-run-${process.pid}`);
const RESULTS = path.join(ARTIFACTS, 'results.json');
const RAW = path.join(RUN_DIR, 'counts.json');
const REMOTES = ['ads', 'exercise', 'course', 'home-manage', 'system'];
/**
 * Whole-suite bound against a hang (one test file has its own bounds inside: hooks and tests time
 * out), not a speed check. The suite took 430-460 s on these machines in November, 645-786 s on
 * 2026-11-28 (88 tests, CPU-bound: 0 % idle on 2 cores), and machines of the same kind run up to
 * 1.35x slower on some days, so 16 min would stop a healthy run; 30 min still ends a hang well
 * inside CI's 90.
 */
const SUITE_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 30 * 60_000);

const t0 = Date.now();
const writeResults = (r) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(r, null, 2)}\n`);
};
const fail = (msg) => {
  console.error(`[e2e] ${msg}`);
  writeResults({ passed: 0, failed: 1, skipped: 0, error: msg });
  process.exit(1);
};

// (a) Chromium
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  fail(
    `Chromium not found at ${chromium}. Install Debian's package (apt-get install -y chromium) ` +
      'or point CHROMIUM_PATH at a Chromium binary. The browser suite never downloads one.',
  );
}
// (b) the production build it tests
const missing = ['host', ...REMOTES.map((r) => `remotes/${r}`)].filter((p) => !existsSync(path.join(ROOT, p, 'dist')));
if (missing.length) fail(`no production build in ${missing.map((m) => `${m}/dist`).join(', ')}: run \`npm run build\` first`);

// `node e2e/run.mjs auth faults --test-name-pattern=Retry`: file filters, node:test options.
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const testOptions = process.argv.slice(2).filter((a) => a.startsWith('--'));
const testDir = path.join(ROOT, 'e2e/tests');
const files = readdirSync(testDir)
  .filter((f) => /\.test\.(ts|mjs)$/.test(f))
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort()
  .map((f) => path.join('e2e/tests', f));
if (!files.length) fail(`no test files match ${filters.join(' ')}`);

rmSync(RUN_DIR, { recursive: true, force: true });
mkdirSync(path.join(RUN_DIR, 'tmp'), { recursive: true });
mkdirSync(ARTIFACTS, { recursive: true });
for (const f of readdirSync(ARTIFACTS)) if (f.endsWith('.png')) rmSync(path.join(ARTIFACTS, f));

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${path.join(ROOT, 'e2e/lib/count-reporter.mjs')}`,
    `--test-reporter-destination=${RAW}`,
    ...testOptions,
    ...files,
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_ARTIFACTS: ARTIFACTS,
      E2E_RUN_DIR: RUN_DIR,
      // Browser profiles and other temp files of this run land here, so cleanup can find them.
      TMPDIR: path.join(RUN_DIR, 'tmp'),
    },
  },
);

let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  console.error(`[e2e] suite exceeded ${SUITE_TIMEOUT_MS / 1000} s, stopping it`);
  killGroup(child.pid, 'SIGTERM');
  setTimeout(() => killGroup(child.pid, 'SIGKILL'), 5000).unref();
}, SUITE_TIMEOUT_MS);
const stopOnSignal = (sig) => {
  killGroup(child.pid, sig);
};
process.on('SIGINT', stopOnSignal);
process.on('SIGTERM', stopOnSignal);

const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
clearTimeout(timer);

let counts = { passed: 0, failed: 0, skipped: 0 };
try {
  counts = JSON.parse(readFileSync(RAW, 'utf8').trim().split('\n').pop());
} catch {
  counts.failed = 1;
}
await cleanup();
if ((code !== 0 || timedOut) && counts.failed === 0) counts.failed = 1;
const result = { passed: counts.passed, failed: counts.failed, skipped: counts.skipped };
writeResults({ ...result, failedTests: counts.failedTests ?? [], seconds: Math.round((Date.now() - t0) / 1000) });
console.log(`\n[e2e] ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
if (counts.failedTests?.length) console.log(`[e2e] failed:\n  ${counts.failedTests.join('\n  ')}`);
process.exit(result.failed > 0 || code !== 0 ? 1 : 0);

function killGroup(pid, sig) {
  if (!pid) return;
  try {
    process.kill(-pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
      /* gone */
    }
  }
}

/** Servers register their pid under RUN_DIR/pids; browsers keep their profile under RUN_DIR/tmp.
 *  Anything of ours still alive is asked to stop (SIGTERM), then killed, by its pid. */
async function cleanup() {
  const pids = leftovers();
  if (pids.size) {
    for (const pid of pids) {
      console.error(`[e2e] stopping leftover process ${pid}`);
      killGroup(pid, 'SIGTERM');
    }
    const until = Date.now() + 3000;
    while (Date.now() < until && [...pids].some(alive)) await new Promise((r) => setTimeout(r, 100));
    for (const pid of pids) if (alive(pid)) killGroup(pid, 'SIGKILL');
  }
  if (!process.env.E2E_KEEP) rmSync(RUN_DIR, { recursive: true, force: true });
}

function leftovers() {
  const pidDir = path.join(RUN_DIR, 'pids');
  const pids = new Set();
  if (existsSync(pidDir)) for (const p of readdirSync(pidDir)) pids.add(Number(p));
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (cmd.includes(RUN_DIR)) pids.add(Number(p));
    } catch {
      /* exited meanwhile */
    }
  }
  pids.delete(process.pid);
  return pids;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}
