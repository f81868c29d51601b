// Who is acting in an impersonated session: the access token's `act` claim (RFC 8693), set by the identity provider
// when customer-service staff sign in as a customer with a one-time password.

export interface Impersonator {
  email: string;
}

/** The `act` claim of a JWT access token, read without verifying it (the API verifies; this only labels the page). */
export function impersonatorOf(accessToken: string | null): Impersonator | null {
  if (!accessToken) return null;
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { act?: { email?: unknown } };
    const email = claims.act?.email;
    return typeof email === 'string' && email.length > 0 ? { email } : null;
  } catch {
    return null;
  }
}
