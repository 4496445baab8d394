#!/usr/bin/env node
// Kit v2 server budgets: a bulk change of 1 000 rows in one request within 1 s; export
// of 100 000 rows within 5 s with the server's memory under 150 MB above idle. Not a test: it
// measures and prints a table.
//
//   node scripts/bench-kit-server.mjs [--database sqlite|postgres] [--rows 100000] [--bulk 1000]
//                                     [--runs 3] [--kind launch] [--keep]
//
// It seeds a fresh database with `rows` ads of one kind through the server's CLI (seed-bench),
// starts the real server (server/src/main.ts) on a free loopback port and measures, `runs` times
// each, the median of:
// - bulk change: PATCH …/bulk/ of `bulk` rows (is_enable flipped), request to last byte;
// - export: POST …/export/ of every row as CSV and as XLSX, request to last byte, while the
//   server process's resident memory (/proc/<pid>/status VmRSS) is sampled every 20 ms; the
//   figure is the peak minus the idle RSS measured just before.
import os from 'node:os';
import { flag, median, option } from './lib/bench-args.mjs';
import { benchData } from './lib/bench-data.mjs';
import { apiHeaders, request, rssMb, sampledRss, signIn } from './lib/bench-http.mjs';
import { freePort } from './lib/local-server.mjs';

const DATABASE = option('database', 'sqlite');
const ROWS = Number(option('rows', 100_000));
const BULK = Number(option('bulk', 1000));
const RUNS = Number(option('runs', 3));
const KIND = option('kind', 'launch');
const KEEP = flag('keep');
const PASSWORD = 'bench-password-1';
const BASE = `/admin_api/v1/base/ads/${KIND}`;
/** An export's body is counted, not kept. */
const notAnExport = (res) => !String(res.headers['content-type']).startsWith('text/csv') && !String(res.headers['content-type']).includes('spreadsheet');

const EXPORT_COLUMNS = [
  { field: 'id', label: 'ID' },
  { field: 'title', label: '标题' },
  {
    field: 'platforms',
    label: '平台',
    options: [0, 1, 2, 3, 6, 7].map((v) => ({ value: v, label: ['PC', 'H5', 'Android', 'iOS', '', '', 'pad', 'iPad'][v] })),
  },
  {
    field: 'business_line',
    label: '业务线',
    options: [
      { value: 1, label: '考研' },
      { value: 2, label: '留学' },
    ],
  },
  { field: 'user_group_id', label: '用户分组' },
  { field: 'start_at', label: '开始时间' },
  { field: 'end_at', label: '结束时间' },
  { field: 'sort', label: '排序' },
  { field: 'is_enable', label: '启用' },
  { field: 'updated_at', label: '更新时间' },
];

const bench = await benchData(DATABASE, { prefix: 'admin-bench-kit-' });
try {
  console.log(`[bench-kit] seeding ${ROWS} ${KIND} ads (${DATABASE}) …`);
  bench.cli(['seed-bench', '--rows', String(ROWS), '--kind', KIND]);
  bench.cli(['create-user', '--username', 'bench', '--permissions', 'all'], { ADMIN_PASSWORD: PASSWORD });
  const port = await freePort();
  const server = await bench.startServer(port);
  const headers = apiHeaders(await signIn(port, 'bench', PASSWORD));

  // The first BULK rows of the list, with their versions (read in pages of 100).
  const items = [];
  for (let page = 1; items.length < BULK; page++) {
    const r = JSON.parse((await request(port, 'GET', `${BASE}?page=${page}&limit=100`, headers)).text).data;
    items.push(...r.items.slice(0, BULK - items.length).map((x) => ({ id: x.id, version: x.version })));
    if (!r.items.length) throw new Error(`only ${items.length} rows to change`);
  }
  const bulkMs = [];
  for (let run = 0; run < RUNS; run++) {
    const r = await request(port, 'PATCH', `${BASE}/bulk/`, headers, { items, changes: { is_enable: run % 2 === 1 } });
    const env = JSON.parse(r.text);
    if (env.code !== 20000) throw new Error(`bulk change: ${env.code} ${env.msg}`);
    env.data.items.forEach((x, i) => (items[i].version = x.version));
    bulkMs.push(r.ms);
  }

  const exports = [];
  for (const format of ['csv', 'xlsx']) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Idle: after the previous run's garbage had a moment to go.
      await new Promise((r) => setTimeout(r, 1000));
      const idle = rssMb(server.pid);
      const { result, peak } = await sampledRss(server.pid, () =>
        request(port, 'POST', `${BASE}/export/`, headers, { format, columns: EXPORT_COLUMNS }, { keepText: notAnExport }),
      );
      if (result.status !== 200) throw new Error(`export ${format}: ${result.status} ${result.text}`);
      runs.push({ ms: result.ms, bytes: result.bytes, rows: Number(result.headers['x-total-count']), idle, above: peak - idle });
    }
    exports.push({ format, runs });
  }

  console.log(
    `\nKit v2 server budgets on ${DATABASE}: ${ROWS} ${KIND} ads, ${RUNS} runs each (median; memory: worst run), loopback, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})\n`,
  );
  const rows = [
    ['measure', 'result', 'budget', 'met'],
    [`bulk change of ${BULK} rows, one request`, `${median(bulkMs).toFixed(0)} ms`, '≤ 1000 ms', median(bulkMs) <= 1000 ? 'yes' : 'NO'],
  ];
  for (const e of exports) {
    const ms = median(e.runs.map((r) => r.ms));
    const above = Math.max(...e.runs.map((r) => r.above));
    const mb = (e.runs[0].bytes / 1024 / 1024).toFixed(1);
    rows.push([`export ${e.runs[0].rows} rows ${e.format.toUpperCase()} (${mb} MB)`, `${ms.toFixed(0)} ms`, '≤ 5000 ms', ms <= 5000 ? 'yes' : 'NO']);
    rows.push([`  server RSS above idle (idle ${e.runs[0].idle.toFixed(0)} MB)`, `${above.toFixed(0)} MB`, '< 150 MB', above < 150 ? 'yes' : 'NO']);
  }
  const w = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => (j === 0 ? String(c).padEnd(w[j]) : String(c).padStart(w[j]))).join('  '));
    if (i === 0) console.log(w.map((x) => '-'.repeat(x)).join('  '));
  }
  const load = os.loadavg()[0];
  console.log(
    `\nLoad average during the run: ${load.toFixed(2)} on ${os.cpus().length} CPUs${load > os.cpus().length ? ' (the machine was busy with other work: times are inflated)' : ''}`,
  );
} catch (e) {
  console.error(`[bench-kit] ${e.message}`);
  process.exitCode = 1;
} finally {
  await bench.close(KEEP);
  if (KEEP) console.log(`[bench-kit] data kept in ${bench.dataDir}`);
}
