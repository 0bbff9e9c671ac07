import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { allowedImports } from './backend/layers.mjs';

const FRONTEND = './frontend/src';
const BACKEND = './backend/src';
const BACKEND_FOLDERS = allowedImports();

const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      // Private build folders (FRONTEND_DIST_DIR=.dist-x) and the prerender's SSR bundles.
      '**/.dist-*/**',
      '**/.ssr/**',
      '**/node_modules/**',
      'data/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The frontend's layers, as bulletproof-react has them: shared code (components, lib, stores,
    // content, styles) never imports a feature or the app; a feature never imports another feature
    // or the app (features are composed in app/); and no module takes part in an import cycle.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${FRONTEND}/features/${feature}`,
              from: `${FRONTEND}/features`,
              except: [`./${feature}`],
              message: 'A feature imports no other feature: move what both need to components/, lib/ or stores/, or compose them in app/.',
            })),
            {
              target: `${FRONTEND}/features`,
              from: [`${FRONTEND}/app`, `${FRONTEND}/islands`],
              message: 'Features do not import the app layer or the islands (which compose features for the public pages).',
            },
            {
              target: [
                `${FRONTEND}/components`,
                `${FRONTEND}/lib`,
                `${FRONTEND}/stores`,
                `${FRONTEND}/content`,
                `${FRONTEND}/styles`,
                `${FRONTEND}/api-types`,
              ],
              from: [`${FRONTEND}/features`, `${FRONTEND}/app`, `${FRONTEND}/islands`],
              message: 'Shared code imports no feature, not the app and not the islands.',
            },
            // The shared folders form layers, each importing only those below it, so no two of them
            // import each other: api-types (generated) and styles at the bottom, then content (words),
            // stores, lib, and components at the top. What two layers both need goes down a layer
            // (or into packages/shared).
            {
              target: `${FRONTEND}/api-types`,
              from: [`${FRONTEND}/components`, `${FRONTEND}/lib`, `${FRONTEND}/stores`, `${FRONTEND}/content`, `${FRONTEND}/styles`],
              message: 'api-types is generated from the backend and imports nothing of the app.',
            },
            {
              target: `${FRONTEND}/styles`,
              from: [`${FRONTEND}/components`, `${FRONTEND}/lib`, `${FRONTEND}/stores`, `${FRONTEND}/content`],
              message: 'styles/ is the bottom layer: it imports no component, lib, store or content.',
            },
            {
              target: `${FRONTEND}/content`,
              from: [`${FRONTEND}/components`, `${FRONTEND}/lib`, `${FRONTEND}/stores`],
              message:
                'content/ is words and imports no component, lib or store (lib/seo reads content): move what it needs into content/, api-types or packages/shared.',
            },
            {
              target: `${FRONTEND}/stores`,
              from: [`${FRONTEND}/components`, `${FRONTEND}/lib`],
              message: 'stores/ imports no component and no lib (lib reads the stores): move what both need down a layer.',
            },
            {
              target: `${FRONTEND}/lib`,
              from: `${FRONTEND}/components`,
              message: 'lib/ imports no component: put state in stores/ (toast-store, for instance) and keep the component in components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Backend and frontend share code only through packages/shared (docs/decisions/0017-shared-package.md).
    files: ['frontend/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)backend/', message: 'The frontend imports no backend file: move what both need to packages/shared.' }],
        },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)frontend/', message: 'The backend imports no frontend file: move what both need to packages/shared.' }],
          // On Node 20 an AsyncLocalStorage in use runs a hook on every promise of every request
          // (docs/performance.md, "Every promise watched, and the mail's clock").
          paths: [
            {
              name: 'node:async_hooks',
              importNames: ['AsyncLocalStorage', 'createHook'],
              message: 'Pass what a call needs as an argument: on Node 20 these hook every promise.',
            },
            {
              name: 'async_hooks',
              importNames: ['AsyncLocalStorage', 'createHook'],
              message: 'Pass what a call needs as an argument: on Node 20 these hook every promise.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure TypeScript that the server and the browser both run: no package, no Node or browser
    // module, and nothing of the backend or the frontend; only files beside it. (Its tsconfig has
    // neither DOM nor Node types, so their globals fail the type-check.)
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'packages/shared imports only its own files (./x): it runs on the server and in the browser alike.',
            },
          ],
        },
      ],
    },
  },
  {
    // The backend's layers (backend/layers.mjs, explained in docs/architecture.md): a folder imports
    // only folders of lower layers, and inside a layer only those listed before it. Because every
    // allowed import points down that one list, no import cycle between folders can form.
    files: ['backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.d.ts', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...BACKEND_FOLDERS]
            .map(([folder, { layer, may }]) => ({
              target: `${BACKEND}/${folder}`,
              from: [...BACKEND_FOLDERS.keys()]
                .filter((other) => other !== folder && !may.includes(other))
                .map((other) => `${BACKEND}/${other}`),
              message: `backend/src/${folder} (${layer} layer) may import only: ${may.join(', ') || 'nothing of backend/src'}. See docs/architecture.md.`,
            }))
            .filter((zone) => zone.from.length > 0),
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'backend/jest.config.js', 'backend/test/jest-e2e.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
