// The embedded OpenID provider: oidc-provider configured to look like an Auth0 tenant to the portal
// (same paths, `audience` parameter, RS256 JWT access tokens with `permissions`, refresh-token rotation), with
// storage, keys and users in the portal database. See docs/identity.md and docs/decisions/0004.
import { randomBytes } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';
import type { Account, Configuration, Grant, KoaContextWithOIDC } from 'oidc-provider';
import type { JSONWebKeySet } from 'jose';
import { brand } from '@portal/rules/brand';
import type { Database } from '../db/client.js';
import { hashPassword } from '../db/passwords.js';
import { DatabaseAdapter } from './adapter.js';
import {
  CLAIMS_NAMESPACE,
  accessTokenClaims,
  canSignIn,
  findUserByAuthId,
  standardClaims,
} from './accounts.js';
import {
  ACCESS_TOKEN_TTL,
  createOriginPolicy,
  DEFAULT_IMPERSONATION_TIME_LIMIT_MINUTES,
  normaliseIssuer,
} from './config.js';
import {
  AGENT_GRANT_CLAIM,
  impersonationOfGrant,
  impersonatorOfGrant,
  markImpersonatedGrant,
  mayImpersonate,
} from './impersonation.js';
import { registerImpersonationExchange, TOKEN_EXCHANGE_GRANT } from './impersonation-exchange.js';
import type { Lifetime } from './impersonation-exchange.js';
import type { RedeemedImpersonation } from './impersonation.js';
import { loadProviderKeys, publicJwk } from './keys.js';
import { renderErrorPage } from './pages.js';
import { createSignInRateLimiter } from './rate-limit.js';
import type { SignInRateLimitOptions } from './rate-limit.js';
import { createRoutes } from './routes.js';
import {
  CLAIMS_BY_SCOPE,
  OIDC_SCOPES,
  PORTAL_SCOPE,
  applyImplicitConsent,
  restoreOfflineAccess,
} from './consent.js';
import type { IdentityLogger } from './consent.js';

export type { IdentityLogger } from './consent.js';
export { PORTAL_SCOPE } from './consent.js';

const silentLogger: IdentityLogger = { info() {}, warn() {}, error() {} };

export interface IdentityProviderOptions {
  db: Database;
  /** with a trailing slash; `http://localhost:<port>/` when omitted */
  issuer: string;
  /** the API identifier: the access tokens' `aud` and the only accepted `audience` / `resource` */
  audience: string;
  /** the portal's public client id */
  clientId: string;
  /** the portal's origin: redirect URIs, logout returnTo URLs and CORS */
  portalOrigin: string;
  /** more allowed origins (PORTAL_ORIGINS) */
  portalOrigins?: string[];
  /** accept any http://localhost:<port> / http://127.0.0.1:<port> origin (development and tests) */
  allowLocalhostOrigins?: boolean;
  logger?: IdentityLogger;
  signInRateLimit?: SignInRateLimitOptions;
  /** read the client address from X-Forwarded-For (behind a proxy) */
  trustProxy?: boolean;
  /** how long an impersonated session lasts (IMPERSONATION_TIME_LIMIT_MINUTES; default 30 minutes) */
  impersonationTimeLimitSeconds?: number;
}

export { ACCESS_TOKEN_TTL };
const DAY = 24 * 60 * 60;
const REFRESH_TOKEN_TTL = 30 * DAY;
const SESSION_TTL = 7 * DAY;

interface InteractionResultWithImpersonation {
  impersonation?: RedeemedImpersonation;
}

export interface IdentityProvider {
  provider: Provider;
  issuer: string;
  /** stops background work (the provider has no sockets of its own) */
  dispose(): void;
}

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { db, audience, clientId } = options;
  const issuer = normaliseIssuer(options.issuer);
  const logger = options.logger ?? silentLogger;
  const policy = createOriginPolicy(options);
  const keys = await loadProviderKeys(db);
  const resourceServerScope = PORTAL_SCOPE;
  const impersonationTimeLimit =
    options.impersonationTimeLimitSeconds ?? DEFAULT_IMPERSONATION_TIME_LIMIT_MINUTES * 60;
  const resourceServerInfo = {
    scope: resourceServerScope,
    audience,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };

  const grantIsImpersonated = async (grantId: string | undefined) =>
    (await impersonatorOfGrant(db, grantId)) !== null;

  const configuration: Configuration = {
    adapter: (name: string) => new DatabaseAdapter(db, name),
    clients: [
      {
        client_id: clientId,
        client_name: brand.titleSuffix,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', TOKEN_EXCHANGE_GRANT],
        response_types: ['code'],
        // any path on an allowed origin is accepted (see redirectUriAllowed below); these are the documented ones
        redirect_uris: [`${options.portalOrigin}/`],
        post_logout_redirect_uris: [`${options.portalOrigin}/`],
      },
    ],
    jwks: { keys: keys.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      revocation: '/oauth/revoke',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      // Auth0's /v2/logout (returnTo) is served by routes.ts; the standard endpoint stays available here
      end_session: '/oidc/logout',
      introspection: '/oauth/introspect',
    },
    scopes: [...OIDC_SCOPES],
    claims: CLAIMS_BY_SCOPE,
    // like Auth0: profile and email claims go into the ID token even when an access token is issued
    conformIdTokenClaims: false,
    extraParams: {
      // Auth0's name for the resource indicator (auth0-spa-js sends it as an authorization parameter); this
      // validator runs on every authorization request, after oidc-provider's own scope checks
      audience(ctx, value) {
        if (value !== undefined && value !== '' && value !== audience)
          throw new errors.InvalidTarget(`unknown audience ${value}`);
        restoreOfflineAccess(ctx);
      },
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      introspection: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      // auth0-spa-js's silent authentication in a hidden iframe (getTokenSilently without a refresh token,
      // useRefreshTokensFallback) answers with response_mode=web_message
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      resourceIndicators: {
        enabled: true,
        defaultResource(ctx, _client, oneOf) {
          if (oneOf) return oneOf;
          const requested = ctx.oidc.params?.['audience'];
          return typeof requested === 'string' && requested !== '' ? requested : undefined;
        },
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience)
            throw new errors.InvalidTarget(`unknown audience ${resourceIndicator}`);
          return resourceServerInfo;
        },
      },
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: REFRESH_TOKEN_TTL,
      RefreshToken(ctx, token) {
        // rotation keeps the absolute lifetime of the first refresh token (what oidc-provider does for SPAs)
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && !token.isSenderConstrained()) return Math.max(1, rotated.remainingTTL);
        return REFRESH_TOKEN_TTL;
      },
    },
    rotateRefreshToken: true,
    // a refresh token only for a client allowed the grant that asked for offline_access (kept even without
    // prompt=consent, see restoreOfflineAccess)
    async issueRefreshToken(_ctx, client, code) {
      return client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access');
    },
    async expiresWithSession(_ctx, code) {
      return !code.scopes.has('offline_access');
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const result = ctx.oidc.result as
        (InteractionResultWithImpersonation & Record<string, unknown>) | undefined;
      const impersonation = result?.impersonation;
      let grant: Grant | undefined;
      const consentGrantId = (result?.['consent'] as { grantId?: string } | undefined)?.grantId;
      const existingId = consentGrantId ?? session.grantIdFor(client.clientId);
      if (existingId && !impersonation) {
        grant = await ctx.oidc.provider.Grant.find(existingId);
        // a grant made by an impersonation sign-in is never reused by a sign-in of the user themselves
        if (grant && (grant.accountId !== session.accountId || (await grantIsImpersonated(grant.jti))))
          grant = undefined;
      }
      // only the first-party client gets implicit consent, and only after a fresh interaction or onto a grant
      // it already holds (a silent request)
      if (client.clientId !== clientId || (!grant && !result)) return grant;
      grant ??= new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      // an impersonated session lasts its time limit, whichever way it was started
      if (impersonation) (grant as unknown as Lifetime).expiresIn = impersonationTimeLimit;
      const resourceScopes: Record<string, string> = {};
      for (const [resource, server] of Object.entries(ctx.oidc.resourceServers ?? {}))
        resourceScopes[resource] = server.scope;
      applyImplicitConsent(grant, ctx.oidc.params as Record<string, unknown>, resourceScopes);
      await grant.save();
      if (impersonation)
        await markImpersonatedGrant(
          db,
          grant.jti,
          impersonation,
          new Date(Date.now() + impersonationTimeLimit * 1000),
        );
      return grant;
    },
    async findAccount(ctx, sub, token): Promise<Account | undefined> {
      const user = await findUserByAuthId(db, sub);
      if (!user || !canSignIn(user)) return undefined;
      return {
        accountId: sub,
        async claims() {
          const claims = standardClaims(user);
          const grantId = token?.grantId ?? ctx.oidc?.entities.Grant?.jti;
          const impersonator = await impersonatorOfGrant(db, grantId);
          if (impersonator) {
            claims['act'] = {
              sub: impersonator.authId,
              email: impersonator.email,
              userId: impersonator.userId,
            };
            claims[`${CLAIMS_NAMESPACE}isImpersonation`] = true;
          }
          return claims as { sub: string };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserByAuthId(db, token.accountId);
      if (!user) return undefined;
      const impersonation = await impersonationOfGrant(db, token.grantId);
      const claims = await accessTokenClaims(db, user, impersonation);
      // an agent's token names its grant: an impersonation started with it ends when that session signs out
      if (!impersonation && token.grantId && mayImpersonate(claims))
        claims[AGENT_GRANT_CLAIM] = token.grantId;
      return claims;
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin) => policy.allowsOrigin(origin),
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        title: 'Sign-in problem',
        message: String(out['error_description'] ?? out['error'] ?? 'Something went wrong.'),
        portalUrl: `${options.portalOrigin}/`,
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  if (options.trustProxy) provider.proxy = true;

  // any path on an allowed origin (the portal, PORTAL_ORIGINS, and localhost ports in development)
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string): boolean {
    return policy.allowsUrl(value);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(
    value: string,
  ): boolean {
    return policy.allowsUrl(value);
  };

  provider.on('server_error', (_ctx: unknown, error: Error) => {
    logger.error({ err: error }, 'identity provider error');
  });
  provider.on('grant.error', (_ctx: unknown, error: Error) => {
    logger.warn({ err: error.message }, 'token request refused');
  });

  // a wrong e-mail address still costs one password check
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'));
  const routes = createRoutes({
    publicKeys: { keys: keys.signingKeys.map(publicJwk) },
    db,
    provider,
    clientId,
    audience,
    portalOrigin: options.portalOrigin,
    policy,
    logger,
    limiter: createSignInRateLimiter(options.signInRateLimit),
    dummyHash,
    trustProxy: options.trustProxy ?? false,
  });
  provider.use(routes);
  registerImpersonationExchange(provider, {
    db,
    issuer,
    audience,
    publicKeys: { keys: keys.signingKeys.map(publicJwk) } as JSONWebKeySet,
    resourceScope: resourceServerScope,
    resourceServerInfo,
    timeLimitSeconds: impersonationTimeLimit,
    trustProxy: options.trustProxy ?? false,
    findAccount: (ctx, sub) => configuration.findAccount!(ctx, sub),
  });

  return { provider, issuer, dispose() {} };
}
