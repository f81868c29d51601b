// The registration domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './address-validation.js';
export * from './county-lookup.js';
export * from './deps.js';
export * from './mail-templates.js';
export * from './registration-service.js';
export * from './types.js';
