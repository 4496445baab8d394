// Brotli and gzip copies of every text asset of a production build (`x.js` → `x.js.br`,
// `x.js.gz`), made once at build time so the server only picks one by Accept-Encoding
// (server/src/web/static.ts) instead of compressing on every request.
// Brotli runs at its best quality (11): it is paid once per build, in zlib's thread pool, so
// the files of one build compress in parallel.
//
// Not compressed: source maps (only developer tools read them), dotfiles (never served), files
// under 1 KB, files that would not shrink by 10 %, and the run-time configuration files that a
// deployment may rewrite in place (remotes.json, runtime-config.json): a stale compressed copy
// of those would hide the new content.
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt|xml|wasm)$/i;
const MUTABLE = new Set(['remotes.json', 'runtime-config.json']);
const THRESHOLD = 1024;
const MIN_RATIO = 0.9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings and their file suffixes, best first; the server negotiates in this order too. */
const ENCODINGS = [
  {
    suffix: '.br',
    compress: (buf) =>
      brotli(buf, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
  },
  { suffix: '.gz', compress: (buf) => gzip(buf, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** Whether a build file gets compressed copies (by its path relative to the output folder). */
function shouldCompress(rel, size) {
  const base = path.posix.basename(rel.split(path.sep).join('/'));
  if (base.startsWith('.') || MUTABLE.has(base) || !COMPRESSIBLE.test(base)) return false;
  return size >= THRESHOLD;
}

/** The compressed copies of `buf` worth keeping: [{ suffix, data }]. */
async function compressedCopies(buf) {
  const out = await Promise.all(ENCODINGS.map(async (e) => ({ suffix: e.suffix, data: await e.compress(buf) })));
  return out.filter((c) => c.data.length <= buf.length * MIN_RATIO);
}

class PrecompressPlugin {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin, the MF manifest (OPTIMIZE_TRANSFER) and reports included.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1000 },
        async () => {
          const jobs = [];
          for (const asset of compilation.getAssets()) {
            if (asset.info.compressed || !shouldCompress(asset.name, asset.source.size())) continue;
            jobs.push(
              (async () => {
                const buf = asset.source.buffer();
                for (const c of await compressedCopies(buf)) {
                  compilation.emitAsset(`${asset.name}${c.suffix}`, new RawSource(c.data), {
                    compressed: true,
                    immutable: asset.info.immutable,
                  });
                }
              })(),
            );
          }
          await Promise.all(jobs);
        },
      );
    });
  }
}

/**
 * The same for a folder already built (`deploy-remote --prebuilt`): adds the copies a file does
 * not have yet. Returns how many files got copies.
 */
async function precompressDir(dir) {
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) files.push(full);
    }
  };
  walk(dir);
  let n = 0;
  await Promise.all(
    files.map(async (file) => {
      const rel = path.relative(dir, file);
      const { size } = fs.statSync(file);
      if (!shouldCompress(rel, size) || ENCODINGS.every((e) => fs.existsSync(file + e.suffix))) return;
      const copies = await compressedCopies(fs.readFileSync(file));
      for (const c of copies) fs.writeFileSync(file + c.suffix, c.data);
      if (copies.length) n += 1;
    }),
  );
  return n;
}

module.exports = { PrecompressPlugin, precompressDir, shouldCompress };
