// The sign-in page's own compilation (sign-in page ≤ 100 KB of JS, first paint before
// any script). Production only, built after the host (it reads the host's index.html):
// - sign-in.[hash].js: React, react-dom and the sign-in form (host/src/gate/sign-in-entry.tsx),
//   without module federation: the federation runtime alone is 36 KB. The console (main.js)
//   joins the page later and adopts this React (host/src/gate/sign-in-handover.ts).
// - login.html: the sign-in form drawn at build time (sign-in-page-plugin.cjs).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { swcRule, minimizerPlugin, ROOT } = require('./create-config.cjs');
const { sharedDirOf } = require('./shared.cjs');
const { BundleReportPlugin } = require('./bundle-report-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { SignInPagePlugin } = require('./sign-in-page-plugin.cjs');

/** @param {{ appDir: string, hostName: string }} o */
function signInConfig({ appDir, hostName }) {
  const MinimizerPlugin = minimizerPlugin();
  const sharedVersion = JSON.parse(fs.readFileSync(path.join(sharedDirOf(appDir), 'package.json'), 'utf8')).version;
  return {
    name: `${hostName}-sign-in`,
    // The host's output (index.html, main.js's version) must exist first; its `clean` must not
    // remove this compilation's files.
    dependencies: [hostName],
    mode: 'production',
    context: appDir,
    entry: { 'sign-in': './src/gate/sign-in-entry.tsx' },
    target: 'web',
    // Hidden, as the console's (create-config.cjs): for an error tracker, never served.
    devtool: 'hidden-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: '/admin/',
      uniqueName: 'admin_host_sign_in',
      filename: '[name].[contenthash:10].js',
      chunkFilename: 'sign-in-[name].[contenthash:10].js',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [swcRule({ appDir, production: true }), { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] }],
    },
    plugins: [
      // The i18n store's version, so the console adopts it only when it is its own.
      new webpack.DefinePlugin({ __ADMIN_SHARED_VERSION__: JSON.stringify(sharedVersion) }),
      new SignInPagePlugin({ render: path.join(appDir, 'src/gate/render-sign-in.tsx'), entry: 'sign-in' }),
      new BundleReportPlugin({ root: ROOT, merge: true }),
      new PrecompressPlugin(),
    ],
    optimization: {
      minimize: true,
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
          extractComments: false,
        }),
      ],
      // One file: the page needs all of it at once.
      splitChunks: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { signInConfig };
