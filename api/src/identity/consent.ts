// Scopes, claims and the implicit consent of the first-party portal client.
import type { Grant } from 'oidc-provider';
import { CLAIMS_NAMESPACE } from './accounts.js';

/** Scopes of the portal (spec section 9 "Login scope"); offline_access is added for refresh tokens. */
export const PORTAL_SCOPE = 'openid profile email holding_companies';

/** Marks an authorization request that asked for offline_access (oidc-provider drops it without prompt=consent). */
export const OFFLINE_PARAM = 'portal_offline_access';

/** Claims the ID token and /userinfo may carry, by scope. */
export const CLAIMS_BY_SCOPE: Record<string, string[]> = {
  openid: ['sub', 'act', `${CLAIMS_NAMESPACE}isImpersonation`],
  profile: ['name', 'given_name', 'family_name', 'nickname', 'locale', 'updated_at'],
  email: ['email', 'email_verified'],
  holding_companies: [],
};

export const OIDC_SCOPES: ReadonlySet<string> = new Set([
  'openid',
  'offline_access',
  ...Object.keys(CLAIMS_BY_SCOPE),
]);

export function grantHasOfflineAccess(grant: Grant | undefined): boolean {
  return !!grant && grant.getOIDCScope().split(' ').includes('offline_access');
}

/**
 * Implicit consent for the first-party portal client: the grant gets every requested OIDC scope (and offline_access
 * if the original request asked for it) and every requested scope a requested resource server knows.
 */
export function applyImplicitConsent(
  grant: Grant,
  params: Record<string, unknown>,
  resourceScopes: Record<string, string>,
): void {
  const requested = String(params['scope'] ?? '')
    .split(' ')
    .filter(Boolean);
  const oidc = requested.filter((s) => OIDC_SCOPES.has(s));
  if (params[OFFLINE_PARAM] === 'true') oidc.push('offline_access');
  if (oidc.length > 0) grant.addOIDCScope(oidc.join(' '));
  for (const [resource, available] of Object.entries(resourceScopes)) {
    const known = new Set(available.split(' '));
    const wanted = requested.filter((s) => known.has(s));
    if (wanted.length > 0) grant.addResourceScope(resource, wanted.join(' '));
  }
}

/** pino-compatible logger subset */
export interface IdentityLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}
