// Writes the host's index.html from public/index.html with a deferred <script> per file of
// the entry, each with a content hash query (the MF entry file keeps a stable name), and a
// <link rel="preload"> per file the start-up needs: the entry's own lazy start
// (`import('./bootstrap')`) and the shared libraries it consumes. Without them the browser
// learns of those files only after main.js has downloaded and run: one more round trip before
// the first paint (150 ms on Fast 3G), for the 14 files of the sign-in page.
//
// Why not html-webpack-plugin: it evaluates its template in a child compiler, and child
// compilers inherit the module-federation share plugins, so every shared module the host
// provides (all of antd) was compiled a second time, for node, and emitted as junk chunks.
const crypto = require('node:crypto');
const fs = require('node:fs');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The JS files of the chunk groups `roots` start with, plus, transitively, the chunks of every
 * shared module those chunks consume: the chunk of the build's own provider of that key (what the
 * runtime loads when this build is the first to provide it, as the host is), else the consumer's
 * fallback chunk. Lazy code deeper down (other async blocks) is not included, nor the keys in
 * `skipKeys` (shared modules the page already has).
 */
function filesOf(compilation, roots, { skipKeys = new Set(), consumes = [] } = {}) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const m of compilation.modules) if (m.type === PROVIDE_SHARED && !providers.has(m._name)) providers.set(m._name, m);
  const sharedBlocks = (consume) => (skipKeys.has(consume.options?.shareKey) ? [] : (providers.get(consume.options?.shareKey) ?? consume).blocks);
  const seen = new Set();
  const queue = [];
  const addGroup = (group) => {
    for (const chunk of group?.chunks ?? []) {
      if (!seen.has(chunk)) {
        seen.add(chunk);
        queue.push(chunk);
      }
    }
  };
  roots.forEach(addGroup);
  for (const m of consumes) for (const b of sharedBlocks(m)) addGroup(chunkGraph.getBlockChunkGroup(b));
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const block of sharedBlocks(module)) addGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...seen].flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js'));
}

/**
 * The JS files of the chunks the entry loads before it renders: the chunk groups of the entry
 * modules' own async blocks (the async boundary of an MF app; but those named in `skip`) and of
 * the shared modules the entry module itself consumes, with what they consume (filesOf). Lazy
 * screens (async blocks deeper down) are not included.
 */
function startupFiles(compilation, entry, skip = new Set()) {
  const { chunkGraph } = compilation;
  const roots = [];
  const consumes = [];
  const entryChunk = entry.getEntrypointChunk();
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!skip.has(group?.name)) roots.push(group);
    }
    // Shared modules the entry module itself consumes (eager start, without an async boundary).
    for (const dep of module.dependencies) {
      const m = compilation.moduleGraph.getModule(dep);
      if (m?.type === CONSUME_SHARED) consumes.push(m);
    }
  }
  const entryFiles = new Set(entry.getFiles());
  return filesOf(compilation, roots, { consumes })
    .filter((f) => !entryFiles.has(f))
    .sort();
}

class HtmlEntryPlugin {
  /**
   * @param {{ template: string, entry?: string, filename?: string, notAtStartup?: string[] }} options
   * notAtStartup: names of the entry's lazy chunks that a start from this HTML never loads
   */
  constructor({ template, entry = 'main', filename = 'index.html', notAtStartup = [] }) {
    this.template = template;
    this.notAtStartup = new Set(notAtStartup);
    this.entry = entry;
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('HtmlEntryPlugin', (compilation) => {
      compilation.fileDependencies.add(this.template);
      compilation.hooks.processAssets.tap(
        // After minification, so the hash is that of the bytes served.
        { name: 'HtmlEntryPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
        () => {
          const entry = compilation.entrypoints.get(this.entry);
          if (!entry) throw new Error(`HtmlEntryPlugin: no entry "${this.entry}"`);
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const tags = [...entry.getFiles()]
            .filter((f) => f.endsWith('.js'))
            .map((f) => {
              const hash = crypto.createHash('sha256').update(compilation.getAsset(f).source.buffer()).digest('hex').slice(0, 12);
              return `<script defer src="${publicPath}${f}?v=${hash}"></script>`;
            });
          // Content-hashed names: the URL webpack's chunk loader asks for later is the same.
          const preloads = startupFiles(compilation, entry, this.notAtStartup).map((f) => `<link rel="preload" as="script" href="${publicPath}${f}">`);
          tags.unshift(...preloads);
          const html = fs.readFileSync(this.template, 'utf8');
          if (!html.includes('</head>')) throw new Error(`HtmlEntryPlugin: ${this.template} has no </head>`);
          compilation.emitAsset(this.filename, new RawSource(html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)));
        },
      );
    });
  }
}

module.exports = { HtmlEntryPlugin, startupFiles, filesOf };
