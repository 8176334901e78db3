import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'packages/widgets/dist/', '.astro/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // .astro files: their frontmatter and module scripts are TypeScript, linted as the .ts files are.
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,astro}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // With noUncheckedIndexedAccess, `!` after a checked lookup is clearer than a redundant guard.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A comment says why, not which issue asked: the issue is in the commit log.
      'no-warning-comments': ['error', { terms: ['issue #'], location: 'anywhere' }],
    },
  },
  // No import cycle anywhere: a cycle makes the order modules run in matter, and ties layers that
  // should stand apart (import-x resolves the extensionless TypeScript imports as Vite does).
  {
    files: ['**/*.{ts,tsx,astro,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // No product file over 450 lines: past that a file holds more than one thing to read. Tests and
  // their helpers are not held to it.
  {
    files: ['packages/**', 'widgets/**', 'site/**', 'scripts/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*-testing.ts', '**/testing/**'],
    rules: { 'max-lines': ['error', { max: 450 }] },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.config.*', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  { languageOptions: { globals: { ...globals.browser } } },
  // The layers' dependency rules (docs/architecture.md): core is pure, and only packages/cloud may
  // load Firebase so that an embed stays small.
  {
    files: ['packages/core/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'packages/core is pure: no DOM.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', '@r2wc/*', '@shoelace-style/*'],
              message: 'packages/core is pure: no UI.',
            },
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only packages/cloud imports Firebase.',
            },
            {
              group: ['**/packages/ui/**', '**/packages/cloud/**', '**/widgets/**'],
              message: 'Dependencies point one way: core <- ui <- widgets.',
            },
            // The same, through packages/ui's alias (package.json "imports").
            { regex: '^#ui/', message: 'Dependencies point one way: core <- ui <- widgets.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**', 'widgets/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*', '**/packages/cloud/**'],
              message:
                'Only packages/cloud imports Firebase; the site hands widgets a cloud store.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'The site reaches Firebase through packages/cloud, loaded on demand.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
