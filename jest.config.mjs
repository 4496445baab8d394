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
    '^@admin/shared/([a-z-]+)$': '<rootDir>/shared/src/$1/index.ts',
    '^@admin/testing$': '<rootDir>/testing/src/index.ts',
    '\\.(css|less)$': '<rootDir>/scripts/jest/style-stub.cjs',
    // @ant-design/icons' CommonJS build requires the ESM file of @ant-design/colors; use its twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  rootDir: '.',
};

export default {
  projects: [
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes', '<rootDir>/testing'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.screen\\.test\\.tsx$'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
    },
    {
      // Screen tests go through a real API server of their own (testing/src/api-environment.ts).
      ...common,
      displayName: 'screens',
      testEnvironment: '<rootDir>/testing/src/api-environment.ts',
      roots: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes'],
      testMatch: ['**/*.screen.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      // fastify's inject() loads light-my-request, whose `cookie` 2.x ships only ESM (fine on
      // Node 22, not for jest's CommonJS runtime on Node 20): let swc transform that one package.
      transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/cookie@|cookie/)'],
    },
  ],
};
