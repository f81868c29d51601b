// Where the portal signs in: read at start from /portal-config.json (written when the portal is published), so
// production points at a real Auth0 tenant by changing configuration only: domain, clientId, audience.
import { configureGatewayFromPortalConfig } from '@portal/api-client';
import { configureFeatureFlagsFromPortalConfig } from '@portal/shared-session';
import { PORTAL_CONFIG_URL, takeStartUpFile } from '../../early-fetches';

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

export async function loadAuthConfig(url = PORTAL_CONFIG_URL): Promise<AuthConfig> {
  const response = await takeStartUpFile(url);
  if (!response.ok) throw new Error(`portal-config.json answered ${response.status}`);
  const config: unknown = await response.json();
  // the same file may name the gateway's long-running host (spec 7); without it the one API serves everything
  configureGatewayFromPortalConfig(config);
  // and where the OpenFeature provider evaluates flags (an OFREP service; the portal API by default)
  configureFeatureFlagsFromPortalConfig(config);
  return parseAuthConfig(config);
}
