// The orders domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './order-service.js';
export * from './types.js';
export * from './reorder-service.js';
