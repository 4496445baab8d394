// Writes dist/.console-warm.json: the host's files the sign-in page needs first once someone
// starts filling in its form (the warm-up, issue 15): the chunk groups `groups` (main.js's start
// in that page, the sign-in call's auth store and API client), with the shared modules they
// consume but the ones the sign-in page already runs (`adopted`). sign-in-page-plugin.cjs names
// them in login.html, so the sign-in page asks for all of them at once with main.js, instead of
// learning of each only when the previous one has run (two round trips before the sign-in call).
// `next` (chunk groups such as the router app, the console and the home screen): what the console
// needs once the sign-in call is made, asked for at the same time but at low priority, so it
// downloads while the sign-in call's own files and the call itself come first (throttled, the
// console's files used to be asked for only once main.js had run: ~0.5 s later).
// The leading dot keeps the server from serving it.
const { filesOf } = require('./html-entry-plugin.cjs');

class ConsoleWarmPlugin {
  /** @param {{ groups: string[], next?: string[], adopted: string[], filename?: string }} options */
  constructor({ groups, next = [], adopted, filename = '.console-warm.json' }) {
    this.groups = groups;
    this.next = next;
    this.adopted = new Set(adopted);
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ConsoleWarmPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ConsoleWarmPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
        () => {
          const groupsOf = (names) =>
            names.map((name) => {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) throw new Error(`ConsoleWarmPlugin: no chunk group "${name}"`);
              return group;
            });
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const first = filesOf(compilation, groupsOf(this.groups), { skipKeys: this.adopted });
          const firstSet = new Set(first);
          const later = filesOf(compilation, groupsOf(this.next), { skipKeys: this.adopted }).filter((f) => !firstSet.has(f));
          const urls = (list) => list.sort().map((f) => `${publicPath}${f}`);
          compilation.emitAsset(this.filename, new RawSource(JSON.stringify({ files: urls(first), next: urls(later) })));
        },
      );
    });
  }
}

module.exports = { ConsoleWarmPlugin };
