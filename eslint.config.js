import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  { ignores: ['dist/', '.astro/', 'node_modules/', 'src/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Hooks called in order and effects that list what they read: the two rules that catch real bugs.
  {
    files: ['src/**/*.tsx', 'src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // The folders are the architecture (docs/architecture.md); these rules keep them honest.
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        group: ['**/build-time/**', '**/browser/**', '**/generated/**', '**/components/**', 'astro:*'],
        message: 'src/core is pure and browser-safe: it imports only other src/core modules.',
      }] }],
    },
  },
  {
    // Everything that runs in the visitor's browser: browser state, islands, page scripts.
    files: ['src/browser/**', 'src/components/**/*.tsx', 'src/components/**/*.client.ts', 'src/components/**/use*.ts', '**/*.astro/*.ts', '**/*.astro/*.js'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        group: ['**/build-time/**', '**/generated/**'],
        message: 'Browser code must not import the catalogue: pages pass islands the records they need as props.',
      }] }],
    },
  },
];
