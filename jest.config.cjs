// One jest run for the browser-side workspaces, each with its own project config. The API's tests run as ES
// modules in a jest process of their own (`npm run test:api`): jest caches per file path whether a file is ESM,
// across projects, so an ESM project and CommonJS projects importing the same shared source cannot share a run.
const os = require('node:os');

module.exports = {
  testTimeout: 60000,
  // at least two workers: jest's default (cores - 1) is one on the 2-core CI machines
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    '<rootDir>/rules',
    '<rootDir>/api-client',
    '<rootDir>/shared-session',
    '<rootDir>/shared-ui',
    '<rootDir>/federation',
    '<rootDir>/shell',
    '<rootDir>/mfe-store',
    '<rootDir>/mfe-training',
    '<rootDir>/mfe-dashboard',
    '<rootDir>/mfe-my-account',
    '<rootDir>/mfe-csr',
    '<rootDir>/mfe-registration',
    '<rootDir>/eslint-rules',
  ],
};
