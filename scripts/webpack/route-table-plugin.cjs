// Emits `routes.json` beside a remote's remoteEntry.js and mf-manifest.json:
// its route table as data (route-table.mjs), so the host can build the menu, the guard and the
// breadcrumb from remotes.json alone and download a remote's code only when one of its screens
// opens. Deploy and rollback publish the table with the entry (scripts/lib/deploy-state.mjs).
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const SCRIPT = path.join(__dirname, 'route-table.mjs');
/** tsx by absolute URL: a remote's own node_modules need not have it. */
const TSX = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/loader.mjs')).href;

/** The route table of the remote in `appDir` as data (throws with the script's error). */
function routeTableOf(appDir) {
  const r = spawnSync(process.execPath, ['--import', TSX, SCRIPT, appDir], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`route table of ${appDir}: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(0, 8).join('\n')}`);
  return JSON.parse(r.stdout);
}

class RouteTablePlugin {
  /** @param {{ appDir: string }} options */
  constructor({ appDir }) {
    this.appDir = appDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteTablePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify(routeTableOf(this.appDir))));
        } catch (e) {
          compilation.errors.push(new compiler.webpack.WebpackError(e.message));
        }
      });
    });
  }
}

module.exports = { RouteTablePlugin, routeTableOf };
