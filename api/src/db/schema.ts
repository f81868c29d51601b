// The whole database schema (Drizzle): the domain-free tables under ./schema/ and each domain's tables.ts
// (api/src/domains/<domain>/tables.ts). The one place that assembles them: drizzle's client and the seed read it.
export * from './schema/types.js';
export * from './schema/system.js';
export * from '../domains/accounts/tables.js';
export * from '../domains/analytics/tables.js';
export * from '../domains/banners/tables.js';
export * from '../domains/carts-and-checkout/tables.js';
export * from '../domains/catalogue/tables.js';
export * from '../domains/contacts/tables.js';
export * from '../domains/customer-service/tables.js';
export * from '../domains/flags/tables.js';
export * from '../domains/fleet/tables.js';
export * from '../domains/groups/tables.js';
export * from '../domains/invoices/tables.js';
export * from '../domains/lists/tables.js';
export * from '../domains/my-account/tables.js';
export * from '../domains/notices/tables.js';
export * from '../domains/notifications/tables.js';
export * from '../domains/orders/tables.js';
export * from '../domains/registration/tables.js';
export * from '../domains/replacement-parts/tables.js';
export * from '../domains/service-requests/tables.js';
export * from '../domains/statements/tables.js';
export * from '../domains/telematics/tables.js';
export * from '../domains/training/tables.js';
export * from '../domains/warranty/tables.js';
export * from '../domains/payments/tables.js';
