// One lint config for the monorepo: typescript-eslint strict-ish, React hooks rules, Prettier owns formatting.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig } from 'eslint/config';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.mjs';
import apiDomains from './eslint-rules/api-domains.mjs';

// the repo's own rules, one plugin
const portal = { rules: { ...boundaries.rules, 'api-domains': apiDomains } };

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.deploy/**',
      '.data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      'api/src/graphql/generated/**',
      // typed GraphQL documents generated per app by `npm run codegen:web`
      '*/src/gql/**',
      // the gateway contract generated from the API's handlers by `npm run codegen:gateway`
      'api-client/src/gateway-contract.ts',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-session/src/routing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: "Import routing from '@portal/shared-session/routing' (one shared, tree-shaken copy).",
            },
          ],
        },
      ],
    },
  },
  {
    // ADR 0012: remotes, the shell and features import across their boundaries only through packages; inside an
    // app, shared code -> features -> the app layer
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { portal },
    rules: {
      'portal/boundaries': [
        'error',
        {
          root: import.meta.dirname,
        },
      ],
    },
  },
  {
    // issue 37, ADR 0028: the API's domains meet only through their index.ts; services import no transport types;
    // the API imports no browser package
    files: ['api/**/*.ts'],
    plugins: { portal },
    rules: { 'portal/api-domains': ['error', { root: import.meta.dirname }] },
  },
  {
    // ADR 0029: a page calls the gateway through gateway('/path', body), typed by the API's own handlers
    files: ['**/*.{ts,tsx}'],
    ignores: ['api-client/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@portal/api-client'] > ImportSpecifier[imported.name='integrationRequest']",
          message:
            "Call gateway('/path', body): it is typed by the API's own handlers (npm run codegen:gateway).",
        },
      ],
    },
  },
  {
    // react-query as its authors advise (stable query keys holding every input, no rest destructuring…)
    files: ['**/*.{ts,tsx}'],
    extends: [pluginQuery.configs['flat/recommended']],
    rules: {
      // the store's and training's `caller` stands in the key as the `key` its hook returns with it
      '@tanstack/query/exhaustive-deps': ['error', { allowlist: { variables: ['caller'] } }],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    extends: [playwright.configs['flat/recommended']],
    rules: {
      // Playwright fixtures call `use`, which is not React's hook.
      'react-hooks/rules-of-hooks': 'off',
      // the specs' own assertion helpers (expectNoViolations, expectNoAxeViolations…; the access sweep's refused)
      'playwright/expect-expect': [
        'error',
        { assertFunctionNames: ['refused'], assertFunctionPatterns: ['^expect'] },
      ],
      // a skip with its condition and reason (no identity provider in this portal) is a fact, not a forgotten test
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
      // each test knows what it expects: no branch on what the page or the seed turned out to be (issue 37)
      'playwright/no-conditional-in-test': 'error',
      'playwright/no-conditional-expect': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
