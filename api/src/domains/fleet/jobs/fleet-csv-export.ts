// Job kind "fleet-csv-export": every fleet unit matching a /fleet/ngSearch request, as CSV streamed to the file.
import { fleetCsv, fleetSearchSchema } from '../fleet-service.js';
import type { JobKind } from '../../../jobs/job-kinds.js';

export const fleetCsvExport: JobKind = {
  type: 'fleet-csv-export',
  async run(env, request) {
    const search = fleetSearchSchema.validateSync(request.body, { stripUnknown: true });
    const content = fleetCsv(env.db, request.accountIds, search);
    const stamp = env.now().toISOString().slice(0, 10);
    return { fileName: `fleet-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', content };
  },
};
