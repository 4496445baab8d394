// Which module under antd/es (and @ant-design/icons/es/icons) each name of the two barrels
// comes from. Read from the installed packages so an antd upgrade needs no edit here.
//
// Why this exists: sharing the `antd` barrel through module federation makes every page
// download all of antd (a shared module is never tree-shaken, since the provider cannot know
// what the consumers use). Instead each antd component is shared under its own key
// (`antd/es/button`, ...) and source code's `import { Button } from 'antd'` is rewritten to
// `import Button from 'antd/es/button'` (see antd-imports-loader.cjs).
const fs = require('node:fs');
const path = require('node:path');

const cache = new Map();

/** Real directory of an installed package as seen from `fromDir` (pnpm: no hoisting).
 *  Walks node_modules folders like Node does, without reading `exports` maps. */
function packageDir(name, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return fs.realpathSync(path.dirname(candidate));
    if (path.dirname(dir) === dir) throw new Error(`cannot find package ${name} from ${fromDir}`);
  }
}

/**
 * `{ names: Map<exportName, subdir>, version }` for antd's ES barrel, e.g. Button -> 'button'.
 * Only `export { default as X } from './x'` lines count; anything else in the barrel (the
 * deprecated `unstableSetRender` shim) is deliberately not importable.
 */
function antdBarrel(fromDir) {
  const dir = packageDir('antd', fromDir);
  const key = `antd:${dir}`;
  if (cache.has(key)) return cache.get(key);
  const src = fs.readFileSync(path.join(dir, 'es/index.js'), 'utf8');
  const names = new Map();
  for (const m of src.matchAll(/export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*['"]\.\/([\w-]+)['"]/g)) {
    names.set(m[1], m[2]);
  }
  if (names.size < 50) throw new Error(`antd-modules: unexpected antd barrel at ${dir} (${names.size} exports)`);
  const result = { dir, names, version: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version };
  cache.set(key, result);
  return result;
}

/** `{ icons: Set<name>, version, dir }` of @ant-design/icons (one file per icon under es/icons). */
function iconSet(fromDir) {
  const dir = packageDir('@ant-design/icons', fromDir);
  const key = `icons:${dir}`;
  if (cache.has(key)) return cache.get(key);
  const icons = new Set(
    fs
      .readdirSync(path.join(dir, 'es/icons'))
      .filter((f) => f.endsWith('.js') && f !== 'index.js')
      .map((f) => f.slice(0, -3)),
  );
  const result = { dir, icons, version: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version };
  cache.set(key, result);
  return result;
}

module.exports = { antdBarrel, iconSet, packageDir };
