import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { acceptedCodings } from '../http/compress';
import { allowInlineScripts } from './headers';
import { withRouteTables } from './route-tables';

export interface StaticOptions {
  /** Repository root: host/dist and remotes/<name>/dist live under it. */
  root: string;
  /** File served as /admin/remotes.json (env REMOTES_JSON), else host/dist/remotes.json. */
  remotesJson?: string;
  /** File served as /admin/runtime-config.json (env RUNTIME_CONFIG), else host/dist/runtime-config.json. */
  runtimeConfig?: string;
  /** Deployment folder of versioned remotes (env DEPLOY_DIR): /remotes/<name>/<version>/ maps to <dir>/remotes/<name>/<version>/. */
  deployDir?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Files whose name must never be cached: they point at the current build. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'runtime-config.json', 'index.html', 'login.html']);
/**
 * The sign-in address, whose HTML already holds the form (the host build's login.html);
 * index.html when a build has none.
 */
const SIGN_IN_PAGE = /^login\/?$/;
/** A content hash of 8 or more hex digits in the file name (e.g. 123.4f9a0c1b.js). */
const HASHED = /(^|[.\-_])[0-9a-f]{8,}([.\-_]|$)/i;

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

const fileStat = (p: string): Stats | null => {
  try {
    const st = statSync(p);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
};
const isFile = (p: string) => fileStat(p) !== null;

/**
 * Content types of the files the build precompresses (scripts/webpack/precompress-plugin.cjs):
 * a compressed copy is sent with the type of the file it stands for.
 */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

/** How much older than its file a compressed copy may be and still count as the same build. */
const STALE_AFTER_MS = 5000;

/** Content codings the build writes beside a file, best first. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/**
 * `rel` resolved inside `dir`, or null when it would leave it, names a dotfile or a source map
 * (the build keeps its maps, with full sources, for an error tracker: no browser gets them).
 */
function inside(dir: string, rel: string): string | null {
  if (rel.includes('\0') || rel.split('/').some((s) => s.startsWith('.')) || /\.map$/i.test(rel)) return null;
  const full = path.resolve(dir, `.${path.posix.normalize(`/${rel}`)}`);
  return full === dir || full.startsWith(`${dir}${path.sep}`) ? full : null;
}

/**
 * Sends `file`, or its precompressed copy (`file.br`, `file.gz`) when the client accepts that
 * coding and the copy is not stale: a copy written well before its file (the file was edited or
 * replaced after the build) is never served. Copies written in the same build or copy run as
 * their file may land a little before it, hence the slack. The cache rule is the file's own: a
 * hashed chunk stays immutable in every coding.
 */
function sendFrom(req: FastifyRequest, reply: FastifyReply, file: string): FastifyReply {
  reply.header('cache-control', cacheControlFor(file));
  reply.header('x-content-type-options', 'nosniff');
  const dir = path.dirname(file);
  const type = TEXT_TYPES[path.extname(file).toLowerCase()];
  if (type) {
    reply.header('vary', 'Accept-Encoding');
    const codings = acceptedCodings(req.headers['accept-encoding']);
    if (codings.length) {
      const mtime = fileStat(file)?.mtimeMs ?? Infinity;
      for (const coding of codings) {
        const copy = file + CODINGS.find((c) => c.coding === coding)!.suffix;
        const st = fileStat(copy);
        if (!st || st.mtimeMs + STALE_AFTER_MS < mtime) continue;
        reply.header('content-encoding', coding).type(type);
        return reply.sendFile(path.basename(copy), dir, { cacheControl: false, contentType: false });
      }
    }
  }
  return reply.sendFile(path.basename(file), dir, { cacheControl: false });
}

/** CSP sources ('sha256-…') of the inline scripts of an HTML file, kept per file version. */
const inlineScriptHashes = (() => {
  const kept = new Map<string, { stamp: string; hashes: string[] }>();
  return (file: string): string[] => {
    const st = fileStat(file);
    const stamp = st ? `${st.mtimeMs}:${st.size}` : '';
    const hit = kept.get(file);
    if (hit?.stamp === stamp) return hit.hashes;
    const html = st ? readFileSync(file, 'utf8') : '';
    const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`);
    kept.set(file, { stamp, hashes });
    return hashes;
  };
})();

/**
 * 404 for a file that is not there. `build` names the build it belongs to as the repository
 * names it (`host/dist`), never as a path of this machine: the answer is public.
 */
function notBuilt(reply: FastifyReply, what: string, build: string): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', NO_CACHE)
    .type('text/plain; charset=utf-8')
    .send(`404: ${what} 不存在（${build}）。请先构建：npm run build\n404: ${what} not found (${build}). Build it first: npm run build\n`);
}

/**
 * Production hosting (DESIGN 6): the built host at /admin/ with SPA fallback, the built remotes
 * at /remotes/<name>/, remotes.json and runtime-config.json from configurable files. Whatever
 * exists is served; a missing build is a clear 404, never a failed start.
 */
export function registerStatic(app: FastifyInstance, opts: StaticOptions): void {
  const hostDist = path.join(opts.root, 'host', 'dist');

  // Hosting routes stay out of the API documentation.
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, (_req, reply) => reply.redirect('/admin/', 302));

  const configFile = (name: string, override?: string) => (override ? path.resolve(override) : path.join(hostDist, name));
  app.get('/admin/runtime-config.json', hidden, (req, reply) => {
    const file = configFile('runtime-config.json', opts.runtimeConfig);
    return isFile(file) ? sendFrom(req, reply, file) : notBuilt(reply, 'runtime-config.json', opts.runtimeConfig ? 'RUNTIME_CONFIG' : 'host/dist');
  });
  // The list with each remote's route table, so the menu needs no remote code (route-tables.ts).
  app.get('/admin/remotes.json', hidden, (_req, reply) => {
    const file = configFile('remotes.json', opts.remotesJson);
    if (!isFile(file)) return notBuilt(reply, 'remotes.json', opts.remotesJson ? 'REMOTES_JSON' : 'host/dist');
    const body = withRouteTables(readFileSync(file, 'utf8'), (name, rel) => remoteFiles(name, rel).find(isFile) ?? null);
    return reply.header('cache-control', NO_CACHE).header('x-content-type-options', 'nosniff').type('application/json; charset=utf-8').send(body);
  });

  /** Where /remotes/<name>/<rel> may live: a versioned deployment, else the remote's own build. */
  const remoteFiles = (name: string, rel: string): string[] => {
    const candidates: string[] = [];
    if (opts.deployDir) {
      const f = inside(path.resolve(opts.deployDir, 'remotes', name), rel);
      if (f) candidates.push(f);
    }
    const f = inside(path.join(opts.root, 'remotes', name, 'dist'), rel);
    if (f) candidates.push(f);
    return candidates;
  };

  const hostRoute = (req: FastifyRequest, rel: string, reply: FastifyReply) => {
    const file = rel ? inside(hostDist, rel) : null;
    if (file && isFile(file)) return sendFrom(req, reply, file);
    // A missing asset is a 404 (so a lost chunk reads as "missing"); any other path is a screen of the SPA.
    if (/\.[a-z0-9]{1,8}$/i.test(rel)) return notBuilt(reply, `/admin/${rel}`, 'host/dist');
    const signIn = path.join(hostDist, 'login.html');
    if (SIGN_IN_PAGE.test(rel) && isFile(signIn)) {
      // Its hold script is inline: a file would be one more request before the first paint.
      allowInlineScripts(reply, inlineScriptHashes(signIn));
      return sendFrom(req, reply, signIn);
    }
    const index = path.join(hostDist, 'index.html');
    return isFile(index) ? sendFrom(req, reply, index) : notBuilt(reply, 'index.html', 'host/dist');
  };
  app.get('/admin', hidden, (req, reply) => hostRoute(req, '', reply));
  app.get('/admin/*', hidden, (req, reply) => hostRoute(req, (req.params as { '*': string })['*'] ?? '', reply));

  app.get('/remotes/:name/*', hidden, (req, reply) => {
    const { name, '*': rel } = req.params as { name: string; '*': string };
    if (!/^[a-z][a-z0-9-]*$/.test(name)) return notBuilt(reply, `/remotes/${name}`, 'remotes');
    const hit = remoteFiles(name, rel).find(isFile);
    return hit ? sendFrom(req, reply, hit) : notBuilt(reply, `/remotes/${name}/${rel}`, `remotes/${name}/dist`);
  });
}
