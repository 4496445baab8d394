// One webpack configuration for the host and the five remotes (DESIGN 2, 3, 10).
// Each package's webpack.config.js calls `createConfig({ kind, name, appDir, ... })`.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, sharedAliases, sharedDirOf } = require('./shared.cjs');
const { chunkLoadTimeoutMs } = require('./timeout.cjs');
const { PublicAssetsPlugin } = require('./public-assets-plugin.cjs');
const { HtmlEntryPlugin } = require('./html-entry-plugin.cjs');
const { BundleReportPlugin } = require('./bundle-report-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { RouteTablePlugin } = require('./route-table-plugin.cjs');
const { ConsoleWarmPlugin } = require('./console-warm-plugin.cjs');
const { antdStaticCssDefinition } = require('../antd-styles/build-value.cjs');

const ROOT = path.resolve(__dirname, '../..');

/** webpack 5.111 ships its minimizer as `minimizer-webpack-plugin` (terser-webpack-plugin's
 *  successor); resolve it next to webpack since pnpm does not hoist it. */
function minimizerPlugin() {
  const webpackDir = path.dirname(require.resolve('webpack/package.json'));
  for (const name of ['minimizer-webpack-plugin', 'terser-webpack-plugin']) {
    try {
      return require(require.resolve(name, { paths: [webpackDir] }));
    } catch {
      // try the next name
    }
  }
  throw new Error('no JS minimizer plugin found next to webpack');
}

function swcRule({ appDir, production }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Workspace sources only: @admin/shared is TypeScript consumed untranspiled through the
    // pnpm symlink, which webpack resolves to the package's real folder.
    include: [path.join(appDir, 'src'), path.join(sharedDirOf(appDir), 'src')],
    use: [
      { loader: require.resolve('./barrel-imports-loader.cjs'), options: { packageDir: appDir } },
      {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2020',
          },
          module: { type: 'es6' },
          sourceMaps: true,
        },
      },
    ],
  };
}

/**
 * @param {object} o
 * @param {'host' | 'remote'} o.kind
 * @param {string} o.name          remotes.json name ('home-manage'); the MF container name is derived
 * @param {string} o.appDir        the package folder
 * @param {string} [o.mode]        webpack mode (from argv)
 * @param {number} [o.port]        dev server port
 * @param {object} [o.devServer]   extra dev server options
 * @param {string[]} [o.runtimePlugins]
 */
function createConfig(o) {
  const production = o.mode !== 'development';
  const isHost = o.kind === 'host';
  const mfName = containerName(o.name);
  const timeout = chunkLoadTimeoutMs();
  const { default: MinimizerPlugin } = { default: minimizerPlugin() };

  const mf = {
    name: mfName,
    dts: false,
    manifest: true,
    shared: sharedConfig({ kind: o.kind, appDir: o.appDir }),
    runtimePlugins: o.runtimePlugins ?? [],
    // Every container picks an already loaded shared module before a newer one (DESIGN 3.1).
    shareStrategy: 'loaded-first',
    experiments: isHost
      ? // The host hands its MF runtime to the remotes, so no remoteEntry.js carries a copy.
        { provideExternalRuntime: true, optimization: { target: 'web' } }
      : { externalRuntime: true, optimization: { target: 'web' } },
    ...(isHost
      ? {} // no static remotes: remotes.json is read at run time
      : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.ts' } }),
  };

  const plugins = [
    new webpack.DefinePlugin({ __CHUNK_LOAD_TIMEOUT_MS__: JSON.stringify(timeout) }),
    new ModuleFederationPlugin(mf),
    new BundleReportPlugin({ root: ROOT }),
    // Brotli + gzip copies beside every text file (production only), served by Accept-Encoding.
    new PrecompressPlugin(),
  ];
  // The menu as data beside the entry (production builds: dev serves load the routes module).
  if (!isHost && production) plugins.push(new RouteTablePlugin({ appDir: o.appDir }));
  if (isHost) {
    plugins.push(
      // antd's styles made at build time (host/src/console/antd-static-styles.ts).
      new webpack.DefinePlugin({ __ANTD_STATIC_CSS__: antdStaticCssDefinition(production ? 'production' : 'development') }),
      // console-bridge: main.js's start inside the sign-in page (login.html), never from index.html.
      new HtmlEntryPlugin({ template: path.join(o.appDir, 'public/index.html'), notAtStartup: ['console-bridge'] }),
      new PublicAssetsPlugin({ dir: path.join(o.appDir, 'public'), exclude: ['index.html'] }),
      // What the sign-in page fetches at once on first input: what stands before the sign-in call
      // (main.js's start there, the auth store and API client). The console's first screen
      // (`next`) is asked for at the same time at low priority: at the same priority it shared the
      // bandwidth and held the sign-in call back (throttled: 1.8–4.1 s to home, was 1.9–2.4);
      // fetched only by the bridge's warm-up, it started ~0.5 s late.
      // `adopted`: the share keys the sign-in page hands over (host/src/gate/sign-in-entry.tsx),
      // never fetched from the host there.
      new ConsoleWarmPlugin({
        groups: ['console-bridge', 'auth'],
        next: ['router-app', 'console', 'dashboard'],
        adopted: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@admin/shared/i18n'],
      }),
    );
  }

  return {
    name: o.name,
    mode: production ? 'production' : 'development',
    context: o.appDir,
    entry: isHost ? { main: './src/index.ts' } : {},
    target: 'web',
    // Production maps (full sources) are written beside the files for an error tracker, with no
    // sourceMappingURL comment, and the server never serves *.map: no browser is pointed at them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(o.appDir, 'dist'),
      publicPath: isHost ? '/admin/' : 'auto',
      uniqueName: `admin_${mfName}`,
      // No [contenthash] in an MF build's filename (remoteEntry.js and main.js must keep
      // their names); lazy chunks are content-hashed and cacheable forever.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkLoadTimeout: timeout,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: sharedAliases(o.appDir, production),
    },
    module: {
      rules: [swcRule({ appDir: o.appDir, production }), { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] }],
    },
    plugins,
    optimization: {
      minimize: production,
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
          extractComments: false,
        }),
      ],
      splitChunks: isHost ? SPLIT_CHUNKS : REMOTE_SPLIT_CHUNKS,
      chunkIds: production ? 'deterministic' : 'named',
      moduleIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    ...(o.port
      ? {
          devServer: {
            host: '127.0.0.1',
            port: o.port,
            hot: false,
            liveReload: true,
            headers: { 'Access-Control-Allow-Origin': '*' },
            ...o.devServer,
          },
        }
      : {}),
  };
}

/**
 * Chunking of what a remote screen pulls from the host (a not-yet-loaded screen in at
 * most 6 JS requests). The host provides every antd component under its own share key (DESIGN
 * 3.3), and with webpack's defaults each key became a chunk or several: a list screen fetched
 * about 100 files, most of 1–5 KB, one round trip each on a slow link. Sharing is by share key,
 * not by file, so grouping modules changes no instance: a group is fetched whole when any of its
 * modules is first needed, and each module still runs once, on first use.
 * - antd: every component a console screen uses, what they all need (config-provider, theme,
 *   cssinjs, rc utilities), dayjs, and the host's antd provider around screens. One file: the antd provider around every screen already
 *   needs dayjs and the core, and a screen without a table or a form is rare.
 * - antd-rare: components no screen uses today, so the screens do not download them.
 * - kit: the screen kit of @admin/shared (resource, ui, format, chunk, routing, the contract's
 *   schemas) with zod's schema builders and dnd-kit: only screens use them.
 * What the shell's first screens use (react, router, axios, zod's core, the singleton areas, the
 * rich-text editor's lazy chunk) matches none of these and stays as before.
 */
/** `pattern` inside a package folder (any slash: POSIX or Windows paths). */
const inPackages = (pattern) => new RegExp(String.raw`[\\/]node_modules[\\/](${pattern.source})[\\/]`);
/**
 * antd components (and their own rc parts) that no console screen imports, nor any component a
 * screen uses (Timeline draws with Steps, ColorPicker's presets with Collapse; every locale
 * carries Calendar's texts).
 */
const ANTD_RARE = inPackages(
  /antd[\\/]es[\\/](qr-code|tour|mentions|cascader|carousel|rate|transfer|calendar(?![\\/]locale)|float-button|splitter|masonry|anchor|affix|statistic|list|back-top)|@rc-component[\\/](qrcode|tour|mentions|cascader|rate)|@ant-design[\\/]react-slick|json2mq|string-convert/,
);
const ANTD = inPackages(
  /antd|@rc-component|@ant-design|dayjs|compute-scroll-into-view|scroll-into-view-if-needed|throttle-debounce|react-is|is-mobile|clsx|@babel[\\/]runtime|stylis|@emotion/,
);
/**
 * The host's frame around every remote screen (the antd provider, the chunk-error boundary), its
 * antd feedback, antd's styles made at build time and the list warm-up: they run exactly when antd
 * does, so they travel in its file, one request less (and the styles once, not in each chunk that
 * imports them).
 */
const ANTD_FRAME = /[\\/]host[\\/]src[\\/]console[\\/](remote-screen|antd-scope|antd-theme|antd-feedback|antd-static-styles|list-warm-up)\.(tsx?|json)$/;
const inAntd = (file) => ANTD.test(file) || ANTD_FRAME.test(file);
/**
 * The contract's barrel (its zod schemas, checked when a remote's routes load) is screen-only too;
 * its leaf files of plain constants are not (the API client and the shell import them directly),
 * nor is the one date-time format (the home page's recent changes write their times with it).
 * So is zod, but its core (util, core: the `config` the router app sets).
 */
const KIT_SOURCES = /[\\/]shared[\\/]src[\\/](resource|data|ui|format|chunk|routing|contract)[\\/](?!constants\.ts$|codes\.ts$|date-time\.ts$)/;
const KIT_PACKAGES = /[\\/]node_modules[\\/](@dnd-kit[\\/]|zod[\\/](?!v4[\\/]core[\\/](util|core)\.js$))/;
/**
 * The rich-text editor stays its own lazy chunk (with TipTap, 110 KB): only rich-text fields load
 * it; so does the PDF preview's renderer (with PDF.js, about 2 MB), loaded at the first preview.
 */
const LAZY_KIT = /[\\/]shared[\\/]src[\\/]resource[\\/]fields[\\/](rich-text-editor\.tsx|pdf-first-page\.ts)$/;
const inKit = (file) => (KIT_SOURCES.test(file) || KIT_PACKAGES.test(file)) && !LAZY_KIT.test(file);

const group = (name, test, priority) => ({ name, test, priority, chunks: 'async', enforce: true });
/**
 * The kit's leaf files the shell uses too (the contract's constants and codes, the one date-time
 * format): one small file wherever an async chunk needs them, instead of a file per combination.
 */
const SHARED_LEAVES = /[\\/]shared[\\/]src[\\/](contract[\\/](constants|codes)|format[\\/]date-time)\.ts$/;

const SPLIT_CHUNKS = {
  chunks: 'async',
  minSize: 5000,
  maxAsyncRequests: 50,
  cacheGroups: {
    antdRare: group('antd-rare', ANTD_RARE, 15),
    antd: group('antd', (module) => inAntd(module.nameForCondition?.() ?? ''), 10),
    kit: group('kit', (module) => inKit(module.nameForCondition?.() ?? ''), 5),
    leaves: group('leaves', (module) => SHARED_LEAVES.test(module.nameForCondition?.() ?? ''), 4),
  },
};

/**
 * A remote holds no antd (the host provides it) and its @admin/shared areas are fallbacks, run
 * only when the host's version does not fit: grouped with a screen's own code they would be
 * downloaded with it. Its icon runtime and rc utilities stay in one chunk, as before.
 */
const REMOTE_SPLIT_CHUNKS = {
  ...SPLIT_CHUNKS,
  cacheGroups: { antd: group('antd', ANTD, 10) },
};

/** remotes.json names may contain '-', a container's global name may not. */
function containerName(name) {
  return name.replace(/-/g, '_');
}

module.exports = { createConfig, containerName, swcRule, minimizerPlugin, ROOT, SPLIT_CHUNKS, REMOTE_SPLIT_CHUNKS };
