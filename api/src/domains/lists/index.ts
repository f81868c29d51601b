// The lists domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './list-service.js';
export * from './types.js';
