// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import globals from 'globals';
import webLayers from './eslint-rules/web-layers.js';
import noHardcodedText from './eslint-rules/no-hardcoded-text.js';
import logicalInline from './eslint-rules/logical-inline-properties.js';
import css from '@eslint/css';

/**
 * Import direction (docs/architecture.md):
 *   domain <- sites <- contracts <- api / web ; only apps/api imports packages/db.
 * Each layer lists what it must NOT import.
 */
const ours = (names) => names.map((n) => ({ group: [n, `${n}/*`], message: `layering: see docs/architecture.md` }));
const layer = (files, forbidden, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [...ours(forbidden), ...extra] }],
  },
});
const noNode = [
  { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'https', 'child_process'], message: 'pure package: no Node APIs' },
];
const noUi = [{ group: ['react', 'react-dom', 'next', 'next/*'], message: 'pure package: no React or Next' }];
/** The web app's own patterns: lightweight-charts stays out of first loads (the web imports the chart's
 *  types or its pure rules statically, and the drawing layer only through features/chart/load-chart.ts). */
const webPatterns = [
  {
    regex: '^@ex/chart$',
    allowTypeImports: true,
    message: 'load @ex/chart lazily (features/chart/load-chart.ts); import types or @ex/chart/pure',
  },
];
const QUERY_HOOKS = ['useQuery', 'useQueries', 'useMutation', 'useSuspenseQuery', 'useSuspenseQueries', 'useInfiniteQuery'];

/** Config objects other than global ignores apply to scripts only; CSS gets its own language below. */
const scriptsOnly = (config) =>
  Object.keys(config).every((k) => k === 'ignores' || k === 'name')
    ? config
    : { ...config, ignores: [...(config.ignores ?? []), '**/*.css'] };

const scriptConfigs = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/dist/**',
      '**/.data/**',
      'packages/db/migrations/**',
      '**/next-env.d.ts',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  layer(['packages/indicators/**'], ['@ex/domain', '@ex/sites', '@ex/contracts', '@ex/db', '@ex/api', '@ex/web'], [...noNode, ...noUi]),
  layer(['packages/chart/**'], ['@ex/contracts', '@ex/db', '@ex/api', '@ex/web'], noNode),
  layer(['packages/domain/**'], ['@ex/sites', '@ex/contracts', '@ex/db', '@ex/api', '@ex/web'], [...noNode, ...noUi]),
  layer(['packages/sites/**'], ['@ex/contracts', '@ex/db', '@ex/api', '@ex/web'], [...noNode, ...noUi]),
  layer(['packages/contracts/**'], ['@ex/db', '@ex/api', '@ex/web'], [...noNode, ...noUi]),
  layer(['packages/db/**'], ['@ex/api', '@ex/web', '@ex/contracts', '@ex/sites'], noUi),
  layer(['apps/api/**'], ['@ex/web'], noUi),
  layer(['apps/web/**', 'e2e/**'], ['@ex/db', '@ex/api'], webPatterns),
  {
    // Components render; data comes through a feature's useX hook (fetcher → query options → hook).
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/components/**'],
    ignores: ['apps/web/src/**/hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...ours(['@ex/db', '@ex/api']), ...webPatterns],
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: QUERY_HOOKS,
              message: 'components call a feature hook (features/<f>/hooks), not TanStack Query directly',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests of pure packages may read fixtures from disk.
    files: ['packages/*/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/domain/src/**/*.ts', 'packages/sites/src/**/*.ts', 'packages/indicators/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'pure package' },
        { name: 'document', message: 'pure package' },
        { name: 'process', message: 'pure package: pass configuration in' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin, local: webLayers },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // App Router only: there is no pages directory.
      '@next/next/no-html-link-for-pages': 'off',
      // app → features (never each other) → core → components → lib (docs/architecture.md).
      'local/web-layers': 'error',
    },
  },
  {
    // Issue 12: every user-visible word comes from the message catalogue (tests may use literals).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18n: noHardcodedText },
    rules: { 'i18n/no-hardcoded-text': 'error' },
  },
  {
    files: ['scripts/**', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);

export default [
  ...scriptConfigs.map(scriptsOnly),
  {
    // Issue 12 right to left: the web app's stylesheets use start/end, never left/right.
    files: ['apps/web/src/**/*.css'],
    language: 'css/css',
    plugins: { css, rtl: logicalInline },
    rules: { 'rtl/logical-inline-properties': 'error' },
  },
];
