// One lint setup for the workspace. Its main job beyond the usual rules is the import direction
// of DESIGN section 2: host -> @admin/shared, remotes/* -> @admin/shared,
// server -> @admin/shared/contract only; remotes never import each other or the host; the host
// never imports a remote at build time; shared imports nothing above it.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.flat() }],
});

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
      group: ['react', 'react-dom', 'antd', 'axios', 'zustand', '@admin/shared/*', '!@admin/shared/contract'],
      message: 'contract/ holds types and schemas only (zod); the server imports it.',
      allowTypeImports: true,
    }),
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: restrict(noServer, remotePatterns(null)),
  },
  ...REMOTES.map((r) => ({
    files: [`remotes/${r}/**/*.{ts,tsx}`],
    rules: restrict(noHost, noServer, remotePatterns(r)),
  })),
  {
    files: ['server/**/*.ts'],
    rules: restrict(noHost, remotePatterns(null), {
      group: ['@admin/shared/*', '!@admin/shared/contract', '**/shared/src/**'],
      message: 'The server imports only @admin/shared/contract (DESIGN 2).',
    }),
  },
);
