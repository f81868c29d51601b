// POST /api/graphql (bearer token required) and POST /api/open-graphql (no token, rate limited), both on Yoga.
// The request context (caller, privileges, scope) is built here before Yoga runs the operation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { ContextFactory, RequestContext } from '../auth/request-context.js';
import type { Yoga } from '../graphql/yoga.js';
import { sendError } from './error-handling.js';
import { openRateLimit } from './security.js';

async function runYoga(yoga: Yoga, request: FastifyRequest, reply: FastifyReply, ctx: RequestContext) {
  const response = await yoga.handleNodeRequestAndResponse(request, reply, { ctx });
  response.headers.forEach((value, key) => {
    reply.header(key, value);
  });
  reply.status(response.status);
  // a JSON result is small and complete: sending it as a string spares a stream per request (the hot path);
  // anything incremental (event streams, multipart) stays a stream
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return reply.send(await response.text());
  return reply.send(response.body);
}

export function registerGraphQLRoutes(
  api: FastifyInstance,
  config: ApiConfig,
  contexts: ContextFactory,
  yogas: { authenticated: Yoga; open: Yoga },
): void {
  api.route({
    method: 'POST',
    url: '/graphql',
    bodyLimit: 256 * 1024,
    handler: async (request, reply) => {
      let ctx: RequestContext;
      try {
        ctx = await contexts.forRequest(request, { tokenRequired: true });
      } catch (error) {
        return sendError(request, reply, error);
      }
      return runYoga(yogas.authenticated, request, reply, ctx);
    },
  });

  api.route({
    method: 'POST',
    url: '/open-graphql',
    bodyLimit: 64 * 1024,
    config: openRateLimit(config),
    handler: async (request, reply) => {
      // no token here: every caller is a guest, whatever headers it sends
      const ctx = contexts.guest(request);
      return runYoga(yogas.open, request, reply, ctx);
    },
  });
}
