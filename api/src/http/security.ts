// Security for the /api scope: security headers (helmet), CORS only for configured origins, and the rate-limit
// plugin (applied per route to the open endpoints).
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import { rateLimited } from '../errors/api-error.js';
import { SELECTED_ORGANIZATION_HEADER } from '../auth/request-context.js';
import type { SharedStore } from './shared-store.js';

/** `shared`: where several API processes count together (REDIS_URL); this process's memory when null */
export async function registerSecurity(
  api: FastifyInstance,
  config: ApiConfig,
  shared: SharedStore | null = null,
): Promise<void> {
  await api.register(helmet, {
    // the API answers JSON, CSV and text only: nothing it returns may run script or be framed
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    hsts: config.environment === 'production',
  });
  await api.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', SELECTED_ORGANIZATION_HEADER],
    credentials: false,
    maxAge: 600,
  });
  await api.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => rateLimited(),
    ...(shared ? { redis: shared.redis, nameSpace: `${shared.prefix}rate-limit:` } : {}),
  });
}

/** Route option: the open endpoints' rate limit per client address. */
export function openRateLimit(config: ApiConfig) {
  return { rateLimit: { max: config.rateLimits.openMax, timeWindow: config.rateLimits.windowMs } };
}
