#!/usr/bin/env node
// A/B of the API server's cost per list request: two (or more) checkouts of the repository run
// in turn on the same seeded database, interleaved round by round, so the machine's load (shared
// by other work) weighs on every variant alike. Not a test: it measures and prints a table.
//
//   node scripts/bench-api-ab.mjs NAME=CHECKOUT NAME=CHECKOUT … [--rows 100000] [--rounds 3]
//        [--duration 5] [--concurrency 50] [--rate 1000] [--only deep] [--data DIR]
//        [--database sqlite|postgres]
//
// CHECKOUT is a folder holding `server/` and `shared/` with their node_modules (a clone, or an
// exported commit whose node_modules link to this one's). Without --data a fresh SQLite database
// of --rows launch ads is seeded with this checkout's CLI (and removed at the end); with
// --database postgres, a throwaway PostgreSQL cluster instead, whose processes' CPU is counted
// in each request's. Per round and
// variant: start that checkout's server (server/src/main.ts), sign in, warm up, then per scenario
// a closed loop (--concurrency clients for --duration s: server CPU per request from /proc, p50,
// p99) and an open loop (--rate requests per second for --duration s, latency from the moment
// each was due: p99). Scenarios come in three groups of pages: "kept" (as above), "not kept" (on
// a second server started with LIST_PAGE_CACHE_ROWS=0) and "after a write" (one request at a time,
// each right after a write from outside the server; no open loop). The table gives each variant's
// median over the rounds. --only matches "name (group)".
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterWrites, touchAds } from './lib/bench-after-write.mjs';
import { benchData, cpuSeconds as cpuOf, outsideConnection, postgresProcesses } from './lib/bench-data.mjs';
import { send as sendRequest } from './lib/bench-http.mjs';
import { freePort } from './lib/local-server.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const variants = args
  .filter((a, i) => /^[\w.-]+=/.test(a) && !args[i - 1]?.startsWith('--'))
  .map((a) => {
    const [name, dir] = a.split(/=(.*)/s);
    return { name, dir: path.resolve(dir) };
  });
if (variants.length < 1) throw new Error('name at least one checkout: NAME=DIR');
const ROWS = Number(opt('rows', 100_000));
const ROUNDS = Number(opt('rounds', 3));
const DURATION_S = Number(opt('duration', 5));
const CONCURRENCY = Number(opt('concurrency', 50));
const RATE = Number(opt('rate', 1000));
const ONLY = opt('only', '');
const DATA = opt('data', '');
const DATABASE = opt('database', 'sqlite');
if (!['sqlite', 'postgres'].includes(DATABASE)) throw new Error('--database is sqlite or postgres');
if (DATABASE === 'postgres' && DATA) throw new Error('--data is a SQLite folder: not with --database postgres');
const PASSWORD = 'bench-password-1';
const LIST = '/admin_api/v1/base/ads/launch';

const rnd = (n) => 1 + Math.floor(Math.random() * n);
const deep = () => `${LIST}?page=${2500 + rnd(2400)}`;
// pages: "kept" (the default server), "not kept" (a server with LIST_PAGE_CACHE_ROWS=0: every page
// read from the database), "after a write" (one request at a time, each after a write to the ads
// table from outside the server: totals and positions read afresh too). A checkout that does not
// know LIST_PAGE_CACHE_ROWS keeps its pages there, so compare "not kept" only between checkouts
// that do.
const SCENARIOS = [
  ['first page', 'kept', () => LIST],
  ['random page 1–50', 'kept', () => `${LIST}?page=${rnd(50)}`],
  ['deep page (rows 50 000+)', 'kept', deep],
  ['filter is_enable=1, page 1–10', 'kept', () => `${LIST}?is_enable=1&page=${rnd(10)}`],
  ['status=active (clock filter), page 1–10', 'kept', () => `${LIST}?status=active&page=${rnd(10)}`],
  ['first page', 'not kept', () => LIST],
  ['deep page (rows 50 000+)', 'not kept', deep],
  ['first page', 'after a write', () => LIST],
  ['deep page (rows 50 000+)', 'after a write', deep],
].filter(([n, pages]) => `${n} (${pages})`.includes(ONLY));

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const openAgent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
const request = (port, method, url, headers, body, via = agent) => sendRequest(port, method, url, headers, body, via);
// A request's CPU: the server process's, and on PostgreSQL the database server's processes' too
// (backends come and go: read their list each time).
let cluster = null;
const cpuSeconds = (pid) => cpuOf([pid, ...postgresProcesses(cluster)]);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function closedLoop(port, headers, makeUrl, pid) {
  for (let i = 0; i < 300; i++) await request(port, 'GET', makeUrl(), headers);
  const lat = [];
  let errors = 0;
  const cpu0 = cpuSeconds(pid);
  const end = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const r = await request(port, 'GET', makeUrl(), headers);
        lat.push(performance.now() - t0);
        if (r.status !== 200 || !r.body.startsWith('{"code":20000')) errors++;
      }
    }),
  );
  const cpuMs = ((cpuSeconds(pid) - cpu0) * 1000) / lat.length;
  lat.sort((a, b) => a - b);
  return { cpuMs, p50: pct(lat, 50), p99: pct(lat, 99), errors };
}

async function openLoop(port, headers, makeUrl) {
  const lat = [];
  let errors = 0;
  const total = Math.round(RATE * DURATION_S);
  const start = performance.now();
  const inflight = [];
  for (let i = 0; i < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE) + 1);
    for (; i < due; i++) {
      const dueAt = start + (i * 1000) / RATE;
      inflight.push(
        request(port, 'GET', makeUrl(), headers, undefined, openAgent).then(
          (r) => {
            lat.push(performance.now() - dueAt);
            if (r.status !== 200) errors++;
          },
          () => errors++,
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inflight);
  lat.sort((a, b) => a - b);
  return { p99: pct(lat, 99), errors };
}

/** One server of checkout `v` on `dataDir` with `extra` settings, running `fn(port, headers, pid)`. */
async function withServer(v, dataDir, env, extra, fn) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(v.dir, 'server'),
    env: { ...env, ...extra, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG: '0', DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await new Promise((resolve, reject) => {
      let out = '';
      const on = (b) => {
        out += b;
        if (out.includes('Admin console:')) resolve();
      };
      child.stdout.on('data', on);
      child.stderr.on('data', on);
      child.on('exit', (code) => reject(new Error(`${v.name}: server exited ${code}:\n${out}`)));
    });
    const base = { 'AUTH-SYS': 'admin' };
    const login = await request(
      port,
      'POST',
      '/admin_api/v1/account/auth/token/create',
      { ...base, 'content-type': 'application/json' },
      JSON.stringify({ username: 'bench', password: PASSWORD }),
    );
    return await fn(port, { ...base, token: JSON.parse(login.body).data.token }, child.pid);
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }
}

let writes = 0;
async function runVariant(v, dataDir, env, outside) {
  const out = {};
  const run = (pages) => async (port, headers, pid) => {
    for (const [name, group, make] of SCENARIOS.filter(([, g]) => g === pages)) {
      const key = `${name} (${group})`;
      if (group === 'after a write') {
        const send = (url) => request(port, 'GET', url, headers);
        const r = await afterWrites({
          send,
          write: () => outside.run(touchAds(++writes)),
          makeUrl: make,
          cpu: () => ({ server: cpuSeconds(pid) }),
          durationS: DURATION_S,
        });
        out[key] = { cpuMs: r.cpuMs.server, p50: pct(r.latencies, 50), p99: pct(r.latencies, 99), errors: r.errors, openP99: NaN };
        continue;
      }
      out[key] = await closedLoop(port, headers, make, pid);
      if (RATE > 0) out[key].openP99 = (await openLoop(port, headers, make)).p99;
    }
  };
  if (SCENARIOS.some(([, g]) => g !== 'not kept')) {
    await withServer(v, dataDir, env, {}, async (port, headers, pid) => {
      await run('kept')(port, headers, pid);
      await run('after a write')(port, headers, pid);
    });
  }
  if (SCENARIOS.some(([, g]) => g === 'not kept')) await withServer(v, dataDir, env, { LIST_PAGE_CACHE_ROWS: '0' }, run('not kept'));
  return out;
}

const bench = DATA ? null : await benchData(DATABASE, { prefix: 'admin-bench-ab-' });
try {
  const dataDir = DATA ? path.resolve(DATA) : bench.dataDir;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  cluster = bench?.cluster ?? null;
  if (cluster) env.DATABASE_URL = cluster.url();
  if (bench) {
    console.log(`[ab] seeding ${ROWS} launch ads into ${cluster ? `PostgreSQL at 127.0.0.1:${cluster.port}` : dataDir} …`);
    bench.cli(['seed-bench', '--rows', String(ROWS), '--kind', 'launch']);
    bench.cli(['create-user', '--username', 'bench', '--permissions', 'all'], { ADMIN_PASSWORD: PASSWORD });
  }
  const outside = await outsideConnection(DATABASE, { dataDir, url: cluster?.url() });
  const results = new Map(variants.map((v) => [v.name, []]));
  const loads = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternate the order, so neither variant always runs first in a round.
    const order = round % 2 ? variants : [...variants].reverse();
    for (const v of order) {
      process.stdout.write(`[ab] round ${round}/${ROUNDS}: ${v.name} …\n`);
      results.get(v.name).push(await runVariant(v, dataDir, env, outside));
      loads.push(os.loadavg()[0]);
    }
  }
  console.log(
    `\nList GET ${LIST}: ${ROUNDS} interleaved rounds, ${CONCURRENCY} clients × ${DURATION_S} s closed loop${RATE ? `, ${RATE} req/s × ${DURATION_S} s open loop` : ''}; median over rounds (per round in brackets)\n`,
  );
  const fmt = (xs, d) => (xs.every(Number.isNaN) ? '–' : `${median(xs).toFixed(d)} [${xs.map((x) => x.toFixed(d)).join(' ')}]`);
  const rows = [
    ['scenario', 'variant', `server${cluster ? ' + PostgreSQL' : ''} CPU ms/req`, 'p50 ms', 'p99 ms', ...(RATE ? ['open-loop p99 ms'] : []), 'errors'],
  ];
  for (const [name, group] of SCENARIOS) {
    for (const v of variants) {
      const rs = results.get(v.name).map((r) => r[`${name} (${group})`]);
      rows.push([
        `${name} (${group})`,
        v.name,
        fmt(
          rs.map((r) => r.cpuMs),
          3,
        ),
        fmt(
          rs.map((r) => r.p50),
          1,
        ),
        fmt(
          rs.map((r) => r.p99),
          1,
        ),
        ...(RATE
          ? [
              fmt(
                rs.map((r) => r.openP99),
                1,
              ),
            ]
          : []),
        String(rs.reduce((a, r) => a + r.errors, 0)),
      ]);
    }
  }
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => (j < 2 ? String(c).padEnd(w[j]) : String(c).padStart(w[j]))).join('  '));
    if (i === 0) console.log(w.map((x) => '-'.repeat(x)).join('  '));
  }
  console.log(`\nLoad average (1 min) after each variant's run: ${loads.map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs`);
  await outside.close();
} finally {
  agent.destroy();
  openAgent.destroy();
  await bench?.close();
}
