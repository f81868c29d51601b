// One jest run for the whole monorepo: each workspace brings its own project config.
module.exports = {
  testTimeout: 60000,
  projects: [
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
    '<rootDir>/api',
  ],
};
