// The host shell (DESIGN 3.1): no static remotes; they are listed in /admin/remotes.json and
// registered at run time by src/federation. A production build also makes the sign-in page's
// own bundle and HTML (scripts/webpack/sign-in-config.cjs).
const path = require('node:path');
const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { signInConfig } = require('../scripts/webpack/sign-in-config.cjs');

module.exports = (_env, argv = {}) => {
  const host = createConfig({
    kind: 'host',
    name: 'host',
    appDir: __dirname,
    mode: argv.mode,
    runtimePlugins: [path.join(__dirname, 'src/federation/runtime-plugin.ts'), path.join(__dirname, 'src/gate/adopt-sign-in-shares.ts')],
  });
  return argv.mode === 'development' ? host : [host, signInConfig({ appDir: __dirname, hostName: 'host' })];
};
