// Job kind "service-request-csv-export": every service request matching a /serviceRequest/search request, as CSV
// streamed to the file (GET CSV /serviceRequest/csv/search).
import { serviceRequestCsv, srSearchSchema } from '../service-request-service.js';
import type { JobKind } from '../../../jobs/job-kinds.js';

export const serviceRequestCsvExport: JobKind = {
  type: 'service-request-csv-export',
  async run(env, request) {
    const search = srSearchSchema.validateSync(request.body, { stripUnknown: true });
    const stamp = env.now().toISOString().slice(0, 10);
    return {
      fileName: `service-requests-${stamp}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: serviceRequestCsv(env.db, request.accountIds, search),
    };
  },
};
