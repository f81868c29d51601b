const base = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  // the access-rules test reads the API's seeded roles; the API's ES-module sources import siblings as '….js'
  moduleNameMapper: { ...base.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
};
