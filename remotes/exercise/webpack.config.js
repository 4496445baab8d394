// Remote 'exercise' (DESIGN 3.2): exposes only './routes' from remoteEntry.js + mf-manifest.json.
const { createConfig } = require('../../scripts/webpack/create-config.cjs');

module.exports = (_env, argv = {}) => createConfig({ kind: 'remote', name: 'exercise', appDir: __dirname, mode: argv.mode });
