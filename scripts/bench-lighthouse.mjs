// Lighthouse accessibility scores (a benchmark, not a test): the sign-in page, the dashboard, a
// list and the business-course editor, signed in as admin, against the production build.
//
//   node scripts/bench-lighthouse.mjs [--url http://127.0.0.1:8080] [--runs 1] [--lighthouse 12.8.2]
//
// Lighthouse is a tool nobody here wrote, so its score checks the console from outside. It is not
// a dependency of the workspace (a benchmark has no place in every install): it is run with
// `pnpm dlx lighthouse@<version>` from the npm registry, 12.x because 13 needs Node 22. It drives
// the machine's Chromium (CHROMIUM_PATH or /usr/bin/chromium), launched here with a debugging port:
// playwright signs in through the API and sets the session cookie in the browser's default
// profile, and Lighthouse attaches to the same browser with its storage kept, so it audits the
// pages as a signed-in operator sees them. Without --url a server with demo data is started on a
// free loopback port and stopped at the end. Prints a score per page (0–100) and every failed
// audit with the elements it names.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensurePnpm } from './lib/bootstrap.mjs';
import { freePort, startServer } from './lib/local-server.mjs';
import { CHROMIUM_ARGS } from './lib/bench-args.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};

const API_HEADERS = { 'AUTH-SYS': 'admin', 'content-type': 'application/json' };

async function api(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}/admin_api/v1${url}`, {
    method,
    headers: { ...API_HEADERS, ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = await res.json();
  if (env.code !== 20000) throw new Error(`${method} ${url}: ${env.code} ${env.msg}`);
  return env.data;
}

/** The pages audited: what an operator sees first, a list, and the largest editor. */
async function pagesOf(base, token) {
  const courses = await api(base, 'GET', '/nav/business_course/?limit=1', { token });
  const uuid = courses.items[0]?.uuid;
  if (!uuid) throw new Error('no business course in the demo data');
  return [
    { name: 'sign-in', path: '/admin/login', signedIn: false },
    { name: 'dashboard', path: '/admin/dashboard', signedIn: true },
    { name: 'list (launch ads)', path: '/admin/ad/index', signedIn: true },
    { name: 'business-course editor', path: `/admin/exercise/bc-content/${uuid}`, signedIn: true },
  ];
}

/** One Lighthouse run of `url` in the browser on `port`; its JSON report. */
function lighthouse(pnpm, version, url, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    const r = spawnSync(
      pnpm,
      [
        'dlx',
        `lighthouse@${version}`,
        url,
        `--port=${port}`,
        '--only-categories=accessibility',
        '--disable-storage-reset',
        '--form-factor=desktop',
        '--screenEmulation.disabled',
        '--throttling-method=provided',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 300_000 },
    );
    if (!existsSync(out)) throw new Error(`lighthouse ${url} exited with ${r.status ?? r.signal}:\n${(r.stderr || r.stdout || '').slice(-2000)}`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The failed audits of a report that count for the score, with the elements they name. */
function failures(report) {
  const refs = report.categories.accessibility.auditRefs.filter((a) => a.weight > 0);
  return refs
    .map((a) => report.audits[a.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      nodes: (a.details?.items ?? [])
        .map((i) => i.node?.snippet ?? i.node?.selector ?? '')
        .filter(Boolean)
        .slice(0, 5),
    }));
}

async function main() {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`);
  const runs = Number(option('runs', '1'));
  const version = option('lighthouse', '12.8.2');
  const pnpm = ensurePnpm();
  let base = option('url');
  let server = null;
  if (!base) {
    server = await startServer({ prefix: 'bench-lighthouse-', env: { LOG: '0' } });
    base = server.url;
  }
  base = base.replace(/\/+$/, '');
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-profile-'));
  const browserProcess = spawn(chromiumPath, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const rows = [];
  // Playwright holds new targets paused for itself while it is attached: it sets the cookies and
  // lets go before Lighthouse opens its tab.
  const withBrowser = async (fn) => {
    let cdp;
    for (const until = Date.now() + 30_000; !cdp;) {
      try {
        cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      } catch (e) {
        if (Date.now() > until) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    try {
      return await fn(cdp.contexts()[0]);
    } finally {
      await cdp.close();
    }
  };
  try {
    const token = (
      await api(base, 'POST', '/account/auth/token/create', { body: { username: option('user', 'admin'), password: option('password', 'demo123456') } })
    ).token;
    const pages = await pagesOf(base, token);
    for (const p of pages) {
      // The session cookie only where the page is a signed-in one (the sign-in page sends a
      // signed-in visitor home).
      await withBrowser(async (context) => {
        await context.clearCookies();
        if (p.signedIn) await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
      });
      const scores = [];
      let last;
      for (let i = 0; i < runs; i++) {
        last = lighthouse(pnpm, version, base + p.path, port);
        scores.push(Math.round(last.categories.accessibility.score * 100));
      }
      rows.push({ ...p, scores, failed: failures(last), finalUrl: last.finalDisplayedUrl ?? last.finalUrl });
    }
  } finally {
    const exited = new Promise((r) => (browserProcess.exitCode !== null ? r() : browserProcess.once('exit', r)));
    // The whole process group: Chromium's helper processes outlive its main one otherwise.
    try {
      process.kill(-browserProcess.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    await server?.stop();
  }

  console.log(`\nLighthouse ${version} accessibility, ${runs} run${runs > 1 ? 's' : ''} a page (${base})\n`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(26)} ${r.scores.join(' / ').padStart(9)}   ${r.finalUrl.replace(base, '')}`);
    for (const f of r.failed) {
      console.log(`    ✗ ${f.id}: ${f.title}`);
      for (const n of f.nodes) console.log(`        ${n.slice(0, 140)}`);
    }
  }
  const min = Math.min(...rows.flatMap((r) => r.scores));
  console.log(`\nGoal 100 on every page: ${min === 100 ? 'met' : `NOT met (lowest ${min})`}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
