// Where the portal signs in, as portal-config.json names it (written when the portal is published): production
// points at a real Auth0 tenant by changing configuration only (domain, clientId, audience). Read by the shell and
// by a remote running standalone against a portal (`--api`), so both sign in through the same provider.

/** Where the provider sends the browser back after sign-in. */
export const LOGIN_CALLBACK_PATH = '/login';

export interface AuthConfig {
  /** the identity provider's base URL, e.g. http://localhost:3001 or https://tenant.auth0.com */
  domain: string;
  clientId: string;
  audience: string;
}

export function parseAuthConfig(value: unknown): AuthConfig {
  const auth = (value as { auth?: Partial<AuthConfig> } | null)?.auth;
  if (
    !auth ||
    typeof auth.domain !== 'string' ||
    typeof auth.clientId !== 'string' ||
    typeof auth.audience !== 'string'
  ) {
    throw new Error('portal-config.json needs auth.domain, auth.clientId and auth.audience');
  }
  return { domain: auth.domain.replace(/\/+$/, ''), clientId: auth.clientId, audience: auth.audience };
}
