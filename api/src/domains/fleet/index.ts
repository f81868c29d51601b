// The fleet domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './fleet-service.js';
export * from './unit-scope.js';
export * from './unit-service.js';
export * from './maintenance-service.js';
export { unitPlans } from './jobs/unit-plans.js';
export { fleetAlerts, sendFleetAlerts } from './alerts.js';
