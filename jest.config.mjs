// One jest run for every package: browser code in jsdom, the server in node.
// Sources are TypeScript consumed untranspiled across the workspace, so @swc/jest transforms
// everything except node_modules, and @admin/shared subpaths map to their source folders.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@admin/shared/contract/resources$': '<rootDir>/shared/src/contract/resources/index.ts',
    // Leaf files (no state) the sign-in page imports without their area's barrel.
    '^@admin/shared/contract/constants$': '<rootDir>/shared/src/contract/constants.ts',
    '^@admin/shared/api/sso-url$': '<rootDir>/shared/src/api/sso-url.ts',
    '^@admin/shared/([a-z-]+)$': '<rootDir>/shared/src/$1/index.ts',
    '^@admin/testing$': '<rootDir>/testing/src/index.ts',
    '\\.(css|less)$': '<rootDir>/scripts/jest/style-stub.cjs',
    // @ant-design/icons' CommonJS build requires the ESM file of @ant-design/colors; use its twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  rootDir: '.',
};

/** jsdom projects: antd's injected styles kept out of jsdom's cascade (scripts/jest/detached-css.cjs). */
const dom = {
  moduleNameMapper: {
    ...common.moduleNameMapper,
    '^@rc-component/util/lib/Dom/dynamicCSS$': '<rootDir>/scripts/jest/detached-css.cjs',
    // Its browser build (XMLHttpRequest, Blob), which webpack picks by the package's `browser` field.
    '^tus-js-client$': 'tus-js-client/lib.es5/browser/index.js',
  },
};

const server = {
  ...common,
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  roots: ['<rootDir>/server'],
  // 30 s per test (server/src/test/timeout.ts): jest ignores testTimeout inside projects.
  setupFilesAfterEnv: ['<rootDir>/server/src/test/timeout.ts'],
  // Packages that ship only ESM (fine on Node 22, not for jest's CommonJS runtime on Node 20):
  // swc transforms them. fastify's inject() loads light-my-request, whose `cookie` 2.x is one;
  // the resumable uploads' @tus/server, @tus/file-store, @tus/utils and srvx are the others.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(cookie|@tus\\+[a-z-]+|srvx)@|cookie/|@tus/|srvx/)'],
  transform: { ...common.transform, '^.+\\.mjs$': swc },
};

export default {
  // A fresh clone has no timings: heavy kinds of test file first (scripts/jest/sequencer.cjs).
  testSequencer: '<rootDir>/scripts/jest/sequencer.cjs',
  // Names the run, whose test servers copy one seeded demo database (server/src/test/demo-template.ts).
  globalSetup: '<rootDir>/scripts/jest/test-run-setup.cjs',
  globalTeardown: '<rootDir>/scripts/jest/test-run-teardown.cjs',
  projects: [
    {
      ...common,
      ...dom,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes', '<rootDir>/testing'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.screen\\.test\\.tsx$'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
    },
    {
      // Screen tests go through a real API server of their own (testing/src/api-environment.ts).
      ...common,
      ...dom,
      displayName: 'screens',
      testEnvironment: '<rootDir>/testing/src/api-environment.ts',
      roots: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes'],
      testMatch: ['**/*.screen.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts', '<rootDir>/testing/src/wait-for-api.ts', '<rootDir>/testing/src/screen-timeouts.ts'],
    },
    {
      ...server,
      displayName: 'server',
      // The webpack factory's tests run here too (once, not again on PostgreSQL).
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      // PostgreSQL-only tests (a fleet of processes on one database, the database going away).
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.pg\\.test\\.ts$'],
    },
    // The same server suite again on PostgreSQL: a cluster for the run, a new database per test server.
    {
      ...server,
      displayName: 'server-pg',
      setupFiles: ['<rootDir>/server/src/test/use-postgres.ts'],
      globalSetup: '<rootDir>/server/src/test/pg-global-setup.ts',
      globalTeardown: '<rootDir>/server/src/test/pg-global-teardown.ts',
    },
  ],
};
