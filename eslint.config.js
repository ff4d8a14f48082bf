import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The compiled catalogue and the code that reads it: build-time only. The interface's texts
 * (generated/strings.{tag}.ts) are no part of it: browser code that writes a sentence takes them.
 */
const CATALOGUE = ['**/build-time/**', '**/generated/**', '!**/generated/strings.*'];
const NO_CATALOGUE =
  'Browser code must not import the catalogue: pages pass islands the records they need as props.';
const CORE_ONLY = 'src/core is pure and browser-safe: it imports only other src/core modules.';
/** A selector's regular expression for a specifier that names one of these folders (its own slashes would end the expression). */
const folders = (...names) => `/(^|\\W)(${names.join('|')})\\W/`;

export default [
  { ignores: ['dist/', 'dist-*/', '.astro/', '**/.wrangler/', 'node_modules/', 'src/generated/'] },
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
  // The folders are the architecture (docs/architecture.md); these rules keep them honest. They
  // see every import form the build follows: static, `export … from`, literal `import()`, a
  // query (`?worker&url`) or the `chunk-url:` prefix, and an .astro file's `<script src>`.
  // tests/unit/architecture.test.ts checks that every module browser code reaches is covered.
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...CATALOGUE, '**/browser/**', '**/components/**', 'astro:*'], message: CORE_ONLY },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=${folders('build-time', 'generated', 'browser', 'components')}]`,
          message: CORE_ONLY,
        },
      ],
    },
  },
  {
    // Everything that runs in the visitor's browser: browser state, islands, page scripts and
    // the modules they import (every script of src/components), the <script> blocks of .astro files.
    files: [
      'src/browser/**',
      'src/components/**/*.ts',
      'src/components/**/*.tsx',
      '**/*.astro/*.ts',
      '**/*.astro/*.js',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: CATALOGUE, message: NO_CATALOGUE }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=${folders('build-time', 'generated')}]`,
          message: NO_CATALOGUE,
        },
        {
          selector: 'Literal[value=/data-testid/], TemplateElement[value.raw=/data-testid/]',
          message:
            "Scripts find the converter's parts by their declared attributes (converter/answerParts.ts): test ids are the tests' own.",
        },
      ],
    },
  },
  {
    // The Cloudflare Worker reads the category data files through the host, as the browser does:
    // the catalogue would otherwise be bundled into it.
    files: ['src/worker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: CATALOGUE, message: 'The Worker reads /data/{category}.json, never the catalogue.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.astro'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXOpeningElement[name.name='script'] > JSXAttribute[name.name='src'][value.value=${folders('build-time', 'generated')}]`,
          message: NO_CATALOGUE,
        },
      ],
    },
  },
];
