// A mock API for component work without a portal (issue 42, README "A mock API"): Mock Service Worker handlers
// built from the same typed documents and gateway endpoints the remotes call, so a mock answers with the type the
// page expects and a document the schema no longer accepts fails codegen, not the mock.
import { graphql, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { TypedDocument } from '../graphql-client';

/** `query Name(` / `mutation Name {`: the operation a typed document runs, which MSW matches requests by. */
export function operationOf(document: { toString(): string }): {
  kind: 'query' | 'mutation';
  name: string;
} {
  const match = /\b(query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document.toString());
  if (!match?.[1] || !match[2])
    throw new Error('mock API: a typed document without a named query or mutation');
  return { kind: match[1] as 'query' | 'mutation', name: match[2] };
}

/** Answers a typed GraphQL document (query or mutation) on /api/graphql and /api/open-graphql with its result type. */
export function mockGraphQL<Result, Variables>(
  document: TypedDocument<Result, Variables>,
  resolve: (variables: Variables) => Result,
): RequestHandler {
  const { kind, name } = operationOf(document);
  const operation = kind === 'query' ? graphql.query : graphql.mutation;
  return operation(name, ({ variables }) =>
    HttpResponse.json({ data: resolve(variables as Variables) as Record<string, unknown> }),
  );
}

/** The gateway's envelope (spec 7) as integrationRequest posts it. */
interface GatewayEnvelope {
  endpoint?: unknown;
  body?: unknown;
}

/**
 * Answers one gateway endpoint (POST /api/integration or /api/guestIntegration, dispatched by the envelope's
 * `endpoint`, as the API's handler registry does); other endpoints fall through to the next handler.
 */
export function mockGateway<Response>(
  endpoint: string,
  resolve: (body: unknown) => Response,
): RequestHandler {
  return http.post(/\/api\/(guest)?[iI]ntegration$/, async ({ request }) => {
    const envelope = (await request.clone().json()) as GatewayEnvelope;
    if (envelope.endpoint !== endpoint) return undefined;
    return HttpResponse.json(resolve(envelope.body) as Record<string, unknown>);
  });
}
