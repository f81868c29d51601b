export { buildApp } from './app.js';
export { readConfig } from './config.js';
export type { ApiConfig } from './config.js';
