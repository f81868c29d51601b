// Job kind "contact-csv-export": every contact matching a /contact/search request, as CSV
// (GET CSV /contact/csvSearch, queued as /contact/csvSearchasync).
import { CONTACT_CSV_JOB, contactCsv, contactSearchSchema } from '../contact-service.js';
import type { JobKind } from '../../../jobs/job-kinds.js';

export const contactCsvExport: JobKind = {
  type: CONTACT_CSV_JOB,
  async run(env, request) {
    const search = contactSearchSchema.validateSync(request.body, { stripUnknown: true });
    const content = await contactCsv(env.db, request.accountIds, search);
    const stamp = env.now().toISOString().slice(0, 10);
    return { fileName: `contacts-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', content };
  },
};
