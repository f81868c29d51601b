// POST /api/integration (bearer token), POST /api/guestIntegration (no token needed, rate limited) and
// POST /api/messaging (async job status, bearer token).
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { ContextFactory } from '../auth/request-context.js';
import { dispatch, envelopeSelection, parseEnvelope } from '../gateway/dispatch.js';
import type { GatewayRegistry } from '../gateway/registry.js';
import { jobStatus } from '../jobs/job-service.js';
import { openRateLimit } from './security.js';

export function registerGatewayRoutes(
  api: FastifyInstance,
  config: ApiConfig,
  contexts: ContextFactory,
  registry: GatewayRegistry,
): void {
  api.route({
    method: 'POST',
    url: '/integration',
    handler: async (request) => {
      const envelope = parseEnvelope(request.body);
      const ctx = await contexts.forRequest(request, {
        tokenRequired: true,
        bodySelection: envelopeSelection(envelope),
      });
      return dispatch(ctx, registry, 'integration', envelope);
    },
  });

  api.route({
    method: 'POST',
    url: '/guestIntegration',
    bodyLimit: 256 * 1024,
    config: openRateLimit(config),
    handler: async (request) => {
      const envelope = parseEnvelope(request.body);
      // a signed-in caller may use guest endpoints too; its token (if valid) gives it its profile
      const ctx = await contexts.forRequest(request, {
        tokenRequired: false,
        bodySelection: envelopeSelection(envelope),
      });
      return dispatch(ctx, registry, 'guestIntegration', envelope);
    },
  });

  api.route({
    method: 'POST',
    url: '/messaging',
    bodyLimit: 4 * 1024,
    handler: async (request) => {
      const ctx = await contexts.forRequest(request, { tokenRequired: true });
      return jobStatus(ctx, request.body);
    },
  });
}
