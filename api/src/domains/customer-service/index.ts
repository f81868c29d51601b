// The customer-service domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './csr-access.js';
export * from './roles/assignable-roles.js';
export * from './types.js';
