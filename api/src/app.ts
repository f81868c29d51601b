// Builds the API's Fastify instance: every route lives under /api; the deployed portal is served beside it.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from './config.js';
import { registerPortalStatic } from './http/portal-static.js';

export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env['LOG_LEVEL'] ?? 'info' } });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'UP' }));
    },
    { prefix: '/api' },
  );

  if (config.staticDir) await registerPortalStatic(app, config.staticDir);
  return app;
}
