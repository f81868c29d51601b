// Where the portal signs in: read at start from /portal-config.json (written when the portal is published), so
// production points at a real Auth0 tenant by changing configuration only: domain, clientId, audience.
import { configureGatewayFromPortalConfig } from '@portal/api-client';
import { configureFeatureFlagsFromPortalConfig, parseAuthConfig } from '@portal/shared-session';
import type { AuthConfig } from '@portal/shared-session';
import { PORTAL_CONFIG_URL, takeStartUpFile } from '../../early-fetches';

export { LOGIN_CALLBACK_PATH, parseAuthConfig } from '@portal/shared-session';
export type { AuthConfig } from '@portal/shared-session';

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
