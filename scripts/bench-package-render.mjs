#!/usr/bin/env node
// A 200-question package's page (budget: drawn within 300 ms of its data, formulas included). Not
// a test: it measures and prints a table.
//
//   node scripts/bench-package-render.mjs [--url http://127.0.0.1:8080] [--questions 200] [--runs 5]
//
// It adds `questions` questions with formulas to the bank and puts them in a new package through
// the API, then opens the package's page (/exercise/quiz/{id}) of the production build `runs`
// times, its items list showing 100 rows a page (the most a page holds), and its preview as
// students see it. Each time is from the arrival of the last answer of the items list (the end
// of its request, in the page) to the first frame after the last change of the page's content
// (a MutationObserver on the document, then requestAnimationFrame): every row and every formula
// drawn by KaTeX, which runs as the rows render.
// Without --url it starts the server itself (fresh demo database, free port, 127.0.0.1) and stops it.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, median, option, quantile, signedInPage, who } from './lib/bench-list.mjs';
import { startServer } from './lib/local-server.mjs';

const QUESTIONS = Number(option('questions', 200));
const RUNS = Number(option('runs', 5));
const API = '/admin_api/v1';

/** Runs in the page before any script: when the items list's answers arrive, and when the page last changed and was next drawn. */
function marks() {
  window.__bench = { data: 0, frame: 0, changed: 0 };
  const isItems = (url) => /\/practice\/quiz-package\/\d+\/item\/\?/.test(String(url));
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    if (isItems(url)) this.addEventListener('loadend', () => (window.__bench.data = performance.now()), { once: true });
    return open.apply(this, arguments);
  };
  const fetch0 = window.fetch;
  window.fetch = function (input) {
    const p = fetch0.apply(this, arguments);
    const url = typeof input === 'string' ? input : input && input.url;
    if (isItems(url)) p.then((r) => r.clone().text()).then(() => (window.__bench.data = performance.now()));
    return p;
  };
  new MutationObserver(() => {
    const at = performance.now();
    window.__bench.changed = at;
    requestAnimationFrame(() => {
      if (window.__bench.changed === at) window.__bench.frame = performance.now();
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function api(base, token, method, path, body) {
  const r = await fetch(`${base}${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'AUTH-SYS': 'admin', token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = await r.json();
  if (j.code !== 20000) throw new Error(`${method} ${path}: ${j.code} ${j.msg}`);
  return j.data;
}

/** A package of `n` new questions, each with three formulas (stem, options, analysis). */
async function makePackage(base, token) {
  const subject = (await api(base, token, 'GET', '/practice/question/?limit=1')).items[0].subject_id;
  const ids = [];
  for (let i = 1; i <= QUESTIONS; i++) {
    const q = await api(base, token, 'POST', '/practice/question/', {
      type: 'single',
      subject_id: subject,
      stem: `<p>第 ${i} 题：设 $f(x)=\\int_0^{x} e^{t^2}\\,dt + \\frac{x^{${i}}}{${i}!}$，则 $\\lim_{x \\to 0} \\frac{f(x)}{x}$ 等于（　）</p>`,
      options: ['$0$', '$1$', `$\\sqrt{${i}}$`, '$\\infty$'].map((text, j) => ({ label: 'ABCD'[j], text })),
      answer: ['B'],
      analysis: `<p>由洛必达法则，$\\lim_{x\\to 0}\\frac{f(x)}{x} = f'(0) = 1$（第 ${i} 题）。</p>`,
      score: 2,
    });
    ids.push(q.id);
  }
  const pkg = await api(base, token, 'POST', '/practice/quiz-package/', {
    name: `渲染基准题包 ${Date.now()}`,
    kind: 'chapter',
    status: 'published',
    is_free: true,
    price: 0,
  });
  for (let i = 0; i < ids.length; i += 200)
    await api(base, token, 'POST', `/practice/quiz-package/${pkg.id}/item/add/`, { question_ids: ids.slice(i, i + 200) });
  return pkg.id;
}

/** Waits until nothing has changed for `quiet` ms, then reads the marks. */
async function settled(page, quiet = 1500) {
  await page.waitForFunction((q) => window.__bench.frame > 0 && performance.now() - window.__bench.changed > q, quiet, { timeout: 60_000, polling: 100 });
  return page.evaluate(() => ({ ...window.__bench }));
}

async function main() {
  const given = option('url', null);
  const server = given ? null : await startServer({ prefix: 'bench-package-render-' });
  const base = given ?? server.url;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const login = await fetch(`${base}${API}/account/auth/token/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'AUTH-SYS': 'admin' },
      body: JSON.stringify({ username: who().user, password: who().password }),
    }).then((r) => r.json());
    const token = login.data.token;
    const t0 = Date.now();
    const id = await makePackage(base, token);
    console.log(`Package ${id}: ${QUESTIONS} questions with formulas, made in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

    const { context, page } = await signedInPage(browser, base, who(), { initScript: `(${marks.toString()})()` });
    const pageTimes = [];
    const previewTimes = [];
    let rows = 0;
    let formulas = 0;
    let shown = 0;
    for (let run = 0; run < RUNS + 1; run++) {
      await page.goto(`${base}/admin/exercise/quiz/${id}?practice.quiz_item.limit=100`);
      const m = await settled(page);
      const counted = await page.evaluate(() => ({
        rows: document.querySelectorAll('main .ant-table-tbody tr.ant-table-row .qv').length,
        formulas: document.querySelectorAll('main .katex').length,
      }));
      // The first run warms the browser's caches (scripts, fonts); it is not counted.
      if (run > 0) pageTimes.push(m.frame - m.data);
      rows = counted.rows;
      formulas = counted.formulas;

      await page.evaluate(() => Object.assign(window.__bench, { data: 0, frame: 0, changed: 0 }));
      await page.getByRole('button', { name: /^预\s*览$/ }).click();
      const p = await settled(page);
      if (run > 0) previewTimes.push(p.frame - p.data);
      shown = await page.evaluate(() => document.querySelectorAll('[data-testid="preview-frame"] .qv').length);
      await page.keyboard.press('Escape');
    }
    await context.close();
    const fmt = (xs) => `median ${median(xs).toFixed(0)} ms, worst ${Math.max(...xs).toFixed(0)} ms, p90 ${quantile(xs, 0.9).toFixed(0)} ms`;
    console.log(`\nFrom the items' data to the page drawn (${RUNS} runs after a warm-up, budget ≤ 300 ms):`);
    console.log(`  package page, items list of 100 rows a page: ${fmt(pageTimes)}  (${rows} questions drawn, ${formulas} formulas)`);
    console.log(`  preview as students see it (phone):        ${fmt(previewTimes)}  (${shown} questions in the preview)`);
    const load = (await import('node:os')).loadavg()[0];
    console.log(
      `\nLoad average: ${load.toFixed(2)} on ${(await import('node:os')).cpus().length} CPUs${load > 2 ? ' (the machine was busy with other work: times are inflated)' : ''}`,
    );
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
