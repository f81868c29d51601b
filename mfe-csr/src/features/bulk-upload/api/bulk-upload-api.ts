// POST /bulkUserUpload through the gateway (spec 7): check a file (nothing written), then create its good rows as
// an async job; the job reports {processed, total} while it runs and ends with a per-row result file.
import {
  fetchJobResult,
  gateway,
  type GatewayResponse,
  JobFailedError,
  PortalApiError,
  pollJob,
  userMessageOf,
} from '@portal/api-client';
import { parseBulkUploadResults, type BulkUploadResultRow } from '@portal/rules/validation';

export const BULK_UPLOAD_ENDPOINT = '/bulkUserUpload' as const;

type BulkUploadAnswer = GatewayResponse<typeof BULK_UPLOAD_ENDPOINT>;
/** One row of a checked file: its problems, none when it can be created. */
export type CheckedRow = Extract<BulkUploadAnswer, { rows: unknown }>['rows'][number];

/** The endpoint answers a check with its rows and an upload with its job: anything else is not what was asked. */
function unexpectedAnswer(): never {
  throw new JobFailedError('The upload service answered unexpectedly. Please try again.');
}

export interface UploadProgress {
  processed: number;
  total: number;
}

export interface UploadOutcome {
  rows: BulkUploadResultRow[];
  file: Blob;
}

export async function checkBulkFile(csv: string, signal?: AbortSignal): Promise<CheckedRow[]> {
  const answer = await gateway(BULK_UPLOAD_ENDPOINT, { csv, checkOnly: true }, { signal });
  return 'rows' in answer ? answer.rows : unexpectedAnswer();
}

/** The job's progress from a pending answer, when it reports one. */
export function readProgress(response: unknown): UploadProgress | null {
  if (!response || typeof response !== 'object') return null;
  const { processed, total } = response as Partial<UploadProgress>;
  return typeof processed === 'number' && typeof total === 'number' ? { processed, total } : null;
}

/** Creates the file's good rows (its bad rows are listed as failed in the result file). */
export async function uploadBulkFile(
  csv: string,
  onProgress: (progress: UploadProgress | null) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const answer = await gateway(BULK_UPLOAD_ENDPOINT, { csv, skipInvalidRows: true }, { signal });
  const jobId = 'jobId' in answer ? answer.jobId : unexpectedAnswer();
  const url = await pollJob(jobId, {
    signal,
    onPending: (status) => onProgress(readProgress(status.response)),
  });
  const file = await fetchJobResult(url, signal);
  return { rows: parseBulkUploadResults(await file.text()), file };
}

/**
 * Every message of a refused request (the API lists each bad row), else the failed job's message (spec 8's job
 * errors), else the one message a failed call shows (userMessageOf: never a transport failure's technical text).
 */
export function errorMessages(error: unknown): string[] {
  if (error instanceof PortalApiError) {
    const messages = error.messages.filter((m): m is string => typeof m === 'string' && m !== '');
    if (messages.length > 0) return messages;
  }
  if (error instanceof JobFailedError) return [error.message];
  return [userMessageOf(error, 'Something went wrong. Please try again.')];
}
