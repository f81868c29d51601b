import { errorFromResponse, JOB_NOT_FOUND_MESSAGE, JobFailedError } from '@portal/api-client';
import { errorMessages } from './bulk-upload-api';

const FALLBACK = 'Something went wrong. Please try again.';

describe('errorMessages', () => {
  it('lists every message of a refused request, one a bad row', () => {
    const refused = errorFromResponse(
      400,
      '/api/integration',
      { uuid: 'u-1', exceptionMessages: ['Row 2: email is missing.', 'Row 5: unknown role.'] },
      { source: 'gateway', endpoint: '/bulkUserUpload' },
    );
    expect(errorMessages(refused)).toEqual(['Row 2: email is missing.', 'Row 5: unknown role.']);
  });

  it("shows a failed job's message (spec 8)", () => {
    expect(errorMessages(new JobFailedError(JOB_NOT_FOUND_MESSAGE))).toEqual([
      'The specified job could not be found.',
    ]);
  });

  it("falls back instead of a transport failure's technical text or another error's message", () => {
    expect(errorMessages(errorFromResponse(500, '/api/integration', null, { source: 'gateway' }))).toEqual([
      FALLBACK,
    ]);
    expect(errorMessages(new Error('Request to /api/integration failed with status 500'))).toEqual([
      FALLBACK,
    ]);
  });
});
