// Job kind "opready-csv-export": the operational-readiness report of an /opready/search request, as CSV.
import { OPREADY_CSV_JOB, opReadyCsv, opReadySchema } from '../opready-service.js';
import type { JobKind } from '../../../jobs/job-kinds.js';

export const opReadyCsvExport: JobKind = {
  type: OPREADY_CSV_JOB,
  async run(env, request) {
    const report = opReadySchema.validateSync(request.body, { stripUnknown: true });
    const content = await opReadyCsv(env.db, request.accountIds, report, env.now());
    const stamp = env.now().toISOString().slice(0, 10);
    return { fileName: `opready-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', content };
  },
};
