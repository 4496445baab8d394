#!/usr/bin/env node
// Where the JavaScript of each page goes (DESIGN 3.3 and 9). Builds nothing: it serves the
// existing production build (host/dist, remotes/*/dist) through the real server, visits
//   1. the login page (cold),
//   2. sign-in -> dashboard with the menu built from every remote,
//   3. one remote screen (/ad/index, or --screen <path>),
// in Chromium, records every JS file downloaded, and splits each file's gzip size by package
// using the .bundle-report.json files the build writes next to its output.
// Also checks that react, react-dom and every antd module came from one place only.
//
//   node scripts/bench-bundle.mjs [--url http://127.0.0.1:8080] [--user admin] [--screen /ad/index] [--dist DIR] [--json]
//
// Without --url it starts the server (fresh database, free port, 127.0.0.1) and stops it after.
// --dist DIR serves the console files from DIR/host/dist and DIR/remotes/<name>/dist instead of
// the server's (the API still comes from the server), to compare builds made elsewhere, e.g.
// `webpack --mode production --output-path DIR/host/dist` in host/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer as startServer_ } from './lib/local-server.mjs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, option } from './lib/bench-args.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BUDGET_KB = { login: 100, 'login + dashboard': 250 };
const REMOTES = ['ads', 'exercise', 'course', 'home-manage', 'system'];

const DIST = path.resolve(option('dist', ROOT));

/** file URL path -> { dist file, report owners } for the host and every remote build. */
function loadReports() {
  const reports = new Map();
  const read = (dir, urlPrefix) => {
    const file = path.join(dir, '.bundle-report.json');
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
    for (const [name, owners] of Object.entries(JSON.parse(readFileSync(file, 'utf8')).files)) {
      reports.set(`${urlPrefix}${name}`, { file: path.join(dir, name), owners });
    }
  };
  read(path.join(DIST, 'host/dist'), '/admin/');
  for (const r of REMOTES) read(path.join(DIST, 'remotes', r, 'dist'), `/remotes/${r}/`);
  return reports;
}

const startServer = () => startServer_({ prefix: 'bench-bundle-', env: { LOG: '0' } });

async function visit(url, user) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await (await browser.newContext()).newPage();
  const downloads = [];
  const problems = [];
  let step = 'login';
  if (DIST !== ROOT) await serveDist(page, url);
  page.on('pageerror', (e) => problems.push(`page error: ${e.message.split('\n')[0]}`));
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.origin === url && u.pathname.endsWith('.js')) downloads.push({ step, path: u.pathname, status: res.status() });
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  };
  try {
    await page.goto(`${url}/admin/login`);
    await page.locator('input[type=password]').waitFor({ timeout: 30_000 });
    await settle();

    step = 'dashboard';
    await page.locator('input:not([type=password]):visible').first().fill(user);
    await page.locator('input[type=password]').fill('demo123456');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/dashboard/, { timeout: 30_000 });
    await page.locator('.ant-menu').first().waitFor({ timeout: 30_000 });
    await settle();

    step = 'remote screen';
    // In-app navigation, as a click in the menu would do.
    await page.evaluate(
      (to) => {
        window.history.pushState({}, '', `/admin${to}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      option('screen', '/ad/index'),
    );
    await page.locator('.ant-result, .ant-table').first().waitFor({ timeout: 30_000 });
    await settle();

    const scope = await page.evaluate(() => {
      const out = {};
      for (const inst of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const scopeMap of Object.values(inst)) {
          for (const [key, versions] of Object.entries(scopeMap)) {
            for (const [v, s] of Object.entries(versions)) if (s.loaded || s.loading) (out[key] ??= []).push(v);
          }
        }
      }
      return out;
    });
    return { downloads, problems, scope };
  } finally {
    await browser.close();
  }
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css' };

/** Answers /admin/* (SPA fallback to index.html) and /remotes/* from DIST; the API goes through. */
async function serveDist(page, url) {
  await page.route(
    (u) => u.origin === url && (u.pathname.startsWith('/admin/') || u.pathname === '/admin' || u.pathname.startsWith('/remotes/')),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
      const file = remote ? path.join(DIST, 'remotes', remote[1], 'dist', remote[2]) : path.join(DIST, 'host/dist', pathname.replace(/^\/admin\/?/, ''));
      const found = existsSync(file) && !file.endsWith(path.sep) && path.extname(file) ? file : remote ? null : path.join(DIST, 'host/dist/index.html');
      if (!found || !existsSync(found)) return route.fulfill({ status: 404, body: 'not found' });
      return route.fulfill({ status: 200, body: readFileSync(found), headers: { 'content-type': TYPES[path.extname(found)] ?? 'application/octet-stream' } });
    },
  );
}

function summarize(downloads, reports) {
  const steps = new Map();
  const files = new Map();
  for (const d of downloads) {
    const rep = reports.get(d.path);
    const s = steps.get(d.step) ?? { files: 0, gz: 0, owners: {} };
    steps.set(d.step, s);
    s.files += 1;
    if (!rep) {
      s.owners['(not in a report)'] = (s.owners['(not in a report)'] ?? 0) + 0;
      continue;
    }
    const gz = gzipSync(readFileSync(rep.file), { level: 9 }).length;
    files.set(d.path, (files.get(d.path) ?? 0) + 1);
    s.gz += gz;
    const total = Object.values(rep.owners).reduce((a, b) => a + b, 0) || 1;
    for (const [owner, bytes] of Object.entries(rep.owners)) s.owners[owner] = (s.owners[owner] ?? 0) + (gz * bytes) / total;
  }
  return { steps, twice: [...files].filter(([, n]) => n > 1).map(([p]) => p) };
}

const kb = (n) => (n / 1024).toFixed(1);

async function main() {
  const reports = loadReports();
  const own = option('url') ? null : await startServer();
  const url = option('url') ?? own.url;
  try {
    const { downloads, problems, scope } = await visit(url, option('user', 'admin'));
    const { steps, twice } = summarize(downloads, reports);
    const login = steps.get('login')?.gz ?? 0;
    const dash = login + (steps.get('dashboard')?.gz ?? 0);
    const duplicated = Object.entries(scope).filter(([k, v]) => /^(react|react-dom|antd\/)/.test(k) && v.length > 1);
    const fromRemotes = downloads.filter((d) => d.path.startsWith('/remotes/'));
    const antdInRemotes = fromRemotes.filter((d) => Object.keys(reports.get(d.path)?.owners ?? {}).some((o) => o.startsWith('antd')));
    // The host provides the singletons; a remote's own copy means a second instance.
    const reactInRemotes = fromRemotes.filter((d) => Object.keys(reports.get(d.path)?.owners ?? {}).some((o) => /^react(-dom|-router.*)?$/.test(o)));
    const result = {
      steps: Object.fromEntries(
        [...steps].map(([k, s]) => [
          k,
          {
            files: s.files,
            gzKb: +kb(s.gz),
            byOwnerKb: Object.fromEntries(
              Object.entries(s.owners)
                .sort((a, b) => b[1] - a[1])
                .map(([o, v]) => [o, +kb(v)]),
            ),
          },
        ]),
      ),
      totals: { loginKb: +kb(login), loginDashboardKb: +kb(dash) },
      budgetKb: BUDGET_KB,
      singletons: {
        duplicatedShareKeys: duplicated,
        downloadedTwice: twice,
        antdFromRemotes: antdInRemotes.map((d) => d.path),
        reactFromRemotes: reactInRemotes.map((d) => d.path),
      },
      problems,
    };
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(result, null, 2));
      return;
    }
    for (const [name, s] of steps) {
      console.log(`\n${name}: ${s.files} JS files, ${kb(s.gz)} KB gzip`);
      for (const [owner, v] of Object.entries(s.owners).sort((a, b) => b[1] - a[1])) {
        if (v >= 512) console.log(`  ${kb(v).padStart(7)} KB  ${owner}`);
      }
    }
    console.log(`\nlogin page:          ${kb(login).padStart(7)} KB gzip   (budget ${BUDGET_KB.login})`);
    console.log(`login + dashboard:   ${kb(dash).padStart(7)} KB gzip   (budget ${BUDGET_KB['login + dashboard']})`);
    console.log(`share keys loaded in two versions: ${duplicated.length ? JSON.stringify(duplicated) : 'none'}`);
    console.log(`JS files downloaded twice: ${twice.length ? twice.join(', ') : 'none'}`);
    console.log(
      `antd code from a remote: ${antdInRemotes.length ? antdInRemotes.map((d) => d.path).join(', ') : 'none'}; react/react-dom/react-router from a remote: ${reactInRemotes.length ? reactInRemotes.map((d) => d.path).join(', ') : 'none'}`,
    );
    if (problems.length) console.log(`problems:\n  ${problems.join('\n  ')}`);
  } finally {
    await own?.stop();
  }
}

main().catch((e) => {
  console.error(`[bench-bundle] ${e.message}`);
  process.exit(1);
});
