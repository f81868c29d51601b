// jsdom lacks TextEncoder (react-router needs it) and matchMedia (the breakpoint helper needs it).
const { TextEncoder, TextDecoder } = require('node:util');
require('@testing-library/jest-dom');
if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}
