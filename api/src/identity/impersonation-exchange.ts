// Impersonation in one flow (issue 35, ADR 0025): the shell exchanges the one-time credential for the customer's
// tokens at the token endpoint (RFC 8693 token exchange, what auth0-spa-js's loginWithCustomTokenExchange sends and
// Auth0's Custom Token Exchange answers), with the agent's own access token as the actor. Nothing is typed, the
// credential travels in one POST body only, and the agent's browser session at the provider is left as it was, so
// ending the impersonation resumes it without a password.
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { errors } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { Account, KoaContextWithOIDC, ResourceServer } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { canSignIn, findUserById, CLAIMS_NAMESPACE } from './accounts.js';
import { AGENT_GRANT_CLAIM, markImpersonatedGrant, redeemImpersonationTicket } from './impersonation.js';
import { clientIp } from './routes.js';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
/** The one-time credential of setupImpersonationUser, as a subject token type of the portal's own namespace. */
export const IMPERSONATION_TOKEN_TYPE = 'https://portal.example/token-type/impersonation-credential';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

const PARAMETERS = [
  'subject_token',
  'subject_token_type',
  'actor_token',
  'actor_token_type',
  'audience',
  'scope',
  'organization',
];

export interface ImpersonationExchangeOptions {
  db: Database;
  issuer: string;
  audience: string;
  /** the provider's public signing keys: the actor token must be one of ours */
  publicKeys: JSONWebKeySet;
  /** the resource server's scope granted to the session */
  resourceScope: string;
  /** what getResourceServerInfo answers for the API (JWT access tokens) */
  resourceServerInfo: ResourceServer;
  /** the session's time limit */
  timeLimitSeconds: number;
  trustProxy: boolean;
  /** the provider's configured findAccount */
  findAccount: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined> | Account | undefined;
}

/** oidc-provider's tokens take their lifetime from `expiresIn` when it is set before the first save. */
export interface Lifetime {
  expiresIn: number;
}

const refused = (why: string) => new errors.InvalidGrant(why);

export function registerImpersonationExchange(
  provider: Provider,
  options: ImpersonationExchangeOptions,
): void {
  const keys = createLocalJWKSet(options.publicKeys);

  /** The agent behind the actor token: our own, unexpired, for our API, and not itself impersonated. */
  async function agentOf(actorToken: string): Promise<{ userId: string; grantId: string | null }> {
    try {
      const { payload } = await jwtVerify(actorToken, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
      });
      const userId = payload[`${CLAIMS_NAMESPACE}userId`];
      if (payload['act'] !== undefined || typeof userId !== 'string') throw refused('invalid actor token');
      const grantId = payload[AGENT_GRANT_CLAIM];
      return { userId, grantId: typeof grantId === 'string' ? grantId : null };
    } catch (error) {
      if (error instanceof errors.InvalidGrant) throw error;
      throw refused('invalid actor token');
    }
  }

  async function handler(ctx: KoaContextWithOIDC): Promise<void> {
    const params = ctx.oidc.params as Record<string, string | undefined>;
    const client = ctx.oidc.client;
    if (!client) throw new errors.InvalidClient('client required');
    if (params['subject_token_type'] !== IMPERSONATION_TOKEN_TYPE)
      throw new errors.InvalidRequest('unsupported subject_token_type');
    if (params['actor_token_type'] !== ACCESS_TOKEN_TYPE || !params['actor_token'])
      throw new errors.InvalidRequest("the agent's access token is required as actor_token");
    if (params['audience'] && params['audience'] !== options.audience)
      throw new errors.InvalidTarget('unknown audience');
    if (!params['subject_token']) throw new errors.InvalidRequest('subject_token missing');

    const agent = await agentOf(params['actor_token']);
    const ticket = await redeemImpersonationTicket(options.db, params['subject_token'], {
      agentUserId: agent.userId,
      ip: clientIp(ctx, options.trustProxy),
      clientId: client.clientId,
    });
    if (!ticket) throw refused('the impersonation credential is unknown, used or expired');
    const redeemed = { ...ticket, actorGrantId: agent.grantId };
    const target = await findUserById(options.db, redeemed.targetUserId);
    if (!target || !canSignIn(target)) throw refused('the customer cannot sign in');

    const endsAt = new Date(Date.now() + options.timeLimitSeconds * 1000);
    const oidcScope = 'openid profile email offline_access';
    const grant = new provider.Grant({ accountId: target.authId, clientId: client.clientId });
    grant.addOIDCScope(oidcScope);
    grant.addResourceScope(options.audience, options.resourceScope);
    // the session's time limit is its grant's lifetime: no refresh after it
    (grant as unknown as Lifetime).expiresIn = options.timeLimitSeconds;
    const grantId = await grant.save();
    await markImpersonatedGrant(options.db, grantId, redeemed, endsAt);
    ctx.oidc.entity('Grant', grant);

    const account = await options.findAccount(ctx, target.authId);
    if (!account) throw refused('the customer cannot sign in');
    ctx.oidc.entity('Account', account);

    const at = new provider.AccessToken({
      accountId: target.authId,
      client,
      grantId,
      gty: 'token_exchange',
      scope: options.resourceScope,
    });
    at.resourceServer = new provider.ResourceServer(options.audience, options.resourceServerInfo);
    const accessToken = await at.save();

    const rt = new provider.RefreshToken({
      accountId: target.authId,
      client,
      grantId,
      gty: 'token_exchange',
      scope: oidcScope,
      resource: options.audience,
      expiresWithSession: false,
      iiat: Math.floor(Date.now() / 1000),
    });
    (rt as unknown as Lifetime).expiresIn = options.timeLimitSeconds;
    const refreshToken = await rt.save();

    const claims = await account.claims('id_token', oidcScope, {}, []);
    const idToken = new provider.IdToken({ ...claims }, { ctx });
    (idToken as unknown as { scope: string }).scope = oidcScope;
    const idTokenValue = await idToken.issue({ use: 'idtoken' });

    ctx.body = {
      access_token: accessToken,
      issued_token_type: ACCESS_TOKEN_TYPE,
      token_type: 'Bearer',
      expires_in: at.expiration,
      refresh_token: refreshToken,
      id_token: idTokenValue,
      scope: `${oidcScope} ${options.resourceScope}`,
    };
  }

  provider.registerGrantType(TOKEN_EXCHANGE_GRANT, handler, PARAMETERS);
}
