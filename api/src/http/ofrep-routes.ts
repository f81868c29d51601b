// The OpenFeature Remote Evaluation Protocol (OFREP, issue 22, ADR 0015) over the portal's flags table:
//   POST /api/ofrep/v1/evaluate/flags        bulk evaluation: { flags: [...] }, ETag / If-None-Match → 304
//   POST /api/ofrep/v1/evaluate/flags/:key   one flag: { key, value, reason, variant, metadata } or 404
// The body is { context: { targetingKey?, flagGroup?, ... } }. A bearer token is optional: a signed-in caller
// evaluates under their stored flag group whatever the context says; anybody else under 'Connect_Default_User'.
// Errors use OFREP's shape ({ errorCode, errorDetails }), which the OpenFeature providers read.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextFactory } from '../auth/request-context.js';
import { FLAG_KEY_PATTERN, evaluateAllFlags, evaluateOneFlag } from '../domains/flags/feature-flags.js';

/** An evaluation context is small: a targeting key and a few attributes. */
const MAX_BODY_BYTES = 8 * 1024;

type ContextProblem = { errorCode: 'PARSE_ERROR' | 'INVALID_CONTEXT'; errorDetails: string };

/** OFREP's request body: absent, or an object whose optional `context` is an object. */
function contextProblem(body: unknown): ContextProblem | null {
  if (body === undefined || body === null || body === '') return null;
  if (typeof body !== 'object' || Array.isArray(body))
    return { errorCode: 'PARSE_ERROR', errorDetails: 'The request body must be a JSON object.' };
  const context = (body as Record<string, unknown>)['context'];
  if (context === undefined || context === null) return null;
  if (typeof context !== 'object' || Array.isArray(context))
    return { errorCode: 'INVALID_CONTEXT', errorDetails: 'context must be an object.' };
  const targetingKey = (context as Record<string, unknown>)['targetingKey'];
  if (targetingKey !== undefined && typeof targetingKey !== 'string')
    return { errorCode: 'INVALID_CONTEXT', errorDetails: 'context.targetingKey must be a string.' };
  return null;
}

/** A weak validator of the answer: equal evaluations give equal tags whatever the order of requests. */
const etagOf = (payload: string) => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

function sendJson(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply | string {
  const payload = JSON.stringify(value);
  const etag = etagOf(payload);
  // the answer depends on the caller: never stored by a shared cache, always revalidated
  reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'authorization');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return payload;
}

export function registerOfrepRoutes(api: FastifyInstance, contexts: ContextFactory): void {
  api.post('/ofrep/v1/evaluate/flags', { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
    const problem = contextProblem(request.body);
    if (problem) return reply.code(400).send(problem);
    const ctx = await contexts.forRequest(request, { tokenRequired: false });
    return sendJson(request, reply, { flags: await evaluateAllFlags(ctx) });
  });

  api.post<{ Params: { key: string } }>(
    '/ofrep/v1/evaluate/flags/:key',
    { bodyLimit: MAX_BODY_BYTES },
    async (request, reply) => {
      const key = request.params.key;
      const problem = contextProblem(request.body);
      if (problem) return reply.code(400).send({ key, ...problem });
      if (key.length > 100 || !FLAG_KEY_PATTERN.test(key))
        return reply
          .code(404)
          .send({ key, errorCode: 'FLAG_NOT_FOUND', errorDetails: 'There is no flag with this key.' });
      const ctx = await contexts.forRequest(request, { tokenRequired: false });
      const evaluation = await evaluateOneFlag(ctx, key);
      if (!evaluation)
        return reply
          .code(404)
          .send({ key, errorCode: 'FLAG_NOT_FOUND', errorDetails: 'There is no flag with this key.' });
      reply.header('cache-control', 'private, no-store');
      return evaluation;
    },
  );
}
