// The repo's own ESLint rules, tested with ESLint's RuleTester in node.
module.exports = {
  displayName: 'eslint-rules',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(ts|mjs)$': ['@swc/jest', { module: { type: 'commonjs' } }] },
};
