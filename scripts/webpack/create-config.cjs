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
      new HtmlEntryPlugin({ template: path.join(o.appDir, 'public/index.html') }),
      new PublicAssetsPlugin({ dir: path.join(o.appDir, 'public'), exclude: ['index.html'] }),
    );
  }

  return {
    name: o.name,
    mode: production ? 'production' : 'development',
    context: o.appDir,
    entry: isHost ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
      alias: sharedAliases(o.appDir),
    },
    module: {
      rules: [
        swcRule({ appDir: o.appDir, production }),
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
      ],
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
      splitChunks: SPLIT_CHUNKS,
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
 * The host provides every antd component as its own lazy chunk group, so webpack's defaults
 * (shared modules split out only from 20 KB, at most 30 requests) copied antd's common code
 * (config-provider, theme, cssinjs, icon base, rc utilities) into dozens of chunks: the
 * dashboard downloaded the same modules several times. The part every antd component needs
 * is one chunk; the rest is split from 5 KB.
 */
const SPLIT_CHUNKS = {
  chunks: 'async',
  minSize: 5000,
  maxAsyncRequests: 50,
  cacheGroups: {
    antdCore: {
      test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|locale|style|version|app|message|notification|modal|watermark[\\/]context)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|icons[\\/]es[\\/]components|icons-svg)|@rc-component[\\/](util|motion|portal|resize-observer|notification|dialog)|clsx|@babel[\\/]runtime|stylis|@emotion)[\\/]/,
      name: 'antd-core',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
  },
};

/** remotes.json names may contain '-', a container's global name may not. */
function containerName(name) {
  return name.replace(/-/g, '_');
}

module.exports = { createConfig, containerName, ROOT };
