// Writes the host's index.html from public/index.html with a deferred <script> per file of
// the entry, each with a content hash query (the MF entry file keeps a stable name).
//
// Why not html-webpack-plugin: it evaluates its template in a child compiler, and child
// compilers inherit the module-federation share plugins, so every shared module the host
// provides (all of antd) was compiled a second time, for node, and emitted as junk chunks.
const crypto = require('node:crypto');
const fs = require('node:fs');

class HtmlEntryPlugin {
  /** @param {{ template: string, entry?: string, filename?: string }} options */
  constructor({ template, entry = 'main', filename = 'index.html' }) {
    this.template = template;
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
          const html = fs.readFileSync(this.template, 'utf8');
          if (!html.includes('</head>')) throw new Error(`HtmlEntryPlugin: ${this.template} has no </head>`);
          compilation.emitAsset(this.filename, new RawSource(html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)));
        },
      );
    });
  }
}

module.exports = { HtmlEntryPlugin };
