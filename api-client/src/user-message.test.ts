import { PortalApiError } from './api-error';
import { graphqlError } from './graphql-client';
import { errorFromResponse } from './http';
import { userMessageOf } from './user-message';

const FALLBACK = 'The thing could not be saved.';
const at = { source: 'gateway', requestRoute: '/dashboard' } as const;

describe('userMessageOf', () => {
  it("shows a gateway standard error's userFriendlyMessage", () => {
    const error = errorFromResponse(
      409,
      '/api/integration',
      {
        uuid: 'u-1',
        exceptionMessages: ['duplicate key on email'],
        userFriendlyMessage: 'That email address is already in use.',
      },
      at,
    );
    expect(userMessageOf(error, FALLBACK)).toBe('That email address is already in use.');
  });

  it("prefers the standard body's userFriendlyMessage over a different friendlyMessage", () => {
    const error = new PortalApiError({
      status: 200,
      url: '/api/graphql',
      source: 'graphql',
      body: { uuid: 'u-2', exceptionMessages: ['raw'], userFriendlyMessage: 'The role name is taken.' },
      messages: ['raw'],
      friendlyMessage: 'raw',
      requestRoute: '/csr',
    });
    expect(userMessageOf(error, FALLBACK)).toBe('The role name is taken.');
  });

  it("shows a GraphQL error's first message (its friendlyMessage)", () => {
    const error = graphqlError(
      200,
      '/api/graphql',
      [{ message: 'Invalid sort format' }, { message: 'second' }],
      '/',
    );
    expect(userMessageOf(error, FALLBACK)).toBe('Invalid sort format');
  });

  it('falls back for a standard error without a userFriendlyMessage, not showing its exceptionMessages', () => {
    const error = errorFromResponse(
      500,
      '/api/integration',
      { uuid: 'u-3', exceptionMessages: ['NPE at line 3'] },
      at,
    );
    expect(userMessageOf(error, FALLBACK)).toBe(FALLBACK);
  });

  it("falls back for a transport failure instead of its 'Request to … failed' text", () => {
    const error = errorFromResponse(500, '/api/graphql', null, at);
    expect(error.message).toBe('Request to /api/graphql failed with status 500');
    expect(userMessageOf(error, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back for a network failure (status 0) and a string body', () => {
    const network = new PortalApiError({
      status: 0,
      url: '/api/graphql',
      source: 'graphql',
      body: null,
      messages: ['Failed to fetch'],
      requestRoute: '/',
    });
    expect(userMessageOf(network, FALLBACK)).toBe(FALLBACK);
    expect(userMessageOf(errorFromResponse(502, '/api/x', 'Bad Gateway', at), FALLBACK)).toBe(FALLBACK);
  });

  it('falls back for an error that is no PortalApiError, whatever its message', () => {
    expect(userMessageOf(new Error('Request to /api/graphql failed with status 500'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(userMessageOf(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(userMessageOf('a string', FALLBACK)).toBe(FALLBACK);
    expect(userMessageOf(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
