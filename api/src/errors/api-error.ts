// The one error type the service layer throws, and its two wire shapes: the spec's standard error
// (`uuid`, `exceptionMessages`, optional `userFriendlyMessage`) for REST routes and the GraphQL errors array.
import { randomUUID } from 'node:crypto';
import { ValidationError } from 'yup';
import {
  ACCESS_DENIED,
  LOGIN_REQUIRED,
  NO_PROFILE_FOUND,
  NOT_FOUND,
  TOO_MANY_REQUESTS,
  UNEXPECTED_ERROR,
} from './messages.js';

export type ApiErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NO_PROFILE'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL';

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NO_PROFILE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The standard error of spec section 8. */
export interface StandardError {
  uuid: string;
  exceptionMessages: string[];
  userFriendlyMessage?: string;
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  /** every message the client may show; the first is `message` */
  readonly exceptionMessages: string[];
  readonly userFriendlyMessage: string | undefined;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: {
      exceptionMessages?: string[];
      userFriendlyMessage?: string;
      cause?: unknown;
      statusCode?: number;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = options.statusCode ?? STATUS_BY_CODE[code];
    this.exceptionMessages = options.exceptionMessages ?? [message];
    this.userFriendlyMessage = options.userFriendlyMessage;
  }
}

export const badInput = (message: string, messages?: string[], statusCode?: number) =>
  new ApiError('BAD_USER_INPUT', message, {
    exceptionMessages: messages ?? [message],
    userFriendlyMessage: message,
    ...(statusCode === undefined ? {} : { statusCode }),
  });
export const unauthenticated = () => new ApiError('UNAUTHENTICATED', LOGIN_REQUIRED);
export const forbidden = (message = ACCESS_DENIED) =>
  new ApiError('FORBIDDEN', message, { userFriendlyMessage: message });
export const noProfile = () =>
  new ApiError('NO_PROFILE', NO_PROFILE_FOUND, { userFriendlyMessage: NO_PROFILE_FOUND });
export const notFound = (message = NOT_FOUND) =>
  new ApiError('NOT_FOUND', message, { userFriendlyMessage: message });
/**
 * A record the caller asked for by id that is none of theirs: an unknown id and another organisation's read alike
 * (nothing tells them apart), and the page can say what happened ("Unit 123 was not found in your fleet.").
 */
export const notInFleet = (what: string) => notFound(`${what} was not found in your fleet.`);
export const rateLimited = () =>
  new ApiError('RATE_LIMITED', TOO_MANY_REQUESTS, { userFriendlyMessage: TOO_MANY_REQUESTS });

/** Turns a yup failure into a 400 listing every problem. */
export function fromValidationError(error: ValidationError): ApiError {
  const messages = error.errors.length > 0 ? error.errors : [error.message];
  return badInput(messages[0] ?? error.message, messages);
}

export interface NormalisedError {
  error: ApiError;
  /** true when the error was not raised on purpose and must be logged with its stack */
  unexpected: boolean;
}

/** Any thrown value → an ApiError safe to show; an unexpected failure becomes 'An unexpected error has occurred.' */
export function normaliseError(thrown: unknown): NormalisedError {
  if (thrown instanceof ApiError) return { error: thrown, unexpected: thrown.code === 'INTERNAL' };
  if (thrown instanceof ValidationError) return { error: fromValidationError(thrown), unexpected: false };
  return { error: new ApiError('INTERNAL', UNEXPECTED_ERROR, { cause: thrown }), unexpected: true };
}

export function toStandardError(error: ApiError, uuid: string = randomUUID()): StandardError {
  const body: StandardError = { uuid, exceptionMessages: error.exceptionMessages };
  if (error.userFriendlyMessage !== undefined) body.userFriendlyMessage = error.userFriendlyMessage;
  return body;
}
