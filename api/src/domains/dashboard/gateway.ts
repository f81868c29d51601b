// The dashboard home's widgets in one call.
import { dashboardSummary, dashboardSummarySchema } from './dashboard-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const dashboardHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/dashboard/summary',
    audience: 'authenticated',
    rule: 'dashboard',
    description: 'The dashboard home widgets the caller’s privileges allow (B2B_Dashboard).',
    schema: dashboardSummarySchema,
    handle: (ctx, { body }) => dashboardSummary(ctx, body),
  }),
];
