#!/usr/bin/env node
// API list benchmark (DESIGN 9: list endpoints with 100 000 rows, p99 under 20 ms on loopback
// with 50 concurrent clients). Not a test: it measures and prints a table.
//
//   node scripts/bench-api.mjs [--database sqlite|postgres] [--instances 1|2|1,2] [--rows 100000]
//                              [--concurrency 50] [--duration 10] [--kind launch]
//                              [--rate 1000] [--open-duration 10] [--only deep] [--keep]
//                              [--cpu-prof DIR]
//
// It seeds a fresh database (a SQLite file in a temporary DATA_DIR, or with --database postgres a
// throwaway PostgreSQL cluster on a free loopback port) through the server's CLI (seed-bench),
// creates an account, starts the real server (server/src/main.ts) on free loopback ports — one
// process per instance, all on the same database — and runs each scenario, spread round-robin over
// the instances (as a load balancer would), twice:
// - closed loop: N keep-alive clients, each sending its next request as soon as the last answer
//   arrived (throughput, and the server CPU per request: the Node processes' CPU, and on
//   PostgreSQL also the database server's, divided by the requests answered);
// - open loop: requests sent at a fixed arrival rate (--rate per second, 0 = skip)
//   whatever the answers do, each latency counted from the moment the request was due, so a
//   stall shows in the percentiles instead of slowing the senders down (no coordinated omission).
// Two groups of scenarios, each on freshly started servers: pages "kept" (the default server: a
// repeated page comes from the process's page cache) and pages "not kept" (LIST_PAGE_CACHE_ROWS=0:
// every page is read from the database, as the first time or after a write), the latter for the
// first page and deep pages of each ordering and filter the ads list offers; the deep/first CPU
// ratios are printed per group, so like is compared with like. A third group, "after a write",
// sends each request (one at a time) right after a write to the ads table from outside the
// servers, so totals and positions are read afresh as well.
// --only <text> runs the scenarios whose "name (group)" contains it, e.g. --only "(not kept)". --cpu-prof DIR writes a V8 CPU profile
// of each server process into DIR when it stops (open it in Chrome's DevTools, Performance tab).
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterWrites, touchAds } from './lib/bench-after-write.mjs';
import { benchData, cpuSeconds, postgresProcesses } from './lib/bench-data.mjs';
import { send as sendRequest } from './lib/bench-http.mjs';
import { freePort } from './lib/local-server.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const ROWS = Number(opt('rows', 100_000));
const CONCURRENCY = Number(opt('concurrency', 50));
const DURATION_S = Number(opt('duration', 10));
const KIND = opt('kind', 'launch');
const KEEP = args.includes('--keep');
const DATABASE = opt('database', 'sqlite');
const INSTANCES = String(opt('instances', '1')).split(',').map(Number);
if (!['sqlite', 'postgres'].includes(DATABASE)) throw new Error('--database is sqlite or postgres');
if (INSTANCES.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) throw new Error('--instances: 1–8, or a list such as 1,2');
if (DATABASE === 'sqlite' && INSTANCES.some((n) => n > 1)) throw new Error('several instances need --database postgres (SQLite is one file on one machine)');
const RATE = Number(opt('rate', 1000));
const OPEN_S = Number(opt('open-duration', DURATION_S));
const ONLY = opt('only', '');
const PASSWORD = 'bench-password-1';

const CPU_PROF = opt('cpu-prof', '');
const bench = await benchData(DATABASE, {
  maxConnections: 100,
  serverNodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [],
});
const { dataDir, cluster, cli } = bench;

const startServer = bench.startServer;
const stopServers = bench.stopServers;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
// Open loop: enough sockets that the client never queues a due request behind a busy one.
const openAgent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

const request = (port, method, url, headers, body, via = agent) => sendRequest(port, method, url, headers, body, via);

const postgresPids = () => postgresProcesses(cluster);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function scenario(ports, headers, name, makeUrl, pids) {
  let next = 0;
  const port = () => ports[next++ % ports.length];
  // Warm-up: JIT, statement caches, count cache, on every instance.
  for (let i = 0; i < 200; i++) await request(port(), 'GET', makeUrl(), headers);
  const latencies = [];
  let errors = 0;
  const end = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  // Backends come and go with the pools: read the list again at the end.
  const pg0 = postgresPids();
  const cpu0 = cpuSeconds(pids);
  const pgCpu0 = cpuSeconds(pg0);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const r = await request(port(), 'GET', makeUrl(), headers);
        latencies.push(performance.now() - t0);
        if (r.status !== 200 || !r.body.startsWith('{"code":20000')) errors++;
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  const cpu1 = cpuSeconds(pids);
  const pgCpu1 = cpuSeconds(pg0);
  latencies.sort((a, b) => a - b);
  const perReq = (a, b) => (a === null || b === null ? null : ((b - a) * 1000) / latencies.length);
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / secs,
    p50: pct(latencies, 50),
    p90: pct(latencies, 90),
    p99: pct(latencies, 99),
    max: latencies.at(-1),
    cpuMs: perReq(cpu0, cpu1),
    pgCpuMs: cluster ? perReq(pgCpu0, pgCpu1) : null,
    errors,
  };
}

/** Requests due at RATE per second for OPEN_S seconds; latency from the due time to the last byte. */
async function openLoop(ports, headers, makeUrl, pids) {
  let next = 0;
  const latencies = [];
  let errors = 0;
  let late = 0;
  const total = Math.round(RATE * OPEN_S);
  const cpu0 = cpuSeconds(pids);
  const start = performance.now();
  const inflight = [];
  for (let i = 0; i < total;) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) / 1000) * RATE) + 1);
    // Sent more than 5 ms after it was due: the client itself could not keep up (reported).
    if (due - i > RATE / 200) late += due - i - 1;
    for (; i < due; i++) {
      const dueAt = start + (i * 1000) / RATE;
      inflight.push(
        request(ports[next++ % ports.length], 'GET', makeUrl(), headers, undefined, openAgent).then(
          (r) => {
            latencies.push(performance.now() - dueAt);
            if (r.status !== 200 || !r.body.startsWith('{"code":20000')) errors++;
          },
          () => errors++,
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inflight);
  const secs = (performance.now() - start) / 1000;
  const cpu1 = cpuSeconds(pids);
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    rate: total / OPEN_S,
    achieved: latencies.length / secs,
    p50: pct(latencies, 50),
    p90: pct(latencies, 90),
    p99: pct(latencies, 99),
    max: latencies.at(-1),
    cpuMs: cpu0 === null || cpu1 === null ? null : ((cpu1 - cpu0) * 1000) / latencies.length,
    errors,
    late,
  };
}

/** One request at a time, each right after a write from outside the servers (lib/bench-after-write.mjs). */
async function afterWriteScenario(ports, headers, name, makeUrl, pids, write) {
  let next = 0;
  const send = (url) => request(ports[next++ % ports.length], 'GET', url, headers);
  // Backends come and go with the pools: the list is read at each request.
  const cpu = () => ({ server: cpuSeconds(pids), database: cluster ? cpuSeconds(postgresPids()) : null });
  const r = await afterWrites({ send, write, makeUrl, cpu, durationS: DURATION_S });
  const l = r.latencies;
  return {
    name,
    requests: l.length,
    rps: l.length / r.wallS,
    p50: pct(l, 50),
    p90: pct(l, 90),
    p99: pct(l, 99),
    max: l.at(-1),
    cpuMs: r.cpuMs.server,
    pgCpuMs: r.cpuMs.database,
    errors: r.errors,
  };
}

try {
  console.log(`[bench] seeding ${ROWS} ${KIND} ads into ${DATABASE === 'postgres' ? `PostgreSQL at 127.0.0.1:${cluster.port}` : dataDir} …`);
  let t = performance.now();
  cli(['seed-bench', '--rows', String(ROWS), '--kind', KIND]);
  cli(['create-user', '--username', 'bench', '--permissions', 'all'], { ADMIN_PASSWORD: PASSWORD });
  console.log(`[bench] seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const base = { 'AUTH-SYS': 'admin' };
  const list = `/admin_api/v1/base/ads/${KIND}`;
  const rnd = (n) => 1 + Math.floor(Math.random() * n);
  const LIMIT = 20;
  // Pages whose first row is past 50 000 ("deep" pages), or the second half of a smaller list.
  const deepRange = (total) => {
    const last = Math.max(1, Math.ceil(total / LIMIT));
    const from = total > 50_000 + LIMIT ? Math.floor(50_000 / LIMIT) + 1 : Math.ceil(last / 2);
    return [from, last];
  };
  const at = (query, page) => `${list}?${query}${query ? '&' : ''}page=${page}`;
  // With pages kept (the default server): what repeated requests cost.
  const keptScenarios = [
    ['first page (default order)', () => () => list],
    ['random page 1–50', () => () => `${list}?page=${rnd(50)}`],
    [
      'deep page, 50 of them (rows 50 000+)',
      (total) => {
        const [from, last] = deepRange(total);
        const step = Math.max(1, Math.floor((last - from) / 50));
        return () => at('', Math.min(last, from + step * (rnd(50) - 1)));
      },
    ],
    ['filter is_enable=1, page 1–10', () => () => `${list}?is_enable=1&page=${rnd(10)}`],
    ['order -created_at, page 1–10', () => () => `${list}?ordering=-created_at&page=${rnd(10)}`],
    ['title search "压测广告 9"', () => () => `${list}?title=${encodeURIComponent('压测广告 9')}`],
    // The dashboard counts every ad kind, push channel and feedback in one request.
    ['dashboard (every section)', () => () => '/admin_api/v1/dashboard/'],
    ['dashboard link: ended but enabled', () => () => `${list}?status=ended&is_enable=1`],
  ].map(([name, make]) => ({ name, make, group: 'kept', query: '' }));
  // With no page kept (servers with LIST_PAGE_CACHE_ROWS=0; totals and positions still are): what
  // a page costs the first time, after a write, or when nobody asked for it yet. The first page
  // and deep pages of each ordering and filter the ads list offers, to compare like with like.
  const listVariants = [
    ['default order', ''],
    ['-created_at', 'ordering=-created_at'],
    ['start_at', 'ordering=start_at'],
    ['-end_at', 'ordering=-end_at'],
    ['updated_at', 'ordering=updated_at'],
    ['is_enable=1', 'is_enable=1'],
    ['platform=2', 'platform=2'],
    ['business_line=2', 'business_line=2'],
    ['status=active (clock)', 'status=active'],
  ];
  const notKeptScenarios = listVariants.flatMap(([label, query]) => [
    { name: `${label}: first page`, make: () => () => at(query, 1), group: 'not kept', query, depth: 'first' },
    {
      name: `${label}: deep page`,
      make: (total) => {
        const [from, last] = deepRange(total);
        return () => at(query, from + rnd(last - from + 1) - 1);
      },
      group: 'not kept',
      query,
      depth: 'deep',
    },
  ]);
  // After a write (from outside the servers): totals and positions are read afresh too.
  const afterWriteScenarios = listVariants
    .filter(([label]) => ['default order', '-end_at', 'is_enable=1'].includes(label))
    .flatMap(([, query]) => notKeptScenarios.filter((x) => x.query === query).map((x) => ({ ...x, group: 'after a write' })));
  const groups = [
    ['kept', {}, keptScenarios],
    ['not kept', { LIST_PAGE_CACHE_ROWS: '0' }, notKeptScenarios],
    ['after a write', {}, afterWriteScenarios],
  ];
  let writes = 0;
  const write = () => bench.execOutside(touchAds(++writes));
  const summary = [];
  for (const n of INSTANCES) {
    const results = [];
    let rows = 0;
    for (const [group, env, scenarios] of groups) {
      const chosen = scenarios.filter((x) => `${x.name} (${group})`.includes(ONLY));
      if (!chosen.length) continue;
      const ports = [];
      for (let i = 0; i < n; i++) {
        const port = await freePort();
        await startServer(port, env);
        ports.push(port);
      }
      const login = await request(
        ports[0],
        'POST',
        '/admin_api/v1/account/auth/token/create',
        { ...base, 'content-type': 'application/json' },
        JSON.stringify({ username: 'bench', password: PASSWORD }),
      );
      const token = JSON.parse(login.body).data.token;
      const headers = { ...base, token };
      const totalOf = async (query) => JSON.parse((await request(ports[0], 'GET', `${list}?${query}${query ? '&' : ''}limit=1`, headers)).body).data.total;
      rows = await totalOf('');
      if (rows < ROWS) throw new Error(`expected at least ${ROWS} rows, list says ${rows}`);
      const pids = bench.pids();
      for (const sc of chosen) {
        process.stdout.write(`[bench] ${DATABASE}, ${n} instance(s), pages ${group}: ${sc.name} …\n`);
        const make = sc.make(await totalOf(sc.query));
        if (group === 'after a write') {
          results.push({ ...(await afterWriteScenario(ports, headers, sc.name, make, pids, write)), group, sc });
          continue;
        }
        const r = { ...(await scenario(ports, headers, sc.name, make, pids)), group, sc };
        if (RATE > 0) r.open = await openLoop(ports, headers, make, pids);
        results.push(r);
      }
      await stopServers();
    }
    console.log(
      `\nList GET ${list} on ${DATABASE}, ${n} server instance(s): ${rows} rows, ${CONCURRENCY} concurrent clients, ${DURATION_S} s per scenario, loopback, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`,
    );
    console.log(
      'Pages "kept": the default server, a repeated page is read from the per-process page cache; "not kept": LIST_PAGE_CACHE_ROWS=0, every page is read from the database (totals and positions are still kept); "after a write": one request at a time, each right after a write from outside the servers (totals, positions and pages all read afresh)\n',
    );
    const header = [
      'scenario',
      'pages',
      'requests',
      'req/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'server CPU ms/req',
      ...(cluster ? ['PostgreSQL CPU ms/req'] : []),
      'errors',
    ];
    const fmt = (v) => (v === null ? 'n/a' : v.toFixed(3));
    const printTable = (table) => {
      const widths = table[0].map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
      for (const [i, r] of table.entries()) {
        console.log(r.map((c, j) => (j === 0 ? String(c).padEnd(widths[j]) : String(c).padStart(widths[j]))).join('  '));
        if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
      }
    };
    printTable([
      header,
      ...results.map((r) => [
        r.name,
        r.group,
        r.requests,
        r.rps.toFixed(0),
        r.p50.toFixed(2),
        r.p90.toFixed(2),
        r.p99.toFixed(2),
        r.max.toFixed(2),
        fmt(r.cpuMs),
        ...(cluster ? [fmt(r.pgCpuMs)] : []),
        r.errors,
      ]),
    ]);
    if (RATE > 0) {
      console.log(`\nOpen loop: ${RATE} requests/s for ${OPEN_S} s per scenario, latency from the moment each request was due\n`);
      printTable([
        ['scenario', 'pages', 'sent', 'req/s done', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'server CPU ms/req', 'errors', 'sent late'],
        ...results
          .filter((r) => r.open)
          .map((r) => [
            r.name,
            r.group,
            r.open.sent,
            r.open.achieved.toFixed(0),
            r.open.p50.toFixed(2),
            r.open.p90.toFixed(2),
            r.open.p99.toFixed(2),
            r.open.max.toFixed(2),
            fmt(r.open.cpuMs),
            r.open.errors,
            r.open.late,
          ]),
      ]);
    }
    const target = results.filter((r) => r.group === 'kept' && !r.name.startsWith('deep') && !r.name.startsWith('title'));
    if (target.length) {
      const worst = Math.max(...target.map((r) => r.p99));
      console.log(`\nDESIGN 9 target p99 < 20 ms (paged lists): worst p99 ${worst.toFixed(2)} ms → ${worst < 20 ? 'met' : 'NOT met'}`);
    }
    if (RATE > 0) {
      const worstOpen = Math.max(...results.filter((r) => r.open).map((r) => r.open.p99));
      console.log(
        `Goal p99 ≤ 20 ms at ${RATE} req/s (open loop, every scenario): worst p99 ${worstOpen.toFixed(2)} ms → ${worstOpen <= 20 ? 'met' : 'NOT met'}`,
      );
    }
    // Goal: deep pages within 2× of the first page, like with like (both kept, both not kept).
    // On PostgreSQL the database's CPU is part of a request's cost (most of it for a deep page).
    const cpuOf = (pred) => {
      const r = results.find(pred);
      return r && r.cpuMs !== null ? r.cpuMs + (r.pgCpuMs ?? 0) : null;
    };
    const ratios = [];
    const keptFirst = cpuOf((r) => r.group === 'kept' && r.name.startsWith('first'));
    const keptDeep = cpuOf((r) => r.group === 'kept' && r.name.startsWith('deep'));
    if (keptFirst && keptDeep) ratios.push(['default order', 'kept', keptFirst, keptDeep]);
    for (const group of ['not kept', 'after a write']) {
      for (const [label, query] of listVariants) {
        const first = cpuOf((r) => r.group === group && r.sc.query === query && r.sc.depth === 'first');
        const deep = cpuOf((r) => r.group === group && r.sc.query === query && r.sc.depth === 'deep');
        if (first && deep) ratios.push([label, group, first, deep]);
      }
    }
    if (ratios.length) {
      console.log(`\nDeep page vs first page, server${cluster ? ' + PostgreSQL' : ''} CPU per request (goal ≤ 2×)\n`);
      printTable([
        ['list', 'pages', 'first ms', 'deep ms', 'deep/first', 'goal'],
        ...ratios.map(([label, group, first, deep]) => [
          label,
          group,
          first.toFixed(3),
          deep.toFixed(3),
          `${(deep / first).toFixed(2)}×`,
          deep / first <= 2 ? 'met' : 'NOT met',
        ]),
      ]);
    }
    const load = os.loadavg()[0];
    console.log(
      `Load average during the run: ${load.toFixed(2)} on ${os.cpus().length} CPUs${load > os.cpus().length ? ' (the machine was busy with other work: latencies are inflated; server CPU per request is the load-independent figure)' : ''}`,
    );
    summary.push({ n, rps: results.reduce((a, r) => a + r.rps, 0) / results.length });
  }
  if (summary.length > 1) {
    const one = summary.find((x) => x.n === 1);
    for (const x of summary.filter((y) => y.n > 1 && one)) {
      console.log(
        `\nThroughput, mean over scenarios: ${x.n} instances ${x.rps.toFixed(0)} req/s vs 1 instance ${one.rps.toFixed(0)} req/s = ${(x.rps / one.rps).toFixed(2)}×`,
      );
    }
    if (os.cpus().length < 2 * Math.max(...INSTANCES) + 2) {
      console.log(
        `Note: ${os.cpus().length} CPUs run the load generator, PostgreSQL and every instance here: the machine, not the server, bounds the scaling.`,
      );
    }
  }
} catch (e) {
  console.error(`[bench] ${e.message}`);
  process.exitCode = 1;
} finally {
  agent.destroy();
  openAgent.destroy();
  await bench.close(KEEP);
  if (KEEP) console.log(`[bench] data kept in ${dataDir}`);
}
