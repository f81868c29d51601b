// The carts-and-checkout domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './address-service.js';
export * from './cart-service.js';
export * from './payment-service.js';
export * from './payment-processor.js';
export * from './quote-service.js';
export * from './types.js';
export * from './orderability.js';
export * from './bulk-entry-service.js';
