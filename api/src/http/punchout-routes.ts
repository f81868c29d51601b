// POST /api/punchout/setup: where a procurement system (SAP SRM over OCI) starts a punchout session. It posts a form
// (application/x-www-form-urlencoded, what OCI systems send) or JSON with USERNAME, PASSWORD, HOOK_URL and optionally
// ~TARGET and ~CHARSET (or HTTP_CONTENT_CHARSET). Success: 303 to /pages/punchout-launch?token=<launch token>.
// Failure: the standard error (401 for bad credentials or a user who is not a punchout user, 400 for bad fields).
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { ContextFactory } from '../auth/request-context.js';
import { punchoutSetup } from '../domains/carts-and-checkout/punchout-service.js';
import { openRateLimit } from './security.js';

type SetupBody = Record<string, unknown> | null | undefined;

/** The first of the names present (OCI field names vary between procurement systems and their versions). */
function field(body: SetupBody, ...names: string[]): unknown {
  if (!body || typeof body !== 'object') return undefined;
  for (const name of names) if (body[name] !== undefined) return body[name];
  return undefined;
}

export function registerPunchoutRoutes(
  api: FastifyInstance,
  config: ApiConfig,
  contexts: ContextFactory,
): void {
  void api.register(async (scope) => {
    // OCI posts an HTML form; only this scope accepts form bodies
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        const form = new URLSearchParams(body as string);
        const parsed: Record<string, string> = {};
        for (const [key, value] of form) parsed[key] = value;
        done(null, parsed);
      },
    );
    scope.post<{ Body: SetupBody }>(
      '/punchout/setup',
      { config: openRateLimit(config) },
      async (request, reply) => {
        const body = request.body;
        const { location } = await punchoutSetup(contexts.guest(request), {
          username: field(body, 'USERNAME', 'username'),
          password: field(body, 'PASSWORD', 'password'),
          hookUrl: field(body, 'HOOK_URL', 'hookUrl'),
          target: field(body, '~TARGET', 'TARGET', 'target'),
          charset: field(body, '~CHARSET', 'HTTP_CONTENT_CHARSET', '~HTTP_CONTENT_CHARSET', 'charset'),
        });
        return reply.header('Cache-Control', 'no-store').redirect(location, 303);
      },
    );
  });
}
