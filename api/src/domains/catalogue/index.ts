// The catalogue domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './catalogue-service.js';
export * from './types.js';
