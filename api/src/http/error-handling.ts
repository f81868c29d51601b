// Errors on the HTTP layer: every failure becomes the spec's standard error ({uuid, exceptionMessages,
// userFriendlyMessage?}) — or a GraphQL errors array on the GraphQL routes, or the plain-text login message on a
// 401 — with the right status and never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badInput, normaliseError, notFound, toStandardError } from '../errors/api-error.js';

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body must not be empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string';
}

/** Any thrown value → ApiError, mapping Fastify's own client errors (body size, bad JSON) to clear messages. */
export function toApiError(error: unknown): { apiError: ApiError; unexpected: boolean } {
  if (isFastifyError(error) && !(error instanceof ApiError)) {
    const message = CLIENT_ERRORS[error.code];
    if (message)
      return { apiError: badInput(message, undefined, error.statusCode ?? 400), unexpected: false };
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return { apiError: badInput(error.message, undefined, error.statusCode), unexpected: false };
    }
  }
  const { error: apiError, unexpected } = normaliseError(error);
  return { apiError, unexpected };
}

const isGraphQLRoute = (request: FastifyRequest) => /graphql$/.test(request.routeOptions.url ?? request.url);

/**
 * @fastify/compress pipes an answer's stream into the compressor with `pump` and logs whatever ends that pipe at error
 * level (`reply.log.error(err)`). When a client leaves before the end, Fastify destroys the compressor and the pipe
 * ends with end-of-stream's bare "premature close": that line is written at info level instead. Installed on the root
 * logger (app.ts), so it costs nothing per request.
 */
export function logMethod(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  const [first] = args;
  if (
    level >= 50 &&
    args.length === 1 &&
    first instanceof Error &&
    first.message === 'premature close' &&
    (first as NodeJS.ErrnoException).code === undefined
  ) {
    (this as { info: (...args: unknown[]) => void }).info(
      { err: first },
      'client closed the connection before the answer',
    );
    return;
  }
  method.apply(this, args);
}

/**
 * A client that closed its connection before the answer was written (a browser leaving a page or cancelling a
 * fetch): the answer's stream (a compressed one, @fastify/compress) then ends with a premature close. That is the
 * client's doing, not a server error; a premature close while the client is still connected stays one.
 */
export function isClosedByClient(request: FastifyRequest, reply: FastifyReply, error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' &&
    (reply.raw.destroyed || request.raw.socket.destroyed)
  );
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { apiError, unexpected } = toApiError(error);
  const standard = toStandardError(apiError);
  if (unexpected && isClosedByClient(request, reply, error))
    request.log.info({ err: error, uuid: standard.uuid }, 'client closed the connection before the answer');
  else if (unexpected) request.log.error({ err: error, uuid: standard.uuid }, 'request failed');
  reply.code(apiError.statusCode);
  if (isGraphQLRoute(request)) {
    return reply.send({
      errors: [{ message: apiError.message, extensions: { code: apiError.code, ...standard } }],
    });
  }
  if (apiError.code === 'UNAUTHENTICATED') {
    // spec 8: "A string HTTP error body containing 'only available to logged in users' reloads the page."
    return reply.type('text/plain; charset=utf-8').send(apiError.message);
  }
  return reply.send(standard);
}

export function registerErrorHandling(api: FastifyInstance): void {
  api.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  api.setNotFoundHandler((request, reply) => sendError(request, reply, notFound()));
}
