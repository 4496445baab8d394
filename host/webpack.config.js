// The host shell (DESIGN 3.1): no static remotes; they are listed in /admin/remotes.json and
// registered at run time by src/federation.
const path = require('node:path');
const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = (_env, argv = {}) =>
  createConfig({
    kind: 'host',
    name: 'host',
    appDir: __dirname,
    mode: argv.mode,
    runtimePlugins: [path.join(__dirname, 'src/federation/runtime-plugin.ts')],
  });
