import { setAccessTokenSource } from '@portal/shared-session';
import { configureGatewayFromPortalConfig, setGatewayHosts, SLOW_CALL_WARNING_MS } from './api-config';
import { setInterceptorDeps } from './error-interceptor';
import { setApiErrorReporter } from './error-reporting';
import type { ApiErrorReport } from './error-reporting';
import {
  asyncEndpoint,
  gateway,
  gatewayEndpoint,
  integrationRequest,
  JOB_PENDING_MESSAGE,
  pollJob,
} from './gateway-client';
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

describe('gateway (the call typed by the contract)', () => {
  it('sends the envelope integrationRequest sends: the path, the body, the profile and its signal', async () => {
    const f = installFakeFetch(() => ({ body: { content: [], totalRecords: 0 } }));
    const controller = new AbortController();
    await expect(
      gateway('/warranty/search', { query: 'boom', page: 0, size: 10 }, { signal: controller.signal }),
    ).resolves.toEqual({ content: [], totalRecords: 0 });
    await gateway('/dashboard/summary');
    expect(f.calls.map((c) => c.url)).toEqual(['/api/integration', '/api/integration']);
    expect(f.calls[0]?.json).toMatchObject({
      endpoint: '/warranty/search',
      body: { query: 'boom', page: 0, size: 10 },
      isSynchronous: true,
      isNonProfileRequest: false,
    });
    expect(f.calls[0]?.json).toHaveProperty('transientProfile');
    // an endpoint that needs nothing in its body still sends one
    expect(f.calls[1]?.json).toMatchObject({ endpoint: '/dashboard/summary', body: {} });
    f.restore();
  });

  it('fills a path pattern with its values, escaped', async () => {
    const f = installFakeFetch(() => ({ body: {} }));
    await gateway('/parts/bomCheck/{id}', { page: 0 }, { params: { id: 'SN 7/A' } });
    expect(f.calls[0]?.json).toMatchObject({ endpoint: '/parts/bomCheck/SN%207%2FA', body: { page: 0 } });
    f.restore();
  });

  it('refuses a pattern without the value of one of its segments', () => {
    expect(gatewayEndpoint('/cns/getCustContact/{id}', { id: 'c-1' })).toBe('/cns/getCustContact/c-1');
    expect(() => gatewayEndpoint('/cns/getCustContact/{id}', {})).toThrow(
      '/cns/getCustContact/{id} needs a value for {id}',
    );
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

describe('long-running host (spec 7)', () => {
  afterEach(() => setGatewayHosts(null));

  it('serves every endpoint from the one API by default', async () => {
    const f = installFakeFetch(() => ({ body: { ok: true } }));
    await integrationRequest({ endpoint: '/invoices/bulkInvoicePdf', body: {} });
    await integrationRequest({ endpoint: '/fleet/ngSearch', body: {} });
    expect(f.calls.map((c) => c.url)).toEqual(['/api/integration', '/api/integration']);
    f.restore();
  });

  it('sends the configured long-running endpoints to the long-running host and the rest to the API', async () => {
    configureGatewayFromPortalConfig({
      auth: {},
      gateway: {
        longRunningBase: 'https://reports.example.com/api/',
        longRunningEndpoints: ['/invoices/bulkInvoicePdf', '/reports/'],
      },
    });
    const f = installFakeFetch(() => ({ body: { ok: true } }));
    await integrationRequest({ endpoint: '/invoices/bulkInvoicePdf', body: {} });
    await integrationRequest({ endpoint: '/reports/fleetUsage', body: {} });
    await integrationRequest({ endpoint: '/fleet/ngSearch', body: {} });
    expect(f.calls.map((c) => c.url)).toEqual([
      'https://reports.example.com/api/integration',
      'https://reports.example.com/api/integration',
      '/api/integration',
    ]);
    expect(f.calls[0]?.json).toMatchObject({ endpoint: '/invoices/bulkInvoicePdf' });
    f.restore();
  });

  it('keeps the embedded default when portal-config.json has no gateway section', async () => {
    configureGatewayFromPortalConfig({ gateway: { longRunningBase: 'https://reports.example.com' } });
    configureGatewayFromPortalConfig({ auth: {} });
    const f = installFakeFetch(() => ({ body: {} }));
    await integrationRequest({ endpoint: '/invoices/bulkInvoicePdf', body: {} });
    expect(f.calls[0]?.url).toBe('/api/integration');
    f.restore();
  });
});

describe('slow synchronous call (spec 9: warning threshold 29000 ms)', () => {
  let reports: ApiErrorReport[];
  let answer: (() => void) | undefined;
  const previousFetch = globalThis.fetch;

  beforeEach(() => {
    jest.useFakeTimers();
    reports = [];
    setApiErrorReporter((report) => reports.push(report));
    setAccessTokenSource(async () => 'token-abc');
    // a gateway that answers only when the test says so
    globalThis.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve({
              ok: true,
              status: 200,
              headers: { get: () => 'application/json' },
              text: async () => '{"units":[]}',
            } as unknown as Response);
        }),
    ) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = previousFetch;
    setApiErrorReporter(null);
    setAccessTokenSource(async () => null);
    jest.useRealTimers();
  });

  /** lets the request reach fetch (the token is awaited first) */
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('reports a performance warning once a synchronous call has taken more than 29,000 ms', async () => {
    const call = integrationRequest<{ units: unknown[] }>({ endpoint: '/fleet/ngSearch', body: {} });
    await settle();
    jest.advanceTimersByTime(SLOW_CALL_WARNING_MS - 1);
    expect(reports).toHaveLength(0);
    jest.advanceTimersByTime(2);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.severity).toBe('warning');
    expect(reports[0]?.error.endpoint).toBe('/fleet/ngSearch');
    expect(reports[0]?.error.messages[0]).toContain('more than 29000 ms');
    expect(Array.isArray(reports[0]?.history)).toBe(true);
    answer?.();
    await expect(call).resolves.toEqual({ units: [] });
    jest.advanceTimersByTime(60_000);
    expect(reports).toHaveLength(1);
  });

  it('reports nothing for a synchronous call answered in time', async () => {
    const call = integrationRequest({ endpoint: '/fleet/ngSearch', body: {} });
    await settle();
    jest.advanceTimersByTime(28_000);
    answer?.();
    await call;
    jest.advanceTimersByTime(60_000);
    expect(reports).toHaveLength(0);
  });

  it('does not time an asynchronous (job) request', async () => {
    const call = integrationRequest({ endpoint: '/fleet/ngSearchasync', body: {}, isSynchronous: false });
    await settle();
    jest.advanceTimersByTime(40_000);
    expect(reports).toHaveLength(0);
    answer?.();
    await call;
  });
});
