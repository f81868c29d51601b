// The job kinds the worker knows (jobs.type → kind).
import type { JobKind } from './job-kinds.js';
import { bulkUserUpload } from '../domains/customer-service/jobs/bulk-user-upload.js';
import { contactCsvExport } from '../domains/contacts/jobs/contact-csv-export.js';
import { fleetCsvExport } from '../domains/fleet/jobs/fleet-csv-export.js';
import { invoiceBulkPdf } from '../domains/invoices/jobs/invoice-bulk-pdf.js';
import { invoiceCsvExport } from '../domains/invoices/jobs/invoice-csv-export.js';
import { serviceRequestCsvExport } from '../domains/service-requests/jobs/service-request-csv-export.js';
import { opReadyCsvExport } from '../domains/opready/jobs/opready-csv-export.js';

export const JOB_KINDS: readonly JobKind[] = [
  fleetCsvExport,
  serviceRequestCsvExport,
  invoiceCsvExport,
  invoiceBulkPdf,
  contactCsvExport,
  opReadyCsvExport,
  bulkUserUpload,
];
