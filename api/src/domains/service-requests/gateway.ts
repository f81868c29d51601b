// Service requests: search, details, and GET CSV /serviceRequest/csv/search as an async job (spec 7: the async
// variant has 'async' appended and answers {jobId}).
import { serviceRequestCsvExport } from './jobs/service-request-csv-export.js';
import {
  authoriseSrSearch,
  searchServiceRequests,
  serviceRequestDetails,
  srIdSchema,
  srSearchSchema,
} from './service-request-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const serviceRequestHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/serviceRequest/search',
    audience: 'authenticated',
    rule: 'service.view',
    description: 'Service requests of the caller’s organisations (B2B_View_SRs).',
    schema: srSearchSchema,
    handle: (ctx, { body }) => searchServiceRequests(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/serviceRequest/details',
    audience: 'authenticated',
    rule: 'service.view',
    description: 'One service request with its unit and comments (viewSr/{srId}).',
    schema: srIdSchema,
    handle: (ctx, { body }) => serviceRequestDetails(ctx, body),
  }),
  defineHandler({
    kind: 'async',
    path: '/serviceRequest/csv/searchasync',
    audience: 'authenticated',
    rule: 'service.view',
    description: 'CSV of a /serviceRequest/search request, as an async job.',
    schema: srSearchSchema,
    jobType: serviceRequestCsvExport.type,
    authorise(ctx, { body }) {
      const { request, accountIds } = authoriseSrSearch(ctx, body);
      return { body: request as unknown as Record<string, unknown>, accountIds };
    },
  }),
];
