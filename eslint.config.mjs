// One lint config for the monorepo: typescript-eslint strict-ish, React hooks rules, Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/boundaries.mjs';
import apiDomains from './eslint-rules/api-domains.mjs';

// the repo's own rules, one plugin
const portal = { rules: { ...boundaries.rules, 'api-domains': apiDomains } };

export default tseslint.config(
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
    // ADR 0028: a page calls the gateway through gateway('/path', body), typed by the API's own handlers
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
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
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
