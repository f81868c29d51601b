// msw's own dependencies include ES-module-only packages: jest compiles those (the mock API's tests).
const preset = require('../jest.preset.cjs')(__dirname);

module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!(until-async|rettime)/)'] };
