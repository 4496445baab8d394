// What the API benchmarks share for pages "after a write": one request at a time, each right after
// a write to the list's table from outside the servers (another instance's, as far as they can
// tell), so every total, position and page of the table is read afresh.

/** Bumps the ads table's generation without changing any list's rows or order. */
export const touchAds = (n) => `update ad set remark = 'bench write ${n}' where id = (select min(id) from ad)`;

/**
 * Runs `write()` then one `send(makeUrl())` for `durationS` seconds (after `warmup` rounds).
 * `cpu()` gives the CPU seconds used so far by the processes whose cost per request is wanted
 * (e.g. `{ server, database }`, any of them null when unknown): read around each request only,
 * so the write's commit is not counted as the request's cost.
 * Returns the sorted latencies (ms), CPU ms per request of each `cpu()` key, errors and wall seconds.
 */
export async function afterWrites({ send, write, makeUrl, cpu, durationS, warmup = 20 }) {
  for (let i = 0; i < warmup; i++) {
    await write();
    await send(makeUrl());
  }
  const latencies = [];
  const used = {};
  let errors = 0;
  let wall = 0;
  const end = performance.now() + durationS * 1000;
  while (performance.now() < end) {
    await write();
    const c0 = cpu();
    const t0 = performance.now();
    const r = await send(makeUrl());
    const t = performance.now() - t0;
    const c1 = cpu();
    latencies.push(t);
    wall += t;
    for (const k of Object.keys(c0)) {
      if (c0[k] === null || c1[k] === null) used[k] = null;
      else if (used[k] !== null) used[k] = (used[k] ?? 0) + c1[k] - c0[k];
    }
    if (r.status !== 200 || !r.body.startsWith('{"code":20000')) errors++;
  }
  latencies.sort((a, b) => a - b);
  const cpuMs = Object.fromEntries(Object.entries(used).map(([k, v]) => [k, v === null ? null : (v * 1000) / latencies.length]));
  return { latencies, cpuMs, errors, wallS: wall / 1000 };
}
