// graphqlRequest(query, variables, {open}): POST /api/graphql with the bearer token, or /api/open-graphql
// without one. A response with errors becomes an HTTP-style error (spec 8): each message parsed (JSON when it
// holds a brace), the first message the friendly message when it is a string, then the interceptor's rules.
import { getApiBase } from './api-config';
import { parseErrorMessage, PortalApiError } from './api-error';
import { routeNow } from './error-interceptor';
import { errorFromResponse, fail, send } from './http';

export interface GraphQLErrorItem {
  message: string;
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: GraphQLErrorItem[];
}

export interface GraphQLRequestOptions {
  /** use the open endpoint (no token): guests' queries such as getBanners */
  open?: boolean;
  signal?: AbortSignal;
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

export async function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: GraphQLRequestOptions = {},
): Promise<T> {
  const url = `${getApiBase()}/${options.open ? 'open-graphql' : 'graphql'}`;
  const requestRoute = routeNow();
  const response = await send<GraphQLResponse<T> | null>(url, {
    body: { query, variables },
    auth: !options.open,
    source: 'graphql',
    signal: options.signal,
    // a GraphQL route answers its errors with a 4xx/5xx status too: the same parsing rules apply
    toError: (status, failedUrl, body, route) =>
      isGraphQLBody(body)
        ? graphqlError(status, failedUrl, body.errors, route)
        : errorFromResponse(status, failedUrl, body, { source: 'graphql', requestRoute: route }),
  });
  if (response?.errors && response.errors.length > 0) {
    return fail(graphqlError(200, url, response.errors, requestRoute));
  }
  return (response?.data ?? null) as T;
}

function isGraphQLBody(body: unknown): body is { errors: GraphQLErrorItem[] } {
  return (
    !!body &&
    typeof body === 'object' &&
    Array.isArray((body as { errors?: unknown }).errors) &&
    (body as { errors: unknown[] }).errors.length > 0
  );
}
