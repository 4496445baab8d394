// Keeps shared modules small (DESIGN 3.3 and 9). Runs after swc-loader, on plain ES module
// output (type-only imports are already gone), so the patterns stay simple.
//
// antd: `import { Button, Table as T } from "antd"` becomes one import per component,
//   `import Button from "antd/es/button"; import T from "antd/es/table";`, because each antd
//   component is shared under its own key (see shared.cjs): sharing the barrel would make
//   every page download all of antd.
// @ant-design/icons: `import { PlusOutlined } from "@ant-design/icons"` becomes
//   `import PlusOutlined from "@ant-design/icons/es/icons/PlusOutlined"`, so webpack never has
//   to read the barrel's ~800 icon modules.
// react-router(-dom): imports are checked against react-router-facade.mjs, the shared subset
//   of the router; a missing name would otherwise be `undefined` at run time.
// Forms that cannot be split (namespace or default import of a barrel, `export *`, dynamic
// import) fail the build with a message instead of silently pulling a whole library in.
const fs = require('node:fs');
const path = require('node:path');
const { antdBarrel, iconSet } = require('./antd-modules.cjs');

const PACKAGES = ['antd', '@ant-design/icons', 'react-router', 'react-router-dom'];
const PKG = '(antd|@ant-design\\/icons|react-router|react-router-dom)';
const NAMED = new RegExp(`(import|export)\\s*\\{([^}]*)\\}\\s*from\\s*(["'])${PKG}\\3\\s*;?`, 'g');
const FORBIDDEN = [
  [new RegExp(`import\\s+\\*\\s+as\\s+[\\w$]+\\s+from\\s*["']${PKG}["']`), 'a namespace import'],
  [new RegExp(`import\\s+[\\w$]+\\s*,?\\s*(\\{[^}]*\\}|\\*\\s+as\\s+[\\w$]+)?\\s*from\\s*["']${PKG}["']`), 'a default import'],
  [new RegExp(`export\\s*\\*\\s*(as\\s+[\\w$]+\\s*)?from\\s*["']${PKG}["']`), 'export *'],
  [new RegExp(`import\\s*\\(\\s*["']${PKG}["']\\s*\\)`), 'a dynamic import'],
];

const FACADE = path.join(__dirname, 'react-router-facade.mjs');
let facadeNames;
/** Names exported by react-router-facade.mjs. */
function routerNames() {
  if (!facadeNames) {
    const src = fs.readFileSync(FACADE, 'utf8').replace(/\/\/.*$/gm, '');
    // Every `export { … } from …` block (the facade takes names from more than one entry).
    const lists = [...src.matchAll(/export\s*\{([^}]*)\}/g)].map((m) => m[1]);
    facadeNames = new Set(lists.flatMap((list) => list.split(',').map((s) => s.trim())).filter(Boolean));
  }
  return facadeNames;
}

/** Parses `A, B as C` into [{ imported, local }]. */
function specifiers(list) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(s);
      if (!m) throw new Error(`cannot parse import specifier "${s}"`);
      return { imported: m[1], local: m[2] ?? m[1] };
    });
}

/**
 * Pure rewrite, exported for tests.
 * @param {string} source ES module code
 * @param {{ antd(name: string): string | null, icon(name: string): string | null, router(name: string): boolean }} lookup
 */
function rewrite(source, lookup, file = '<source>') {
  for (const [re, what] of FORBIDDEN) {
    const m = re.exec(source);
    if (m) {
      throw new Error(`${file}: ${what} of "${m[m.length - 1]}" is not allowed; import by name, e.g. import { Button } from 'antd'`);
    }
  }
  return source.replace(NAMED, (whole, kind, list, _q, pkg) => {
    const specs = specifiers(list);
    if (pkg === 'react-router' || pkg === 'react-router-dom') {
      const missing = specs.filter((s) => !lookup.router(s.imported)).map((s) => s.imported);
      if (missing.length) {
        throw new Error(`${file}: ${missing.join(', ')} not in scripts/webpack/react-router-facade.mjs (the shared router subset); add it there`);
      }
      return whole;
    }
    const out = [];
    const keep = [];
    for (const { imported, local } of specs) {
      const request = pkg === 'antd' ? lookup.antd(imported) : lookup.icon(imported);
      if (request) {
        out.push(kind === 'import' ? `import ${local} from "${request}";` : `export { default as ${local} } from "${request}";`);
      } else if (pkg === 'antd') {
        throw new Error(`${file}: antd has no component export "${imported}"`);
      } else {
        // Helpers of the icons package (createFromIconfontCN, IconProvider, ...) stay on
        // the barrel, which webpack tree-shakes as usual.
        keep.push(imported === local ? imported : `${imported} as ${local}`);
      }
    }
    if (keep.length) out.push(`${kind} { ${keep.join(', ')} } from "${pkg}";`);
    return out.join('\n');
  });
}

function lookupFrom(fromDir) {
  return {
    antd(name) {
      const dir = antdBarrel(fromDir).names.get(name);
      return dir ? `antd/es/${dir}` : null;
    },
    icon(name) {
      return iconSet(fromDir).icons.has(name) ? `@ant-design/icons/es/icons/${name}` : null;
    },
    router: (name) => routerNames().has(name),
  };
}

const MENTIONS = new RegExp(`["']${PKG}["']`);

module.exports = function barrelImportsLoader(source) {
  if (!MENTIONS.test(source)) return source;
  const { packageDir } = this.getOptions();
  return rewrite(source, lookupFrom(packageDir), this.resourcePath);
};
module.exports.rewrite = rewrite;
module.exports.lookupFrom = lookupFrom;
module.exports.routerNames = routerNames;
module.exports.PACKAGES = PACKAGES;
