// The job kinds the worker knows (jobs.type → kind).
import type { JobKind } from './job-kinds.js';
import { fleetCsvExport } from './kinds/fleet-csv-export.js';

export const JOB_KINDS: readonly JobKind[] = [fleetCsvExport];
