export { buildApp } from './app.js';
export { readConfig } from './config.js';
export type { ApiConfig } from './config.js';
export { apiOperations } from './access/operation-registry.js';
export type { ApiOperation } from './access/operation-registry.js';
