#!/usr/bin/env node
// Develop one remote against an already deployed console (DESIGN 3.5), in one command:
//
//   node scripts/dev-remote.mjs <name> --target https://console.example.com [--port 8090]
//                                [--dev-port N] [--source DIR] [--mode production|development]
//
// Serves remotes/<name> (or --source) from source with the webpack dev server (rebuild and page
// reload on every change; production mode by default, to match the deployed host's React), and starts a local proxy on --port that forwards /admin, /remotes/*,
// /admin_api/* and /sso/* to the deployed console and answers /admin/remotes.json with the
// deployed list in which <name> points at the local dev server (under /__dev/<name>/, same
// origin, so cookies and API calls need no CORS). The deployed console is not changed and has no
// override switch: everything happens in the proxy. Open the printed URL and sign in as usual.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/local-server.mjs';
import { devPrefix, startDevProxy } from './lib/dev-proxy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['ads', 'exercise', 'course', 'home-manage', 'system'];

function parse(argv) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) out._.push(a);
    else {
      const [k, v] = a.slice(2).split('=', 2);
      out[k] = v ?? argv[++i];
    }
  }
  return out;
}

async function waitFor(url, ms, alive) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive()) throw new Error('the dev server exited');
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return true;
    } catch {
      /* compiling */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/** The dev server, once started: never left running when this script ends. */
let devChild = null;

async function main() {
  const args = parse(process.argv.slice(2));
  const [name] = args._;
  if (!name || !args.target) {
    throw new Error(
      'usage: node scripts/dev-remote.mjs <name> --target <deployed console origin> [--port 8090] [--dev-port N] [--source DIR] [--mode development|production]',
    );
  }
  if (!REMOTES.includes(name)) throw new Error(`unknown remote "${name}" (one of ${REMOTES.join(', ')})`);
  const target = new URL(args.target).origin;
  const pkgDir = path.resolve(args.source ?? path.join(ROOT, 'remotes', name));
  if (!existsSync(path.join(pkgDir, 'package.json'))) throw new Error(`${pkgDir} is not a remote package`);

  const probe = await fetch(`${target}/admin/remotes.json`, { signal: AbortSignal.timeout(10_000) }).catch((e) => e);
  if (probe instanceof Error || !probe.ok) {
    throw new Error(`the deployed console at ${target} does not answer /admin/remotes.json (${probe.message ?? probe.status})`);
  }

  const devPort = Number(args['dev-port'] ?? (await freePort()));
  // Production mode by default: a deployed host runs React's production build, and a remote
  // compiled in development mode calls react/jsx-dev-runtime, which needs React's development
  // build (it fails with "dispatcher.getOwner is not a function"). Rebuilds still take seconds.
  // --mode development is for a host that is itself a development build.
  const mode = args.mode ?? 'production';
  if (!['development', 'production'].includes(mode)) throw new Error(`--mode must be development or production, got ${mode}`);
  const dev = spawn(
    path.join(ROOT, 'node_modules/.bin/webpack'),
    // Live reload, not HMR: a remote's hot updates cannot be applied inside the host's runtime.
    ['serve', '--mode', mode, '--no-hot', '--host', '127.0.0.1', '--port', String(devPort)],
    // Same process group as this script: whoever stops the script (Ctrl-C, a test) stops it too.
    { cwd: pkgDir, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env } },
  );
  devChild = dev;
  let proxy = null;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await proxy?.close();
    dev.kill('SIGTERM');
    setTimeout(() => {
      dev.kill('SIGKILL');
      process.exit(code);
    }, 3000).unref();
    dev.once('exit', () => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  dev.on('exit', (c) => {
    if (!stopping) {
      console.error(`[dev-remote] the dev server exited (${c})`);
      void stop(1);
    }
  });

  const devOrigin = `http://127.0.0.1:${devPort}`;
  console.log(`[dev-remote] building ${name} from ${path.relative(ROOT, pkgDir) || pkgDir} ...`);
  const ok = await waitFor(`${devOrigin}/remoteEntry.js`, 180_000, () => dev.exitCode === null);
  if (!ok) throw new Error('the dev server did not serve remoteEntry.js within 180 s');
  const manifest = await fetch(`${devOrigin}/mf-manifest.json`)
    .then((r) => r.ok)
    .catch(() => false);

  proxy = await startDevProxy({
    target,
    devOrigin,
    remote: name,
    entryFile: manifest ? 'mf-manifest.json' : 'remoteEntry.js',
    port: Number(args.port ?? 8090),
    host: '127.0.0.1',
    log: (m) => console.error(`[dev-proxy] ${m}`),
  });
  console.log(`[dev-remote] ${name}: local source at ${devOrigin}, served as ${devPrefix(name)}`);
  console.log(`[dev-remote] deployed console: ${target}`);
  console.log(`[dev-remote] open ${proxy.url}/admin/  (Ctrl-C to stop)`);
}

main().catch((e) => {
  console.error(`[dev-remote] ${e.message}`);
  if (devChild && devChild.exitCode === null) devChild.kill('SIGKILL');
  process.exit(1);
});
