// /fleet/ngSearch (a page of units), /fleet/ngSearchasync (the same filters as a CSV export job), /fleet/validate
// (units about to join a group), /fleet/unitDetails (one unit's page) and /fleet/views… (a user's saved views).
// Spec section 7: "async CSV endpoints have 'async' appended; response has jobId".
import { authoriseFleetSearch, fleetSearchSchema, searchFleet } from './fleet-service.js';
import { fleetValidateSchema, unitDetails, unitDetailsSchema, validateFleetUnits } from './unit-service.js';
import { fleetCsvExport } from './jobs/fleet-csv-export.js';
import { defineHandler } from '../../gateway/registry.js';
import {
  fleetAlertSetting,
  fleetAlertSettingSchema,
  readFleetAlertSettingSchema,
  saveFleetAlertSetting,
} from './alerts.js';
import {
  deleteFleetView,
  fleetViewIdSchema,
  listFleetViews,
  listFleetViewsSchema,
  saveFleetView,
  saveFleetViewSchema,
} from './saved-views.js';

export const fleetHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/fleet/ngSearch',
    audience: 'authenticated',
    rule: 'fleet',
    description: 'Fleet unit search (B2B_Fleet_Search), scoped to the caller’s organisations.',
    schema: fleetSearchSchema,
    handle: (ctx, { body }) => searchFleet(ctx, body),
  }),
  defineHandler({
    kind: 'async',
    path: '/fleet/ngSearchasync',
    audience: 'authenticated',
    rule: 'fleet',
    description: 'Fleet CSV export of a /fleet/ngSearch request, as an async job.',
    schema: fleetSearchSchema,
    jobType: fleetCsvExport.type,
    authorise(ctx, { body }) {
      const { request, accountIds } = authoriseFleetSearch(ctx, body);
      return { body: request as unknown as Record<string, unknown>, accountIds };
    },
  }),
  defineHandler({
    kind: 'sync',
    path: '/fleet/validate',
    audience: 'authenticated',
    rule: 'fleet.unit-check',
    description:
      'Checks units (instance id or serial) before they join a group: per-unit results, nothing changed.',
    schema: fleetValidateSchema,
    handle: (ctx, { body }) => validateFleetUnits(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/fleet/unitDetails',
    audience: 'authenticated',
    rule: 'fleet',
    description: 'One unit: its service requests, notices, warranty claims, location and in-service date.',
    schema: unitDetailsSchema,
    handle: (ctx, { body }) => unitDetails(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/fleet/views',
    audience: 'authenticated',
    rule: 'fleet',
    description:
      'My Fleet: the caller’s own saved views (query, filters, columns, sort, page size), by name.',
    schema: listFleetViewsSchema,
    handle: (ctx) => listFleetViews(ctx),
  }),
  defineHandler({
    kind: 'sync',
    path: '/fleet/views/save',
    audience: 'authenticated',
    rule: 'fleet',
    description: 'My Fleet: saves a view of the caller’s under a name (the view of that name is replaced).',
    schema: saveFleetViewSchema,
    handle: (ctx, { body }) => saveFleetView(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/fleet/views/delete',
    audience: 'authenticated',
    rule: 'fleet',
    description: 'My Fleet: deletes one of the caller’s saved views; any other id is not found.',
    schema: fleetViewIdSchema,
    handle: (ctx, { body }) => deleteFleetView(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/fleet/alerts/settings',
    audience: 'authenticated',
    rule: 'fleet',
    description:
      'The caller’s fleet alerts: overdue units, new APNs, fault events, and whether as a daily digest.',
    schema: readFleetAlertSettingSchema,
    handle: (ctx) => fleetAlertSetting(ctx),
  }),
  defineHandler({
    kind: 'sync',
    path: '/fleet/alerts/settings/save',
    audience: 'authenticated',
    rule: 'fleet',
    description: 'Saves which fleet alerts the caller is e-mailed, and whether as a daily digest.',
    schema: fleetAlertSettingSchema,
    handle: (ctx, { body }) => saveFleetAlertSetting(ctx, body),
  }),
];
