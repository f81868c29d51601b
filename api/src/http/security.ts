// Security for the /api scope: security headers (helmet's), CORS only for configured origins, and the rate-limit
// plugin (applied per route to the open endpoints).
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
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
  const headers = securityHeaders(apiHelmetOptions(config));
  api.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
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

/** helmet's options for the API's answers. */
export function apiHelmetOptions(config: ApiConfig): Readonly<HelmetOptions> {
  return {
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
  };
}

/**
 * The headers helmet's middleware sets with these options, found once by running it against a recording response.
 * They depend on the options only (no directive here is a function of the request), so every answer gets the same
 * list; @fastify/helmet built helmet's whole middleware chain (the policy parsed again) on every request (issue 23).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  const failures: Error[] = [];
  // helmet's middleware runs synchronously and reads nothing from the request
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) failures.push(error instanceof Error ? error : new Error(String(error)));
  });
  if (failures[0]) throw failures[0];
  return [...headers];
}

/** Route option: the open endpoints' rate limit per client address. */
export function openRateLimit(config: ApiConfig) {
  return { rateLimit: { max: config.rateLimits.openMax, timeWindow: config.rateLimits.windowMs } };
}
