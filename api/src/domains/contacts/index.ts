// The contacts domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './contact-service.js';
