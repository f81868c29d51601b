// The portal's GraphQL transport: a typed document POSTed to its endpoint through the API clients' one fetch
// (`send`, http.ts) — on /api/graphql with the bearer token and the organisation being viewed as
// (`x-selected-organization`), on /api/open-graphql with neither — and spec 8's errors: an answer with errors becomes
// an HTTP-style PortalApiError (each message parsed, JSON when it holds a brace; the first string message is the
// friendly message), which the interceptor deals with (toast, outage, report) before the caller sees the rejection.
// Caching, de-duplication, paging and cancelling are react-query's where a page wants them (ADR 0013, and the ADR
// that replaced urql with this file).
import { errorFromResponse, fail, send } from './http';
import { parseErrorMessage, PortalApiError } from './api-error';
import { routeNow } from './error-interceptor';
import { getApiBase } from './api-config';

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

interface GraphQLAnswer {
  data?: unknown;
  errors?: GraphQLErrorItem[];
}

function isGraphQLBody(body: unknown): body is { errors: GraphQLErrorItem[] } {
  return (
    !!body &&
    typeof body === 'object' &&
    Array.isArray((body as GraphQLAnswer).errors) &&
    ((body as GraphQLAnswer).errors ?? []).length > 0
  );
}

function endpointUrl(endpoint: GraphQLEndpoint): string {
  return `${getApiBase()}/${endpoint === 'open' ? 'open-graphql' : 'graphql'}`;
}

/** The document's operation name (the server logs and traces it), when the operation has one. */
function operationNameOf(text: string): string | undefined {
  return /(?:^|[\s}])(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text)?.[1];
}

export interface RunGraphQLOptions {
  /** the open endpoint (no token): guests' queries such as getBanners, registration */
  open?: boolean;
  signal?: AbortSignal | undefined;
}

/**
 * Runs a typed document and resolves with its data; a failure rejects with the PortalApiError (after the interceptor
 * has dealt with it). An aborted signal rejects with its reason, and aborts the request if it is out.
 */
export async function runGraphQL<Result, Variables extends Record<string, unknown>>(
  document: TypedDocument<Result, Variables>,
  variables: Variables,
  options: RunGraphQLOptions = {},
): Promise<Result> {
  const { signal } = options;
  if (signal?.aborted) throw signal.reason;
  const url = endpointUrl(options.open ? 'open' : 'authenticated');
  const query = document.toString();
  const requestRoute = routeNow();
  const answer = await send<GraphQLAnswer | string | null>(url, {
    body: { query, variables, operationName: operationNameOf(query) },
    auth: !options.open,
    source: 'graphql',
    signal,
    // a 4xx/5xx that is a GraphQL answer keeps its status and its errors' messages; any other failure its body
    toError: (status, failedUrl, body, route) =>
      isGraphQLBody(body)
        ? graphqlError(status, failedUrl, body.errors, route)
        : errorFromResponse(status, failedUrl, body, { source: 'graphql', requestRoute: route }),
  });
  if (isGraphQLBody(answer)) return fail(graphqlError(200, url, answer.errors, requestRoute));
  if (!answer || typeof answer !== 'object' || !('data' in answer))
    // an answer that is no GraphQL answer (no data and no errors, or not JSON)
    return fail(
      errorFromResponse(200, url, typeof answer === 'string' ? answer : 'No GraphQL answer', {
        source: 'graphql',
        requestRoute,
      }),
    );
  return (answer.data ?? null) as Result;
}
