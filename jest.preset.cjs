// Shared jest settings for the browser-side workspaces: swc compiles TypeScript/TSX, jsdom plays the browser.
const path = require('node:path');

/** @param {string} dir the workspace folder */
module.exports = function browserProject(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs') },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.cjs')],
  };
};
