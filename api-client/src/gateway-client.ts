// The gateway (spec 7): POST /api/integration (bearer token) or /api/guestIntegration (guest endpoints) with
// {endpoint, body, isSynchronous, isNonProfileRequest, transientProfile}, and async jobs polled on
// POST /api/messaging every 2 seconds until they are no longer pending.
import { sessionStore } from '@portal/shared-session';
import { gatewayBaseFor, getApiBase, JOB_POLL_DELAY_MS, SLOW_CALL_WARNING_MS } from './api-config';
import { PortalApiError } from './api-error';
import { routeNow } from './error-interceptor';
import { reportApiError } from './error-reporting';
import type { GatewayEndpoints } from './gateway-contract';
import { send } from './http';

/** Endpoint prefixes that need no profile or authorisation: they go to /guestIntegration. */
export const GUEST_ENDPOINT_PREFIXES: string[] = ['/cns/addToCNSQueueFromPublicApiGuest'];

export interface IntegrationRequest {
  endpoint: string;
  body?: unknown;
  isSynchronous?: boolean;
  isNonProfileRequest?: boolean;
  /** force the guest route (/guestIntegration) */
  guest?: boolean;
  signal?: AbortSignal;
}

export function isGuestEndpoint(endpoint: string): boolean {
  return GUEST_ENDPOINT_PREFIXES.some((prefix) => endpoint.startsWith(prefix));
}

/** The profile facts a gateway call carries (spec 7: "transientProfile (unless non-profile)"). */
export function transientProfile() {
  const { profile, selectedOrganization } = sessionStore.getState();
  return {
    accountId: profile.accountId,
    userSelectedOrganization: selectedOrganization ? { accountId: selectedOrganization.accountId } : null,
  };
}

export function integrationRequest<T>(request: IntegrationRequest): Promise<T> {
  const guest = request.guest ?? isGuestEndpoint(request.endpoint);
  const isNonProfileRequest = request.isNonProfileRequest ?? false;
  const envelope: Record<string, unknown> = {
    endpoint: request.endpoint,
    body: request.body ?? {},
    isSynchronous: request.isSynchronous ?? true,
    isNonProfileRequest,
  };
  if (!isNonProfileRequest) envelope['transientProfile'] = transientProfile();
  // long-running endpoints go to their own host (spec 7); the embedded default is the one API
  const url = `${gatewayBaseFor(request.endpoint)}/${guest ? 'guestIntegration' : 'integration'}`;
  const call = send<T>(url, {
    body: envelope,
    auth: true,
    source: 'gateway',
    endpoint: request.endpoint,
    signal: request.signal,
  });
  return envelope['isSynchronous'] === true ? watchSlowCall(call, url, request.endpoint) : call;
}

/** A gateway endpoint's path, as the API's handler registry declares it (`{name}` segments for path values). */
export type GatewayPath = keyof GatewayEndpoints;
/** The body an endpoint takes: the API's own schema, as generated into gateway-contract.ts. */
export type GatewayInput<P extends GatewayPath> = GatewayEndpoints[P]['input'];
/** What an endpoint answers: its handler's return type, as generated into gateway-contract.ts. */
export type GatewayResponse<P extends GatewayPath> = GatewayEndpoints[P]['response'];

/** The `{name}` segments of a path pattern (`/parts/bomCheck/{id}` → 'id'). */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type GatewayCallOptions<P extends GatewayPath> = Omit<IntegrationRequest, 'endpoint' | 'body'> &
  ([PathParamNames<P>] extends [never]
    ? { params?: never }
    : { /** the values of the path's `{name}` segments */ params: Record<PathParamNames<P>, string> });

/** The body may be left out when the endpoint needs nothing in it; a path with `{name}` segments needs its values. */
type GatewayArgs<P extends GatewayPath> = [PathParamNames<P>] extends [never]
  ? object extends GatewayInput<P>
    ? [body?: GatewayInput<P>, options?: GatewayCallOptions<P>]
    : [body: GatewayInput<P>, options?: GatewayCallOptions<P>]
  : [body: GatewayInput<P>, options: GatewayCallOptions<P>];

/** Fills a path pattern's `{name}` segments. */
export function gatewayEndpoint(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs a value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/**
 * A gateway call typed by the API's own contract: `gateway('/warranty/submitClaim', claim)` is checked against the
 * endpoint's schema and resolves to what its handler returns. The call itself is integrationRequest's.
 */
export function gateway<P extends GatewayPath>(
  path: P,
  ...[body, options]: GatewayArgs<P>
): Promise<GatewayResponse<P>> {
  const { params, ...request } = (options ?? {}) as GatewayCallOptions<P> & {
    params?: Record<string, string>;
  };
  return integrationRequest<GatewayResponse<P>>({
    ...request,
    endpoint: gatewayEndpoint(path, params),
    body,
  });
}

/**
 * Spec 9: a synchronous call still unanswered after 29,000 ms reports a performance warning through the error
 * reporter (once; the call itself goes on).
 */
function watchSlowCall<T>(call: Promise<T>, url: string, endpoint: string): Promise<T> {
  const requestRoute = routeNow();
  const timer = setTimeout(() => {
    const message = `Performance warning: the synchronous call to ${endpoint} took more than ${SLOW_CALL_WARNING_MS} ms`;
    reportApiError({
      error: new PortalApiError({
        status: 0,
        url,
        source: 'gateway',
        endpoint,
        body: null,
        messages: [message],
        requestRoute,
      }),
      routeChanged: routeNow() !== requestRoute,
      severity: 'warning',
    });
  }, SLOW_CALL_WARNING_MS);
  return call.finally(() => clearTimeout(timer));
}

/** Spec 7: "async CSV endpoints have 'async' appended". */
export function asyncEndpoint(endpoint: string): string {
  return endpoint.endsWith('async') ? endpoint : `${endpoint}async`;
}

export const JOB_STATUS = { Pending: 1, Complete: 2, Failed: 3 } as const;
export const JOB_PENDING_MESSAGE = 'Job is pending. Retrying...';
export const JOB_NOT_FOUND_MESSAGE = 'The specified job could not be found.';
export const JOB_UNEXPECTED_MESSAGE = 'An unexpected error has occurred.';

export interface JobStatusResponse {
  jobId?: string;
  jobStatusId?: number;
  response?: unknown;
  url?: string | null;
}

export class JobFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobFailedError';
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function responseText(response: unknown): string {
  if (typeof response === 'string' && response !== '') return response;
  if (response && typeof response === 'object') return JSON.stringify(response);
  return JOB_UNEXPECTED_MESSAGE;
}

function resultUrl(status: JobStatusResponse): string | null {
  if (typeof status.url === 'string' && status.url !== '') return status.url;
  const inner = status.response;
  if (inner && typeof inner === 'object' && typeof (inner as { url?: unknown }).url === 'string')
    return (inner as { url: string }).url;
  return null;
}

export interface PollOptions {
  delayMs?: number;
  signal?: AbortSignal;
  /** called on every pending answer, with it (a job may report its progress in `response`) */
  onPending?: (status: JobStatusResponse) => void;
}

/**
 * Polls POST /api/messaging {operation: {jobId}} every 2000 ms (spec 4 "Async jobs"): Pending (1) is asked again
 * ('Job is pending. Retrying...'), Complete (2) resolves with the result URL, Failed (3) rejects with the
 * response text; an answer that is no job rejects with 'The specified job could not be found.'.
 */
export async function pollJob(jobId: string, options: PollOptions = {}): Promise<string> {
  const delayMs = options.delayMs ?? JOB_POLL_DELAY_MS;
  for (;;) {
    await wait(delayMs, options.signal);
    const status = await send<JobStatusResponse | null>(`${getApiBase()}/messaging`, {
      body: { operation: { jobId } },
      auth: true,
      source: 'messaging',
      signal: options.signal,
    });
    if (!status || typeof status.jobStatusId !== 'number') throw new JobFailedError(JOB_NOT_FOUND_MESSAGE);
    if (status.jobStatusId === JOB_STATUS.Pending) {
      console.info(JOB_PENDING_MESSAGE);
      options.onPending?.(status);
      continue;
    }
    if (status.jobStatusId === JOB_STATUS.Complete) {
      const url = resultUrl(status);
      if (!url) throw new JobFailedError(JOB_UNEXPECTED_MESSAGE);
      return url;
    }
    if (status.jobStatusId === JOB_STATUS.Failed) throw new JobFailedError(responseText(status.response));
    throw new JobFailedError(JOB_NOT_FOUND_MESSAGE);
  }
}

/** A completed job's file, fetched with the bearer token (the link itself cannot carry it). */
export function fetchJobResult(url: string, signal?: AbortSignal): Promise<Blob> {
  return send<Blob>(url, { method: 'GET', auth: true, source: 'file', signal, as: 'blob' });
}
