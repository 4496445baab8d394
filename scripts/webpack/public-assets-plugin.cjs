// Copies the files of an app's public/ folder into its build output (remotes.json,
// runtime-config.json, ...), without another dependency. Sub-folders are copied too.
const fs = require('node:fs');
const path = require('node:path');

class PublicAssetsPlugin {
  /** @param {{ dir: string, exclude?: string[] }} options */
  constructor({ dir, exclude = [] }) {
    this.dir = dir;
    this.exclude = new Set(exclude);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of this.files(this.dir)) {
          const rel = path.relative(this.dir, file).split(path.sep).join('/');
          if (this.exclude.has(rel)) continue;
          compilation.fileDependencies.add(file);
          compilation.emitAsset(rel, new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }

  files(dir) {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? this.files(full) : [full];
    });
  }
}

module.exports = { PublicAssetsPlugin };
