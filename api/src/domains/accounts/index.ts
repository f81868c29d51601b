// The accounts domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './company-membership.js';
export * from './profile-service.js';
export * from './types.js';
export { customerResults } from './organisation-service.js';
export { addressLocationColumns, type AddressLocation } from './address-location.js';
