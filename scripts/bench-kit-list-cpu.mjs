#!/usr/bin/env node
// Companion of bench-kit-list.mjs for a busy machine: the same three changes of a list (open, next
// page, search), measured as the renderer main thread's CPU time (Chromium trace, `tdur` of its
// tasks) from the list's answer reaching the page's code to the end of the first frame painted
// after the rows' commit. Wall time on a 2-core machine shared with other jobs swings by 5–10×;
// thread CPU time hardly moves with other processes, so two builds compare fairly. Not the budget
// itself (that is wall time, bench-kit-list.mjs), a way to see whether a change helps while the
// machine is loaded.
//
//   node scripts/bench-kit-list-cpu.mjs --url http://127.0.0.1:8080 [--url http://127.0.0.1:8081] [--path /ad/index] [--runs 3]
//        [--fill 45 --fill-api base/ads/launch]   (first copies records until the list has 45: a full next page)
//
// Two --url are run interleaved (an A/B of two builds served by two servers).
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chineseFontLine } from './lib/fonts.mjs';
import {
  ACTIONS,
  CHROMIUM_ARGS,
  ROWS_COMMITTED,
  TRACE_CATEGORIES,
  chromiumPath,
  fillList,
  firstRowKey,
  median,
  options,
  option,
  paintedFrame,
  signedInPage,
  who,
} from './lib/bench-list.mjs';

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * CPU ms of the main thread's tasks from the list's answer reaching the page's code to the end of
 * the frame that painted the rows' commit (the page marks it: lib paintedFrame), and that end's wall ms.
 */
function analyse(buf) {
  const ev = JSON.parse(buf).traceEvents;
  const frame = paintedFrame(ev);
  if (!frame) return { cpu: NaN, wall: NaN };
  const { mark, onMain, endUs } = frame;
  // When the page's code was handed the list's answer (the XHR's last state change). Not the
  // trace's ResourceFinish: Chromium logs that after the XHR's handlers have run, here after the
  // rows' render and commit, so a window starting there left the render out.
  const t0 = Math.max(
    ...ev
      .filter(
        (e) =>
          e.name === 'XHRReadyStateChange' && e.args?.data?.readyState === 4 && e.ts <= mark.ts && /admin_api.*[?&](page|limit)=/.test(e.args.data.url ?? ''),
      )
      .map((e) => e.ts),
  );
  if (!Number.isFinite(t0)) return { cpu: NaN, wall: NaN };
  const tasks = onMain.filter((e) => TASKS.has(e.name) && e.ts + e.dur >= t0).sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  for (const t of tasks) {
    cpu += (t.tdur ?? t.dur) / 1000;
    if (t.ts + t.dur >= endUs) return { cpu, wall: (t.ts + t.dur - t0) / 1000 };
  }
  return { cpu: NaN, wall: NaN };
}

/** Runs in the page: sets `mark` in the task that commits rows other than `before`. */
function markRowsCommitted([before, mark]) {
  return new Promise((resolve) => {
    const ready = () => {
      const k = document.querySelector('main .ant-table-tbody tr.ant-table-row')?.getAttribute('data-row-key');
      return k && k !== before && !document.querySelector('main .ant-spin-spinning');
    };
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      performance.mark(mark);
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-row-key', 'class'] });
  });
}

async function oneRun(browser, base, path) {
  const { context, page } = await signedInPage(browser, base, who());
  try {
    const out = {};
    const measure = async (name, act) => {
      const before = await firstRowKey(page);
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      const committed = page.evaluate(([src, b]) => (0, eval)(`(${src})`)(b), [markRowsCommitted.toString(), [before, ROWS_COMMITTED]]);
      await act();
      await committed;
      await page.waitForTimeout(300); // the frame after the rows
      out[name] = analyse(await browser.stopTracing());
      await page.waitForTimeout(900); // the pager's scroll to the top ends
    };
    await measure('open', () => ACTIONS.open(page, path));
    await measure('page', () => ACTIONS.page(page));
    await measure('filter', () => ACTIONS.filter(page));
    return out;
  } finally {
    await context.close();
  }
}

async function main() {
  const executablePath = chromiumPath();
  const bases = options('url');
  if (!bases.length) throw new Error('give the console with --url (twice for an A/B)');
  const runs = Number(option('runs', '3'));
  const path = option('path', '/ad/index');
  const load = [os.loadavg()[0]];
  for (const base of bases) await fillList(base, who());
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const results = bases.map(() => []);
  try {
    for (let i = 0; i < runs; i++) {
      const order = bases.map((_b, j) => j);
      if (i % 2) order.reverse();
      for (const j of order) results[j].push(await oneRun(browser, bases[j], path));
    }
  } finally {
    await browser.close();
  }
  load.push(os.loadavg()[0]);
  console.log(
    `main-thread CPU from the list's data to the rows' paint, ${path}, median of ${runs} (load average ${load.map((l) => l.toFixed(2)).join(' → ')}; ${chineseFontLine()})`,
  );
  bases.forEach((url, j) => {
    console.log(` ${url}`);
    for (const k of ['open', 'page', 'filter']) {
      const cpu = results[j].map((r) => r[k].cpu);
      console.log(
        `  ${k.padEnd(7)} cpu ${median(cpu).toFixed(1).padStart(6)} ms  wall ${median(results[j].map((r) => r[k].wall))
          .toFixed(1)
          .padStart(7)} ms  [${cpu.map((c) => c.toFixed(0)).join(' ')}]`,
      );
    }
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
