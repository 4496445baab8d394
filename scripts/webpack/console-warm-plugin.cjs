// Writes dist/.console-warm.json: the host's files the sign-in page needs first once someone
// starts filling in its form (the warm-up, issue 15): the chunk groups `groups` (main.js's start
// in that page, the sign-in call's auth store and API client), with the shared modules they
// consume but the ones the sign-in page already runs (`adopted`). sign-in-page-plugin.cjs names
// them in login.html, so the sign-in page asks for all of them at once with main.js, instead of
// learning of each only when the previous one has run (two round trips before the sign-in call).
// The leading dot keeps the server from serving it.
const { filesOf } = require('./html-entry-plugin.cjs');

class ConsoleWarmPlugin {
  /** @param {{ groups: string[], adopted: string[], filename?: string }} options */
  constructor({ groups, adopted, filename = '.console-warm.json' }) {
    this.groups = groups;
    this.adopted = new Set(adopted);
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ConsoleWarmPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ConsoleWarmPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
        () => {
          const roots = this.groups.map((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`ConsoleWarmPlugin: no chunk group "${name}"`);
            return group;
          });
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const files = filesOf(compilation, roots, { skipKeys: this.adopted }).sort().map((f) => `${publicPath}${f}`);
          compilation.emitAsset(this.filename, new RawSource(JSON.stringify({ files })));
        },
      );
    });
  }
}

module.exports = { ConsoleWarmPlugin };
