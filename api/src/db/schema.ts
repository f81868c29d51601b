// The whole database schema (Drizzle). Split by area under ./schema/; import tables from here.
export * from './schema/types.js';
export * from './schema/accounts.js';
export * from './schema/catalog.js';
export * from './schema/fleet.js';
export * from './schema/commerce.js';
export * from './schema/system.js';
export * from './schema/learning.js';
export * from './schema/replacement-parts.js';
export * from './schema/flags-and-analytics.js';
