// The job kinds the worker knows (jobs.type → kind).
import type { JobKind } from './job-kinds.js';
import { bulkUserUpload } from './kinds/bulk-user-upload.js';
import { contactCsvExport } from './kinds/contact-csv-export.js';
import { fleetCsvExport } from './kinds/fleet-csv-export.js';
import { invoiceBulkPdf } from './kinds/invoice-bulk-pdf.js';
import { invoiceCsvExport } from './kinds/invoice-csv-export.js';
import { serviceRequestCsvExport } from './kinds/service-request-csv-export.js';
import { opReadyCsvExport } from './kinds/opready-csv-export.js';

export const JOB_KINDS: readonly JobKind[] = [
  fleetCsvExport,
  serviceRequestCsvExport,
  invoiceCsvExport,
  invoiceBulkPdf,
  contactCsvExport,
  opReadyCsvExport,
  bulkUserUpload,
];
