#!/usr/bin/env node
// `npm run dev`: the whole console from source on one machine.
//
//   node scripts/dev.mjs [--port 3000] [--api http://127.0.0.1:8080]
//
// - the five remotes are built in development mode and rebuilt on every change (one webpack
//   watch, output in .tools/dev/remotes/<name>, so production builds in remotes/*/dist stay);
// - the host runs in the webpack dev server at http://127.0.0.1:<port>/admin/ (rebuild and page
//   reload on change), serving the remotes at /remotes/<name>/ and /admin/remotes.json from
//   host/public, exactly the layout production has;
// - /admin_api, /sso and /uploads go to the API: the reference server started here (demo data in
//   ./data, port 8080, as `npm start` uses) unless --api points at a running one.
// A remote changed on disk is picked up on the next page load (remotes are not hot-reloaded).
// To develop one remote against a deployed console instead, see scripts/dev-remote.mjs.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

const REMOTES = ['ads', 'exercise', 'course', 'home-manage', 'system'];
const OUT = path.join(ROOT, '.tools/dev/remotes');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

async function waitFor(url, child, ms = 90_000) {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (child && child.exitCode !== null) throw new Error(`the API server exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** The reference API server, as `npm start` runs it, unless --api names one. */
async function startApi() {
  const given = option('api');
  if (given) return { url: given.replace(/\/$/, ''), stop() {} };
  const port = option('api-port', '8080');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    // The OpenAPI document open to anyone: this is a developer's machine.
    env: { API_DOCS: 'public', ...process.env, PORT: port, HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/admin_api/docs`, child);
  return { url, stop: () => child.exitCode === null && child.kill('SIGTERM') };
}

function remoteConfigs() {
  return REMOTES.map((name) => {
    const config = require(path.join(ROOT, 'remotes', name, 'webpack.config.js'))({}, { mode: 'development' });
    config.output.path = path.join(OUT, name);
    config.stats = 'errors-warnings';
    return config;
  });
}

/** Builds the remotes once, then keeps rebuilding them on change. */
function watchRemotes() {
  mkdirSync(OUT, { recursive: true });
  const compiler = webpack(remoteConfigs());
  return new Promise((resolve, reject) => {
    let first = true;
    const watching = compiler.watch({ aggregateTimeout: 300 }, (err, stats) => {
      if (err) return first ? reject(err) : console.error(`[dev] remotes: ${err.message}`);
      const text = stats.toString('errors-warnings');
      if (text.trim()) console.log(text);
      console.log(`[dev] remotes built${stats.hasErrors() ? ' WITH ERRORS' : ''}`);
      if (first) {
        first = false;
        resolve(watching);
      }
    });
  });
}

async function startHost(port, apiUrl) {
  const config = require(path.join(ROOT, 'host/webpack.config.js'))({}, { mode: 'development' });
  const server = new WebpackDevServer(
    {
      host: '127.0.0.1',
      port,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      devMiddleware: { publicPath: '/admin/' },
      historyApiFallback: { index: '/admin/index.html', disableDotRule: true },
      static: REMOTES.map((name) => ({ directory: path.join(OUT, name), publicPath: `/remotes/${name}`, watch: false })),
      proxy: [{ context: ['/admin_api', '/sso', '/uploads'], target: apiUrl, changeOrigin: false }],
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/', (_req, res) => res.redirect('/admin/'));
        return middlewares;
      },
    },
    webpack(config),
  );
  await server.start();
  return server;
}

async function main() {
  const port = Number(option('port', '3000'));
  const api = await startApi();
  const watching = await watchRemotes();
  const host = await startHost(port, api.url);
  console.log(`\n  Console (dev): http://127.0.0.1:${port}/admin/   API: ${api.url}/admin_api/v1\n`);
  const stop = async () => {
    await host.stop();
    await new Promise((r) => watching.close(r));
    api.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(`[dev] ${e.message}`);
  process.exit(1);
});
