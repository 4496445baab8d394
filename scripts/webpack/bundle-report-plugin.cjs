// Writes dist/.bundle-report.json: for every emitted JS file, which packages its bytes come
// from (react-dom, antd, react-router, the MF runtime, @admin/shared/<area>, app code...).
// scripts/bench-bundle.mjs joins it with what a browser actually downloads, to say where the
// kilobytes of each page go. The leading dot keeps the server from serving it.
const fs = require('node:fs');
const path = require('node:path');

/** A short owner name for a module resource path. */
function ownerOf(resource, root) {
  if (!resource) return '(webpack runtime)';
  const nm = resource.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = resource.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (pkg.startsWith('@module-federation/')) return 'module-federation runtime';
    if (pkg.startsWith('@rc-component/') || pkg.startsWith('rc-') || pkg.startsWith('@ant-design/')) return pkg === '@ant-design/icons' ? pkg : `antd (${pkg})`;
    return pkg;
  }
  const rel = path.relative(root, resource).split(path.sep).join('/');
  const m = /^shared\/src\/([^/]+)\//.exec(rel);
  if (m) return `@admin/shared/${m[1]}`;
  if (rel.startsWith('scripts/webpack/')) return 'react-router (facade)';
  const app = /^(host|remotes\/[^/]+)\/src\//.exec(rel);
  return app ? `${app[1]} code` : rel;
}

class BundleReportPlugin {
  /** @param {{ root: string, merge?: boolean }} o  merge: add to the report a build before wrote in the same folder */
  constructor({ root, merge = false }) {
    this.root = root;
    this.merge = merge;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BundleReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BundleReportPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const files = {};
        for (const chunk of compilation.chunks) {
          const owners = {};
          const add = (module) => {
            const resource = module.resource ?? module.rootModule?.resource;
            const owner = ownerOf(resource, this.root);
            owners[owner] = (owners[owner] ?? 0) + module.size();
          };
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.modules)
              module.modules.forEach(add); // concatenated modules
            else add(module);
          }
          for (const rm of chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
            const owner = /federation|sharing|consumes|remotes/i.test(rm.name) ? 'module-federation runtime' : '(webpack runtime)';
            owners[owner] = (owners[owner] ?? 0) + rm.size();
          }
          for (const file of chunk.files) if (file.endsWith('.js')) files[file] = owners;
        }
        const earlier = path.join(compilation.outputOptions.path, '.bundle-report.json');
        const report = this.merge && fs.existsSync(earlier) ? JSON.parse(fs.readFileSync(earlier, 'utf8')) : { name: compiler.options.name, files: {} };
        Object.assign(report.files, files);
        compilation.emitAsset('.bundle-report.json', new RawSource(JSON.stringify(report)));
      });
    });
  }
}

module.exports = { BundleReportPlugin, ownerOf };
