// One lint setup for the workspace. Its main job beyond the usual rules is the import direction
// of DESIGN section 2: host -> @admin/shared, remotes/* -> @admin/shared,
// server -> @admin/shared/contract only; remotes never import each other or the host; the host
// never imports a remote at build time; shared imports nothing above it.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const REMOTES = ['ads', 'exercise', 'course', 'home-manage', 'system'];

const noHost = {
  group: ['@admin/host', '@admin/host/*', '**/host/src/**', '**/host/src'],
  message: 'Only the host may import the host (DESIGN 2).',
};
const noServer = {
  group: ['@admin/server', '@admin/server/*', '**/server/src/**'],
  message: 'Browser code talks to the server over HTTP only (DESIGN 2).',
};
const remotePatterns = (except) =>
  REMOTES.filter((r) => r !== except).map((r) => ({
    group: [`@admin/remote-${r}`, `@admin/remote-${r}/*`, `**/remotes/${r}/**`, `**/remotes/${r}`, `**/${r}/src/**`],
    message: 'Remotes are loaded at runtime through module federation, never imported (DESIGN 2).',
  }));
const noUpward = {
  group: ['../../host/**', '../../server/**', '../../remotes/**', '**/../host/**', '**/../remotes/**', '**/../server/**'],
  message: '@admin/shared imports nothing above it (DESIGN 2).',
};
// Apps reach @admin/shared through its package exports: a path into its sources would bypass what
// module federation shares (a second copy of a singleton) and what the package declares public.
const noSharedSources = {
  group: ['**/shared/src/**', '**/shared/src'],
  message: 'Import @admin/shared through its package exports (DESIGN 2, 3.3).',
};
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.flat() }],
});
// A screen reads and writes through the data layer (@admin/shared/data: the typed client, its
// hooks and the page's query cache), never by raw calls with paths it builds itself. Tests may
// check the server directly.
const DATA_LAYER_ONLY = [
  {
    name: '@admin/shared/api',
    importNames: ['http'],
    message: 'Call the API through @admin/shared/data (api.<module>.<op>, useResourceQuery, useResourceMutation).',
  },
  { name: '@admin/shared/resource', importNames: ['fillPath'], message: 'The typed client fills path parameters: api.<module>.<op>(params, input).' },
  {
    name: '@admin/shared/data',
    importNames: ['fillPath', 'filledPath', 'send'],
    message: 'The typed client fills path parameters: api.<module>.<op>(params, input); bytes with { binary: true }.',
  },
];
/** A remote's calls go through the data layer, bytes too. */
const NO_RAW_CALLS = ['fetch', 'XMLHttpRequest'].map((name) => ({
  name,
  message: 'Call the API through @admin/shared/data: api.<module>.<op>(params, input, { binary: true }) for bytes.',
}));
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', 'data/**', 'deploy/**', 'coverage/**', 'e2e/artifacts/**', 'tmp/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import loop anywhere, type-only imports included: a loop makes the order modules run in,
    // and which chunk a module lands in, depend on who imported first. Workspace packages resolve
    // through their `exports` to the TypeScript sources, so loops across packages count too.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrict(noHost, noServer, remotePatterns(null), noUpward),
  },
  {
    // The contract is types and schemas only: the server imports it, so no browser code here.
    files: ['shared/src/contract/**/*.ts'],
    rules: restrict(noHost, noServer, remotePatterns(null), noUpward, {
      group: ['react', 'react-dom', 'antd', 'axios', 'zustand', '@admin/shared/*', '@admin/shared/*/**'],
      message: 'contract/ holds types and schemas only (zod); the server imports it.',
      allowTypeImports: true,
    }),
  },
  {
    // Resource contracts are shared by semver, the rest of the contract is the page's singleton:
    // reaching the singleton by a relative path would bundle a second registry into a remote.
    files: ['shared/src/contract/resources/**/*.ts'],
    rules: restrict(
      noHost,
      noServer,
      remotePatterns(null),
      noUpward,
      {
        group: ['react', 'react-dom', 'antd', 'axios', 'zustand', '@admin/shared/*', '@admin/shared/*/**', '!@admin/shared/contract'],
        message: 'contract/ holds types and schemas only (zod); the server imports it.',
        allowTypeImports: true,
      },
      {
        regex: '^(\\.\\./)+(codes|envelope|constants|route|account|permissions)$',
        message: 'Import the singleton part of the contract as @admin/shared/contract, not by a relative path.',
      },
    ),
  },
  {
    // Route builders run when a remote's route table loads, just to build the menu: no UI code.
    files: ['shared/src/routing/**/*.ts'],
    rules: restrict(noHost, noServer, remotePatterns(null), noUpward, {
      group: ['react', 'react-dom', 'antd', 'zod', '@admin/shared/*', '@admin/shared/*/**', '!@admin/shared/i18n', '!@admin/shared/contract'],
      message: 'routing/ is loaded to build the menu: only the i18n store and contract types.',
      allowTypeImports: true,
    }),
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: restrict(noServer, remotePatterns(null), noSharedSources),
  },
  ...REMOTES.map((r) => ({
    files: [`remotes/${r}/**/*.{ts,tsx}`],
    rules: restrict(noHost, noServer, remotePatterns(r), noSharedSources),
  })),
  ...REMOTES.map((r) => ({
    files: [`remotes/${r}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: DATA_LAYER_ONLY, patterns: [noHost, noServer, remotePatterns(r), noSharedSources].flat() },
      ],
      'no-restricted-globals': ['error', ...NO_RAW_CALLS],
    },
  })),
  {
    // No React on the server: a `use…` function there is a test helper, not a hook.
    files: ['server/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(noHost, remotePatterns(null), {
      group: ['@admin/shared/*', '@admin/shared/*/**', '!@admin/shared/contract', '!@admin/shared/contract/resources', '**/shared/src/**'],
      message: 'The server imports only @admin/shared/contract and its resources (DESIGN 2).',
    }),
  },
);
