// API tests run as ES modules (the server's dependencies are ESM-only) against the real schema on PGlite.
const os = require('node:os');

module.exports = {
  displayName: 'api',
  // jest's default is one worker fewer than the cores: one worker on the 2-core CI machines. The suite spends much of
  // its time waiting on the database (the PGlite wasm engine or the PostgreSQL server), so two workers finish it sooner.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60000,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'es6' } }],
  },
  // Sources import siblings as './x.js' (NodeNext style); jest resolves them to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
