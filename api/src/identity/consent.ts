// Scopes, claims and the implicit consent of the first-party portal client.
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import { CLAIMS_NAMESPACE } from './accounts.js';

/** Scopes of the portal (spec section 9 "Login scope"); offline_access is added for refresh tokens. */
export const PORTAL_SCOPE = 'openid profile email holding_companies';

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

/**
 * oidc-provider drops offline_access from an authorization request that has a prompt without `consent` (the portal
 * always sends prompt=login, or prompt=none when silent). Auth0 keeps it, and auth0-spa-js with useRefreshTokens
 * expects a refresh token and asks for offline_access again at the token endpoint, so it is put back for a
 * client allowed the refresh_token grant on a code flow request that asked for it. Returns whether it was restored.
 */
export function restoreOfflineAccess(ctx: KoaContextWithOIDC): boolean {
  const { client, params } = ctx.oidc;
  if (!client || !params) return false;
  const raw =
    ctx.method === 'POST'
      ? (ctx.oidc.body as Record<string, unknown> | undefined)?.['scope']
      : ctx.query['scope'];
  if (typeof raw !== 'string' || !raw.split(' ').includes('offline_access')) return false;
  const scopes = String(params['scope'] ?? '')
    .split(' ')
    .filter(Boolean);
  if (scopes.includes('offline_access')) return false;
  if (
    !String(params['response_type'] ?? '')
      .split(' ')
      .includes('code')
  )
    return false;
  if (!client.grantTypeAllowed('refresh_token')) return false;
  params['scope'] = [...scopes, 'offline_access'].join(' ');
  return true;
}

/**
 * Implicit consent for the first-party portal client: the grant gets every requested OIDC scope and every requested
 * scope a requested resource server knows.
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
