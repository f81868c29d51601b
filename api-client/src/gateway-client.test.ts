import { setInterceptorDeps } from './error-interceptor';
import { asyncEndpoint, JOB_PENDING_MESSAGE, pollJob } from './gateway-client';
import { checkHealth } from './health';
import { installFakeFetch } from './test-fetch';
import type { FakeAnswer } from './test-fetch';

beforeEach(() => {
  setInterceptorDeps({
    checkHealth: async () => 'UP',
    navigate: jest.fn(),
    reload: jest.fn(),
    report: jest.fn(),
    showToast: jest.fn(() => 'x'),
    stopLoading: jest.fn(),
  });
});
afterEach(() => setInterceptorDeps(null));

function sequence(answers: FakeAnswer[]) {
  let i = 0;
  return installFakeFetch(() => answers[Math.min(i++, answers.length - 1)] ?? {});
}

describe('pollJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 2000 ms, asks /api/messaging again while pending, and resolves with the result URL', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const f = sequence([
      { body: { jobId: 'j1', jobStatusId: 1, response: null, url: null } },
      {
        body: {
          jobId: 'j1',
          jobStatusId: 2,
          response: { url: '/api/files/jobs/j1/fleet.csv' },
          url: '/api/files/jobs/j1/fleet.csv',
        },
      },
    ]);
    const result = pollJob('j1');
    await jest.advanceTimersByTimeAsync(1999);
    expect(f.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]?.url).toBe('/api/messaging');
    expect(f.calls[0]?.json).toEqual({ operation: { jobId: 'j1' } });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('/api/files/jobs/j1/fleet.csv');
    expect(f.calls).toHaveLength(2);
    expect(info).toHaveBeenCalledWith(JOB_PENDING_MESSAGE);
    expect(JOB_PENDING_MESSAGE).toBe('Job is pending. Retrying...');
    info.mockRestore();
    f.restore();
  });

  it('hands every pending answer to onPending (a job reports its progress there)', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const f = sequence([
      { body: { jobId: 'j4', jobStatusId: 1, response: { processed: 1, total: 2 }, url: null } },
      { body: { jobId: 'j4', jobStatusId: 2, response: { url: '/r.csv' }, url: '/r.csv' } },
    ]);
    const onPending = jest.fn();
    const result = pollJob('j4', { onPending });
    await jest.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toBe('/r.csv');
    expect(onPending).toHaveBeenCalledTimes(1);
    expect(onPending).toHaveBeenCalledWith(expect.objectContaining({ response: { processed: 1, total: 2 } }));
    jest.restoreAllMocks();
    f.restore();
  });

  it('rejects with the response text of a failed job', async () => {
    const f = sequence([{ body: { jobId: 'j2', jobStatusId: 3, response: 'Export failed: too many rows' } }]);
    const result = pollJob('j2');
    const assertion = expect(result).rejects.toThrow('Export failed: too many rows');
    await jest.advanceTimersByTimeAsync(2000);
    await assertion;
    f.restore();
  });

  it("rejects with 'The specified job could not be found.' when the answer is no job", async () => {
    const f = sequence([{ body: {} }]);
    const result = pollJob('j3');
    const assertion = expect(result).rejects.toThrow('The specified job could not be found.');
    await jest.advanceTimersByTimeAsync(2000);
    await assertion;
    f.restore();
  });
});

describe('asyncEndpoint', () => {
  it("appends 'async' once", () => {
    expect(asyncEndpoint('/fleet/ngSearch')).toBe('/fleet/ngSearchasync');
    expect(asyncEndpoint('/fleet/ngSearchasync')).toBe('/fleet/ngSearchasync');
  });
});

describe('checkHealth', () => {
  it('reads UP and DOWN, and calls an unreachable API DOWN', async () => {
    let f = installFakeFetch(() => ({ body: { status: 'UP' } }));
    await expect(checkHealth()).resolves.toBe('UP');
    expect(f.calls[0]?.url).toBe('/api/health');
    f.restore();
    f = installFakeFetch(() => ({ status: 503, body: { status: 'DOWN' } }));
    await expect(checkHealth()).resolves.toBe('DOWN');
    f.restore();
    f = installFakeFetch(() => ({ networkError: true }));
    await expect(checkHealth()).resolves.toBe('DOWN');
    f.restore();
  });
});
