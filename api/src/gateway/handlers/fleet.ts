// /fleet/ngSearch (a page of units) and /fleet/ngSearchasync (the same filters as a CSV export job).
// Spec section 7: "async CSV endpoints have 'async' appended; response has jobId".
import { authoriseFleetSearch, fleetSearchSchema, searchFleet } from '../../services/fleet-service.js';
import { fleetCsvExport } from '../../jobs/kinds/fleet-csv-export.js';
import { defineHandler } from '../registry.js';

export const fleetHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/fleet/ngSearch',
    audience: 'authenticated',
    description: 'Fleet unit search (B2B_Fleet_Search), scoped to the caller’s organisations.',
    schema: fleetSearchSchema,
    handle: (ctx, { body }) => searchFleet(ctx, body),
  }),
  defineHandler({
    kind: 'async',
    path: '/fleet/ngSearchasync',
    audience: 'authenticated',
    description: 'Fleet CSV export of a /fleet/ngSearch request, as an async job.',
    schema: fleetSearchSchema,
    jobType: fleetCsvExport.type,
    authorise(ctx, { body }) {
      const { request, accountIds } = authoriseFleetSearch(ctx, body);
      return { body: request as unknown as Record<string, unknown>, accountIds };
    },
  }),
];
