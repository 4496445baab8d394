// Writes dist/.console-warm.json: the host's files the sign-in page needs first once someone
// starts filling in its form (the warm-up): the chunk groups `groups` (main.js's start
// in that page, the sign-in call's auth store and API client), with the shared modules they
// consume but the ones the sign-in page already runs (`adopted`). sign-in-page-plugin.cjs names
// them in login.html, so the sign-in page asks for all of them at once with main.js, instead of
// learning of each only when the previous one has run (two round trips before the sign-in call).
// `next` (chunk groups such as the router app, the console and the home screen): what the console
// needs once the sign-in call is made, asked for at the same time but at low priority, so it
// downloads while the sign-in call's own files and the call itself come first (throttled, the
// console's files used to be asked for only once main.js had run: ~0.5 s later).
// The leading dot keeps the server from serving it.
//
// Each of those files, and the entry (main.js, which runs in the sign-in page), starts with V8's
// explicit compile hint (COMPILE_HINT): compile every function when the file loads, while the
// operator is still typing, instead of lazily on first call, after the click. Nearly all of
// their code runs between the click and the home screen; lazily compiled it cost 70–79 ms of
// main-thread time there (traced), with the hint 14–25 ms. Chromium ≥ 136 reads the comment;
// other engines see a comment. Added after minification (so the minifier cannot drop it) and
// before source maps and content hashes (so both describe the file as served).
const { filesOf } = require('./html-entry-plugin.cjs');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class ConsoleWarmPlugin {
  /**
   * @param {{ groups: string[], next?: string[], adopted: string[], entry?: string, filename?: string }} options
   * `entry`: the entry point whose own file the sign-in page runs (gets the compile hint too).
   */
  constructor({ groups, next = [], adopted, entry = 'main', filename = '.console-warm.json' }) {
    this.groups = groups;
    this.next = next;
    this.adopted = new Set(adopted);
    this.entry = entry;
    this.filename = filename;
  }

  /** The JS files of `groups` (first) and of `next` not among them (later), by current name. */
  warmFiles(compilation) {
    const groupsOf = (names) =>
      names.map((name) => {
        const group = compilation.namedChunkGroups.get(name);
        if (!group) throw new Error(`ConsoleWarmPlugin: no chunk group "${name}"`);
        return group;
      });
    const first = filesOf(compilation, groupsOf(this.groups), { skipKeys: this.adopted });
    const firstSet = new Set(first);
    const later = filesOf(compilation, groupsOf(this.next), { skipKeys: this.adopted }).filter((f) => !firstSet.has(f));
    return { first, later };
  }

  apply(compiler) {
    const { RawSource, ConcatSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ConsoleWarmPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ConsoleWarmPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const { first, later } = this.warmFiles(compilation);
        const entry = compilation.entrypoints.get(this.entry);
        if (!entry) throw new Error(`ConsoleWarmPlugin: no entry "${this.entry}"`);
        const entryFiles = [...entry.getEntrypointChunk().files].filter((f) => f.endsWith('.js'));
        for (const file of new Set([...entryFiles, ...first, ...later])) {
          compilation.updateAsset(file, (source) => new ConcatSource(COMPILE_HINT, source));
        }
      });
      compilation.hooks.processAssets.tap({ name: 'ConsoleWarmPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH }, () => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        const { first, later } = this.warmFiles(compilation);
        const urls = (list) => list.sort().map((f) => `${publicPath}${f}`);
        compilation.emitAsset(this.filename, new RawSource(JSON.stringify({ files: urls(first), next: urls(later) })));
      });
    });
  }
}

module.exports = { ConsoleWarmPlugin, COMPILE_HINT };
