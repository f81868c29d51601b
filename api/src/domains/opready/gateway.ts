// Operational readiness (B2B_Reporting): the report and its CSV (the client appends 'async').
import { authoriseOpReady, OPREADY_CSV_JOB, opReadyReport, opReadySchema } from './opready-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const opReadyHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/opready/search',
    audience: 'authenticated',
    rule: 'reports.opready',
    description: 'Operational readiness per unit (open APNs, overdue service, open warranty), B2B_Reporting.',
    schema: opReadySchema,
    handle: (ctx, { body }) => opReadyReport(ctx, body),
  }),
  defineHandler({
    kind: 'async',
    path: '/opready/searchasync',
    audience: 'authenticated',
    rule: 'reports.opready',
    description: 'CSV of an /opready/search request, as an async job.',
    schema: opReadySchema,
    jobType: OPREADY_CSV_JOB,
    authorise(ctx, { body }) {
      const { request, accountIds } = authoriseOpReady(ctx, body);
      return { body: request as unknown as Record<string, unknown>, accountIds };
    },
  }),
];
