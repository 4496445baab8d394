// Production builds write their source maps for an error tracker but point no browser at them
// (no sourceMappingURL comment); the server refuses *.map (server/src/web/static.test.ts).
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const ROOT = path.resolve(__dirname, '../..');
const { createConfig } = require(path.join(ROOT, 'scripts/webpack/create-config.cjs'));
const { signInConfig } = require(path.join(ROOT, 'scripts/webpack/sign-in-config.cjs'));
/* eslint-enable @typescript-eslint/no-require-imports */

it('builds hidden source maps in production, for the host, every remote and the sign-in page', () => {
  const configs = [
    createConfig({ kind: 'host', name: 'host', appDir: path.join(ROOT, 'host'), mode: 'production' }),
    ...['ads', 'course', 'exercise', 'home-manage', 'system'].map((name) =>
      createConfig({ kind: 'remote', name, appDir: path.join(ROOT, 'remotes', name), mode: 'production' }),
    ),
    signInConfig({ appDir: path.join(ROOT, 'host'), hostName: 'host' }),
  ];
  for (const c of configs) expect([c.name, c.devtool]).toEqual([c.name, 'hidden-source-map']);
});

it('keeps eval source maps in development (served by the dev server only)', () => {
  expect(createConfig({ kind: 'host', name: 'host', appDir: path.join(ROOT, 'host'), mode: 'development' }).devtool).toBe('eval-cheap-module-source-map');
});
