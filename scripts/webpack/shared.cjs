// The module-federation `shared` map of the host and of every remote (DESIGN 3.3).
//
// What must be one instance in the page is a singleton: React, the router, antd, and the parts of
// @admin/shared that hold state or identity (the auth store, the API client, the i18n store, the
// contract's codes, envelope, route contract and endpoint registry). Everything else of
// @admin/shared (resource contracts, the resource kit, UI parts, formatters, route builders) is
// shared by semver: a remote built with a newer version than the host's runs its own copy, so a
// team can ship a screen that needs a newer kit or a new endpoint without the host (DESIGN 3.3).
//
// A shared module is never tree-shaken (its provider cannot know what consumers will use), so
// big libraries are shared in pieces:
// - antd per component (`antd/es/button`, ...), never as the barrel; code keeps writing
//   `import { Button } from 'antd'` and barrel-imports-loader.cjs rewrites it. antd's internals
//   (config-provider and theme contexts, cssinjs cache, form contexts...) are not share keys:
//   they stay single-instance because only the host ever runs antd code. To make that true
//   the host provides every component key, even those it never renders itself, and remotes
//   declare them with `import: false`: a remote has no antd of its own to fall back on, so a
//   remote screen renders with the host's antd (the host's ConfigProvider theme applies) or
//   fails loudly, never silently with a second antd that misses the host's provider.
// - react-router and react-router-dom as one facade with the declarative API the console uses
//   (react-router-facade.mjs).
// - @admin/shared per subpath.
// @ant-design/icons is deliberately not shared: icons are stateless leaves of about 1 KB, and
// sharing them individually costs more in federation tables than it saves.
const fs = require('node:fs');
const path = require('node:path');
const { antdBarrel, packageDir } = require('./antd-modules.cjs');

/**
 * The @admin/shared an app is built with: the one its own dependency resolves to (the workspace's,
 * or another checkout of it, e.g. a newer release a remote is built against).
 */
const sharedDirOf = (appDir) => packageDir('@admin/shared', appDir);
const ROUTER_FACADE = path.join(__dirname, 'react-router-facade.mjs');

/** `@admin/shared` subpaths that must be one instance in the page. */
const SINGLETON_AREAS = ['contract', 'api', 'auth', 'i18n'];
/** `@admin/shared` subpaths shared by semver (several versions may run side by side). */
const VERSIONED_AREAS = ['contract/resources', 'data', 'resource', 'ui', 'format', 'chunk', 'routing', 'audit'];
const ADMIN_SHARED_AREAS = [...SINGLETON_AREAS, ...VERSIONED_AREAS];

/** npm packages shared whole: small, or they must be one instance. */
const LIBRARIES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@ant-design/cssinjs', 'zustand', 'axios', 'dayjs', '@tanstack/react-query'];

/** Packages an app may not list itself (pnpm does not hoist), found through the one that brings them. */
const VIA = { 'react-router': 'react-router-dom', '@ant-design/cssinjs': 'antd' };

function versionOf(pkgName, appDir) {
  let dir;
  try {
    dir = packageDir(pkgName, appDir);
  } catch (e) {
    if (!VIA[pkgName]) throw e;
    dir = packageDir(pkgName, packageDir(VIA[pkgName], appDir));
  }
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** 'react-dom/client' -> 'react-dom'; '@ant-design/cssinjs' stays. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param {{ kind: 'host' | 'remote', appDir: string }} opts
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedConfig({ kind, appDir }) {
  const isHost = kind === 'host';
  const shared = {};

  for (const request of LIBRARIES) {
    const version = versionOf(packageNameOf(request), appDir);
    shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
  }

  // One share key for the router facade: SharePlugin keys its provides by `import`, so two
  // keys importing the same file would leave one of them unprovided (and every remote on a
  // router of its own). 'react-router' requests are served from the 'react-router-dom' key.
  const routerVersion = versionOf('react-router', appDir);
  const router = { singleton: true, version: routerVersion, requiredVersion: `^${routerVersion}` };
  shared['react-router-dom'] = { ...router, import: ROUTER_FACADE };
  shared['react-router'] = { ...router, shareKey: 'react-router-dom', import: false };

  const sharedDir = sharedDirOf(appDir);
  const sharedVersion = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;
  for (const area of ADMIN_SHARED_AREAS) {
    const file = path.join(sharedDir, 'src', area, 'index.ts');
    if (isHost && !fs.existsSync(file)) continue;
    shared[`@admin/shared/${area}`] = {
      singleton: SINGLETON_AREAS.includes(area),
      version: sharedVersion,
      // A remote takes the host's copy when it is this version or a newer compatible one, and
      // runs its own otherwise (versioned areas; a singleton only warns).
      requiredVersion: `^${sharedVersion}`,
      // The host provides every area even if it never imports it itself, so every remote
      // gets the host's instance when it fits; a remote's own copy is the fallback.
      ...(isHost ? { import: file } : {}),
    };
  }

  const antd = antdBarrel(appDir);
  for (const dir of new Set(antd.names.values())) {
    shared[`antd/es/${dir}`] = {
      singleton: true,
      version: antd.version,
      requiredVersion: `^${antd.version}`,
      import: isHost ? path.join(antd.dir, 'es', dir, 'index.js') : false,
    };
  }

  return shared;
}

/**
 * resolve.alias entries the shared map relies on: the facade's 'admin-real-react-router' (and
 * '-dom', React Router's DOM entry) are the real package's ES build for the mode. react-router 7's package.json sends every bundler to
 * dist/development (remix-run/react-router#14102, open), whose ENABLE_DEV_WARNINGS checks and
 * warnings run on every navigation in production too; dist/production is the same code without
 * them, in the same package, and is what a production build should run.
 */
function sharedAliases(appDir, production = true) {
  const dist = path.join(packageDir('react-router', packageDir('react-router-dom', appDir)), 'dist', production ? 'production' : 'development');
  return {
    'admin-real-react-router$': path.join(dist, 'index.mjs'),
    // react-router-dom's RouterProvider is this entry's (react-router/dom): it hands the router
    // ReactDOM.flushSync, without which a navigation's `flushSync` option is ignored with a warning.
    // It imports the same chunk files as index.mjs, so the facade still holds one router.
    'admin-real-react-router-dom$': path.join(dist, 'dom-export.mjs'),
  };
}

module.exports = { sharedConfig, sharedAliases, sharedDirOf, ADMIN_SHARED_AREAS, SINGLETON_AREAS, VERSIONED_AREAS, LIBRARIES, ROUTER_FACADE };
