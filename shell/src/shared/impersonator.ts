// Who is acting in an impersonated session, and until when: the access token's `act` claim (RFC 8693) and the
// portal's `impersonation` claim ({ id, endsAt }), set by the identity provider when customer-service staff
// continue as a customer (issue 35, ADR 0025).

export interface Impersonator {
  email: string;
  /** the session's id, which the agent names to end it */
  sessionId: string | null;
  /** when the session ends by itself, epoch ms */
  endsAt: number | null;
}

function claimsOf(accessToken: string): Record<string, unknown> | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The `act` claim of a JWT access token, read without verifying it (the API verifies; this only labels the page). */
export function impersonatorOf(accessToken: string | null): Impersonator | null {
  const claims = accessToken ? claimsOf(accessToken) : null;
  const email = (claims?.['act'] as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.length === 0) return null;
  const session = Object.entries(claims ?? {}).find(([name]) => name.endsWith('/impersonation'))?.[1] as
    { id?: unknown; endsAt?: unknown } | undefined;
  return {
    email,
    sessionId: typeof session?.id === 'string' ? session.id : null,
    endsAt: typeof session?.endsAt === 'number' ? session.endsAt * 1000 : null,
  };
}
