// Product notices (APNs): list, details, /apn/getApnPdfUrl (spec 7) and 'Report a Completed APN'.
import {
  apnIdSchema,
  apnPdfUrl,
  apnPdfUrlSchema,
  noticeDetails,
  noticeSearchSchema,
  reportCompletedNotice,
  reportCompletionSchema,
  searchNotices,
} from './notice-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const noticeHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/apn/search',
    audience: 'authenticated',
    rule: 'apns.view',
    description: 'Notices applying to the caller’s units (default filter STATUS=OPEN; B2B_View_APNs).',
    schema: noticeSearchSchema,
    handle: (ctx, { body }) => searchNotices(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/apn/details',
    audience: 'authenticated',
    rule: 'apns.view',
    description: 'One notice with the caller’s affected units and their completion.',
    schema: apnIdSchema,
    handle: (ctx, { body }) => noticeDetails(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/apn/getApnPdfUrl',
    audience: 'authenticated',
    rule: 'apns.view',
    description: 'The fileUrl of a notice attachment (a generated PDF, served to callers who may read it).',
    schema: apnPdfUrlSchema,
    handle: (ctx, { body }) => apnPdfUrl(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/apn/reportCompleted',
    audience: 'authenticated',
    rule: 'apns.report',
    description: 'Report a Completed APN: which units were completed, by whom and when (B2B_Report_APNs).',
    schema: reportCompletionSchema,
    handle: (ctx, { body }) => reportCompletedNotice(ctx, body),
  }),
];
