#!/usr/bin/env node
// The staged-import budget of /pick-school/index: a 10 000-row programme XLSX staged within 10 s
// (upload to answer: read, every row checked as its create would be, rows stored). Not a test: it
// measures and prints a table.
//
//   node scripts/bench-programme-import.mjs [--database sqlite|postgres] [--rows 10000] [--runs 3] [--keep]
//
// It starts the real server (server/src/main.ts) on a fresh database (reference data only), builds
// an XLSX of `rows` distinct programmes with the template's headers (one row in fifty with a bad
// school code, as real sheets have), uploads it `runs` times (each a new batch) and prints the
// median time to the answer, then confirms the last batch's valid rows and prints that time too.
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { flag, median, option } from './lib/bench-args.mjs';
import { benchData } from './lib/bench-data.mjs';
import { apiHeaders, request, signIn } from './lib/bench-http.mjs';
import { freePort } from './lib/local-server.mjs';

const DATABASE = option('database', 'sqlite');
const ROWS = Number(option('rows', 10_000));
const RUNS = Number(option('runs', 3));
const KEEP = flag('keep');
const PASSWORD = 'bench-password-1';
const BASE = '/admin_api/v1/school/programme';
const BOUNDARY = '----bench-programme-import';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ExcelJS = createRequire(path.join(ROOT, 'server', 'package.json'))('exceljs');

const HEADERS = [
  '年份',
  '院校代码',
  '院校名称',
  '省份',
  '分区',
  '院校标签',
  '院系代码',
  '院系名称',
  '专业代码',
  '专业名称',
  '学位类型',
  '学习方式',
  '研究方向',
  '科目一',
  '科目二',
  '科目三',
  '科目四',
  '招生人数',
  '招生人数原文',
  '推免人数',
  '复试科目',
  '来源链接',
  '核实日期',
];
const KINDS = [
  ['081200', '计算机科学与技术', '学硕', ['101 思想政治理论', '201 英语一', '301 数学一', '408 计算机学科专业基础']],
  ['085404', '计算机技术', '专硕', ['101 思想政治理论', '204 英语二', '302 数学二', '408 计算机学科专业基础']],
  ['125300', '会计', '专硕', ['199 管理类综合能力', '204 英语二', '', '']],
  ['025100', '金融', '专硕', ['101 思想政治理论', '204 英语二', '303 数学三', '431 金融学综合']],
];

/** `rows` distinct programmes: 2 500 schools × 4 majors for 10 000, one in fifty with a bad school code. */
async function workbook(rows) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('招生专业');
  ws.addRow(HEADERS);
  for (let i = 0; i < rows; i++) {
    const [code, name, mold, subjects] = KINDS[i % KINDS.length];
    const school = String(10001 + Math.floor(i / KINDS.length)).padStart(5, '0');
    const quota = 5 + (i % 40);
    ws.addRow([
      2028,
      i % 50 === 49 ? `${school}9` : school,
      `院校${school}`,
      '北京',
      i % 3 ? 'A' : 'B',
      '211,双一流',
      '003',
      '计算机学院',
      code,
      name,
      mold,
      '全日制',
      `0${1 + (i % 5)} 方向`,
      ...subjects,
      quota,
      `专业：${quota}(不含推免)`,
      Math.floor(quota / 2),
      '面试',
      'https://yz.chsi.com.cn/',
      '2027-09-20',
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const bench = await benchData(DATABASE, { prefix: 'admin-bench-import-' });
try {
  bench.cli(['create-user', '--username', 'bench', '--permissions', 'all'], { ADMIN_PASSWORD: PASSWORD });
  const port = await freePort();
  await bench.startServer(port);
  const token = await signIn(port, 'bench', PASSWORD);
  const file = await workbook(ROWS);
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="programmes.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const headers = { 'AUTH-SYS': 'admin', token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length) };
  const staged = [];
  let last = null;
  for (let run = 0; run < RUNS; run++) {
    const r = await request(port, 'POST', `${BASE}/import/`, headers, body);
    const env = JSON.parse(r.text);
    if (env.code !== 20000) throw new Error(`staging: ${env.code} ${env.msg}`);
    staged.push(r.ms);
    last = env.data;
  }
  const confirm = await request(port, 'POST', `${BASE}/import/${last.id}/confirm/`, apiHeaders(token), { only_valid: true });
  const result = JSON.parse(confirm.text);
  if (result.code !== 20000) throw new Error(`confirm: ${result.code} ${result.msg}`);

  const ms = median(staged);
  console.log(
    `\nProgramme import on ${DATABASE}: ${ROWS} rows (${(file.length / 1024).toFixed(0)} KB XLSX), ${RUNS} runs, loopback, ${os.cpus().length} CPUs\n`,
  );
  console.log(`staging (upload → batch checked and stored), median  ${ms.toFixed(0)} ms   budget ≤ 10000 ms   ${ms <= 10_000 ? 'met' : 'NOT MET'}`);
  console.log(`  counts: ${JSON.stringify(last.counts)}`);
  console.log(`confirm of the valid rows (one transaction, audited)   ${confirm.ms.toFixed(0)} ms   ${JSON.stringify(result.data)}`);
  const load = os.loadavg()[0];
  console.log(
    `\nLoad average during the run: ${load.toFixed(2)} on ${os.cpus().length} CPUs${load > os.cpus().length ? ' (the machine was busy with other work: times are inflated)' : ''}`,
  );
} catch (e) {
  console.error(`[bench-programme-import] ${e.message}`);
  process.exitCode = 1;
} finally {
  await bench.close(KEEP);
}
