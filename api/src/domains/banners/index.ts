// The banners domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './banner-service.js';
export * from './types.js';
