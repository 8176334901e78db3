import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.astro/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // With noUncheckedIndexedAccess, `!` after a checked lookup is clearer than a redundant guard.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.config.*', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  { languageOptions: { globals: { ...globals.browser } } },
  prettier,
);
