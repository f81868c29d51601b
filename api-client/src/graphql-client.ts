// The portal's GraphQL client: ONE urql client factory for both endpoints. Everything a GraphQL call needs is an
// exchange here, in one place:
// - portalHeadersExchange: the endpoint's URL, and on /api/graphql the bearer token and the organisation being
//   viewed as (`x-selected-organization`); /api/open-graphql gets neither;
// - portalErrorExchange: spec 8. A response with errors becomes an HTTP-style PortalApiError (each message parsed,
//   JSON when it holds a brace; the first string message is the friendly message), the interceptor applies its
//   rules (toast, outage, report) before the caller sees the result;
// - fetchExchange, with a fetch that keeps the body of a failure that is no GraphQL answer (a standard error, a
//   string) so the interceptor can read it. No cache exchange: every call asks the server, as before.
// Non-React callers (session start, the cart store, the company switch, the apps' api modules) use runGraphQL().
import { Client, fetchExchange, makeOperation, mapExchange } from '@urql/core';
import type { CombinedError, Exchange, Operation, OperationResult } from '@urql/core';
import { getAccessToken, sessionStore } from '@portal/shared-session';
import { getApiBase } from './api-config';
import { parseErrorMessage, PortalApiError } from './api-error';
import { interceptApiError, routeNow } from './error-interceptor';
import { errorFromResponse, readBody } from './http';

/** /api/graphql (signed-in users, bearer token) or /api/open-graphql (no token: guests, registration). */
export type GraphQLEndpoint = 'authenticated' | 'open';

/**
 * A typed GraphQL document: what graphql-codegen's client preset generates per app (`documentMode: 'string'`,
 * a String carrying its result and variables types).
 */
export interface TypedDocument<Result, Variables> {
  __apiType?: (variables: Variables) => Result;
  toString(): string;
}

export interface GraphQLErrorItem {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The HTTP-style error of a GraphQL response that carries errors. */
export function graphqlError(
  status: number,
  url: string,
  errors: readonly GraphQLErrorItem[],
  requestRoute: string,
): PortalApiError {
  const messages = errors.map((e) => parseErrorMessage(typeof e.message === 'string' ? e.message : ''));
  const first = messages[0];
  const standard = errors.find((e) => typeof e.extensions?.['uuid'] === 'string')?.extensions;
  return new PortalApiError({
    status,
    url,
    source: 'graphql',
    body: standard ?? { errors: messages },
    messages,
    friendlyMessage: typeof first === 'string' ? first : undefined,
    requestRoute,
  });
}

/** A failed answer that is no GraphQL answer (or no answer at all: status 0), with its parsed body. */
class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

function isGraphQLBody(body: unknown): body is { errors: GraphQLErrorItem[] } {
  return (
    !!body &&
    typeof body === 'object' &&
    Array.isArray((body as { errors?: unknown }).errors) &&
    (body as { errors: unknown[] }).errors.length > 0
  );
}

/**
 * fetch for urql: a 4xx/5xx whose body is a GraphQL answer goes on to urql (its errors are parsed like a 200's);
 * any other failure is thrown with its body, which urql hands over as the network error.
 */
async function portalFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    // an abort is the caller's own doing (urql tears the operation down): no outage
    if (init?.signal?.aborted) throw cause;
    throw new HttpFailure(0, null, cause instanceof Error ? cause.message : String(cause));
  }
  if (response.ok) return response;
  const body = await readBody(response);
  if (!isGraphQLBody(body)) throw new HttpFailure(response.status, body, `status ${response.status}`);
  const text = JSON.stringify(body);
  // the body has been read: urql gets an answer of the same status and body
  return {
    ok: false,
    status: response.status,
    statusText: response.statusText,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => body,
  } as unknown as Response;
}

interface PortalContext {
  /** the route when the request was made: a failure reported after the user moved on is flagged */
  requestRoute?: string;
}

function endpointUrl(endpoint: GraphQLEndpoint): string {
  return `${getApiBase()}/${endpoint === 'open' ? 'open-graphql' : 'graphql'}`;
}

/** The endpoint's URL, and for /api/graphql the bearer token and the organisation viewed as. */
function portalHeadersExchange(endpoint: GraphQLEndpoint): Exchange {
  return mapExchange({
    async onOperation(operation: Operation) {
      const headers: Record<string, string> = {};
      if (endpoint === 'authenticated') {
        const token = await getAccessToken();
        if (token) headers['authorization'] = `Bearer ${token}`;
        // none means the caller's own organisation, or all of a parent-holding user's organisations
        const selected = sessionStore.getState().selectedOrganization;
        if (token && selected) headers['x-selected-organization'] = selected.accountId;
      }
      const context: Operation['context'] & PortalContext = {
        ...operation.context,
        url: endpointUrl(endpoint),
        requestRoute: routeNow(),
        fetchOptions: { headers },
      };
      return makeOperation(operation.kind, operation, context);
    },
  });
}

// The PortalApiError of each failed result, for callers that need it (runGraphQL, components' error messages).
const portalErrors = new WeakMap<CombinedError, PortalApiError>();

/** The HTTP-style error the interceptor saw for a failed result's `error`. */
export function portalApiErrorOf(error: CombinedError): PortalApiError | undefined {
  return portalErrors.get(error);
}

function toPortalApiError(error: CombinedError, operation: Operation): PortalApiError {
  const url = operation.context.url;
  const requestRoute = (operation.context as PortalContext).requestRoute ?? routeNow();
  const status = (error.response as { status?: number } | undefined)?.status;
  if (error.graphQLErrors.length > 0) {
    const items = error.graphQLErrors.map((e) => ({
      message: e.message,
      extensions: e.extensions as Record<string, unknown> | undefined,
    }));
    return graphqlError(status ?? 200, url, items, requestRoute);
  }
  const network = error.networkError;
  if (network instanceof HttpFailure) {
    if (network.status === 0)
      return new PortalApiError({
        status: 0,
        url,
        source: 'graphql',
        body: null,
        messages: [network.message],
        requestRoute,
      });
    return errorFromResponse(network.status, url, network.body, { source: 'graphql', requestRoute });
  }
  // an answer urql could not read (no data and no errors, or not JSON)
  return errorFromResponse(status ?? 0, url, network?.message ?? error.message, {
    source: 'graphql',
    requestRoute,
  });
}

/** Spec 8 for GraphQL: the failed result waits until the interceptor has dealt with its error. */
const portalErrorExchange: Exchange = mapExchange({
  async onResult(result: OperationResult) {
    if (!result.error) return result;
    const error = toPortalApiError(result.error, result.operation);
    portalErrors.set(result.error, error);
    await interceptApiError(error);
    return result;
  },
});

/** The one factory of urql clients: one per endpoint. */
export function createPortalClient(endpoint: GraphQLEndpoint = 'authenticated'): Client {
  return new Client({
    url: endpointUrl(endpoint),
    exchanges: [portalHeadersExchange(endpoint), portalErrorExchange, fetchExchange],
    fetch: portalFetch,
    // POST only (the API serves GraphQL on POST), and never a cached answer
    preferGetMethod: false,
    requestPolicy: 'network-only',
  });
}

const clients: Partial<Record<GraphQLEndpoint, Client>> = {};

/** This page's client for an endpoint (created on first use). */
export function portalClient(endpoint: GraphQLEndpoint = 'authenticated'): Client {
  return (clients[endpoint] ??= createPortalClient(endpoint));
}

export interface RunGraphQLOptions {
  /** the open endpoint (no token): guests' queries such as getBanners, registration */
  open?: boolean;
  signal?: AbortSignal | undefined;
}

const isMutation = (text: string) => /^\s*mutation\b/.test(text);

/**
 * Runs a typed document through this page's client and resolves with its data; a failure rejects with the
 * PortalApiError (after the interceptor has dealt with it). Aborting the signal tears the operation down.
 */
export function runGraphQL<Result, Variables extends Record<string, unknown>>(
  document: TypedDocument<Result, Variables>,
  variables: Variables,
  options: RunGraphQLOptions = {},
): Promise<Result> {
  const client = portalClient(options.open ? 'open' : 'authenticated');
  const text = document.toString();
  const signal = options.signal;
  return new Promise<Result>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    let settled = false;
    const source = isMutation(text) ? client.mutation(text, variables) : client.query(text, variables);
    const onAbort = () => {
      subscription.unsubscribe();
      if (!settled) reject(signal?.reason);
      settled = true;
    };
    const subscription = source.subscribe((result) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      queueMicrotask(() => subscription.unsubscribe());
      if (result.error) reject(portalApiErrorOf(result.error) ?? result.error);
      else resolve((result.data ?? null) as Result);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
