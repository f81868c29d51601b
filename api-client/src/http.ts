// The one place the API clients call fetch: bearer token, JSON in and out, and every failure turned into a
// PortalApiError and passed through the interceptor before the caller sees the rejection.
import { getAccessToken, sessionStore } from '@portal/shared-session';
import { isStandardErrorBody, PortalApiError } from './api-error';
import type { ApiErrorSource } from './api-error';
import { interceptApiError, routeNow } from './error-interceptor';

export interface SendOptions {
  method?: 'GET' | 'POST';
  /** JSON body (POST) */
  body?: unknown;
  /** send the bearer token from getAccessToken() */
  auth: boolean;
  source: ApiErrorSource;
  endpoint?: string;
  signal?: AbortSignal;
  /** what to read from a successful answer */
  as?: 'json' | 'blob';
  /** builds the error of a non-2xx answer (GraphQL parses its errors array); default errorFromResponse */
  toError?: (status: number, url: string, body: unknown, requestRoute: string) => PortalApiError;
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Builds the error of a non-2xx answer from its body (a standard error, a string, or anything else). requestRoute
 * is the route when the request was made; the route now when not given.
 */
export function errorFromResponse(
  status: number,
  url: string,
  body: unknown,
  extra: { source: ApiErrorSource; endpoint?: string | undefined; requestRoute?: string },
): PortalApiError {
  let messages: unknown[] = [];
  let friendlyMessage: string | undefined;
  if (isStandardErrorBody(body)) {
    messages = body.exceptionMessages;
    friendlyMessage = body.userFriendlyMessage;
  } else if (typeof body === 'string' && body !== '') {
    messages = [body];
  }
  return new PortalApiError({
    status,
    url,
    body,
    messages,
    friendlyMessage,
    ...extra,
    requestRoute: extra.requestRoute ?? routeNow(),
  });
}

/** Rejects with the error after the interceptor has dealt with it. */
export async function fail(error: PortalApiError): Promise<never> {
  await interceptApiError(error);
  throw error;
}

export async function send<T>(url: string, options: SendOptions): Promise<T> {
  const requestRoute = routeNow();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth) {
    const token = await getAccessToken();
    if (token) headers['authorization'] = `Bearer ${token}`;
    // The organisation being viewed as (the API checks the caller may select it); none means the caller's own,
    // or all of a parent-holding user's organisations.
    const selected = sessionStore.getState().selectedOrganization;
    if (token && selected) headers['x-selected-organization'] = selected.accountId;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // an abort is the caller's own doing: no outage
    if (options.signal?.aborted) throw cause;
    return fail(
      new PortalApiError({
        status: 0,
        url,
        source: options.source,
        endpoint: options.endpoint,
        body: null,
        messages: [cause instanceof Error ? cause.message : String(cause)],
        requestRoute,
      }),
    );
  }
  if (!response.ok) {
    const body = await readBody(response);
    return fail(
      options.toError
        ? options.toError(response.status, url, body, requestRoute)
        : errorFromResponse(response.status, url, body, {
            source: options.source,
            endpoint: options.endpoint,
            requestRoute,
          }),
    );
  }
  if (options.as === 'blob') return (await response.blob()) as T;
  return (await readBody(response)) as T;
}
