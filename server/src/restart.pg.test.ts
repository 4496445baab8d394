/**
 * PostgreSQL restarts (`pg_ctl restart -m fast`) while four writers and a reader keep one server
 * process busy, at a moment when every writer's request holds a connection (they wait on a lock
 * the test takes; the reader may be served from the list cache meanwhile). The requests in flight get 50000 "database unavailable", the process
 * stays up and serves again once the database is back, and every write it acknowledged is there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DB_UNAVAILABLE_MSG } from './db/errors';
import { httpCall, httpLogin, type HttpResult } from './test/http';
import { startPgCluster, type PgCluster } from './test/pg-cluster';
import { startServerProcess, type RunningServer } from './test/process';

let cluster: PgCluster;
let server: RunningServer | undefined;
let dir = '';

beforeAll(async () => {
  cluster = await startPgCluster({ fast: true });
  const c = new pg.Client({ connectionString: cluster.url() });
  await c.connect();
  await c.query('create database admin');
  await c.end();
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-restart-'));
  server = await startServerProcess({ DATA_DIR: dir, DATABASE_URL: cluster.url('admin'), DEMO: '1' });
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await cluster?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const AD = { image: 'https://img.example.com/a.png', platforms: [2], start_at: '2026-12-01T00:00:00+08:00', end_at: '2027-01-01T00:00:00+08:00' };
const UNAVAILABLE = { code: 50000, msg: DB_UNAVAILABLE_MSG, data: { database: 'unavailable' } };
const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));

/** Polls `check` every 50 ms until it is true; fails the test after `ms`. */
async function until(what: string, ms: number, check: () => boolean | Promise<boolean>) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(50);
  }
}

it('keeps serving through a PostgreSQL restart under load, losing no acknowledged write', async () => {
  const s = server!;
  const token = await httpLogin(s.base, 'admin');
  const died = () => s.child.exitCode !== null || s.child.signalCode !== null;

  const acknowledged: number[] = [];
  const oks = [0, 0, 0, 0, 0];
  const unavailable: HttpResult[] = [];
  const unexpected: string[] = [];
  let stop = false;
  let restarted = false;
  const okAfterRestart = [0, 0, 0, 0, 0];

  const record = (who: number, r: HttpResult) => {
    if (r.body?.code === 20000) {
      oks[who] += 1;
      if (restarted) okAfterRestart[who] += 1;
    } else if (r.status === 500 && JSON.stringify(r.body) === JSON.stringify(UNAVAILABLE)) unavailable.push(r);
    else unexpected.push(`${r.status} ${r.bytes.toString('utf8').slice(0, 300)}`);
  };
  // Each loop stops on `stop`, or at the first transport error (the process is gone).
  const writer = async (w: number) => {
    for (let n = 0; !stop; n++) {
      let r: HttpResult;
      try {
        r = await httpCall(s.base, 'POST', '/base/ads/launch', { token, body: { ...AD, title: `重启 ${w}-${n}` } });
      } catch (err) {
        unexpected.push(`writer ${w}: ${(err as Error).message}`);
        return;
      }
      if (r.body?.code === 20000) acknowledged.push(r.body.data.id as number);
      record(w, r);
      if (r.body?.code !== 20000) await sleep(20);
    }
  };
  const reader = async () => {
    while (!stop) {
      try {
        record(4, await httpCall(s.base, 'GET', '/base/ads/launch?page=1&limit=20&title=重启', { token }));
      } catch (err) {
        unexpected.push(`reader: ${(err as Error).message}`);
        return;
      }
    }
  };
  const load = Promise.all([0, 1, 2, 3].map(writer).concat(reader()));

  try {
    await until('every loop answered before the restart', 20_000, () => oks.every((n) => n >= 3) || unexpected.length > 0);
    expect(unexpected).toEqual([]);

    // Every writer's next request waits on this lock, holding its pooled connection, when the
    // database restarts: the moment a checked-out connection ends under the server.
    const locker = new pg.Client({ connectionString: cluster.url('admin') });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table ad in access exclusive mode');
    const waiting = async () => {
      const r = await locker.query(`select count(*)::int as n from pg_stat_activity where application_name = 'admin-server' and wait_event_type = 'Lock'`);
      return (r.rows[0].n as number) >= 4;
    };
    await until('the four writers waiting on the lock', 10_000, waiting);
    await cluster.restart('fast');
    restarted = true;
    await locker.end().catch(() => undefined);

    // The same process answers again once PostgreSQL accepts connections.
    await until('health 20000 after the restart', 30_000, async () => {
      if (died()) return true;
      return (await httpCall(s.base, 'GET', '/admin_api/health')).body?.code === 20000;
    });
    await until('every loop answered after the restart', 20_000, () => died() || unexpected.length > 0 || okAfterRestart.every((n) => n >= 3));
  } finally {
    stop = true;
    await load;
  }

  expect({ died: died(), unexpected, output: died() ? s.output() : '' }).toEqual({ died: false, unexpected: [], output: '' });
  // The requests that held a connection when it ended were answered, in words.
  expect(unavailable.length).toBeGreaterThanOrEqual(4);

  // Every acknowledged write is there, through the API and in the database.
  const c = new pg.Client({ connectionString: cluster.url('admin') });
  await c.connect();
  try {
    const r = await c.query('select id from ad where id = any($1::int[])', [acknowledged]);
    expect(r.rows.map((x) => Number(x.id)).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
  } finally {
    await c.end();
  }
  const list = await httpCall(s.base, 'GET', '/base/ads/launch?page=1&limit=1&title=重启', { token });
  expect(list.body.code).toBe(20000);
  expect(list.body.data.total).toBeGreaterThanOrEqual(acknowledged.length);
}, 120_000);
