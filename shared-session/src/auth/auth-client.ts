// The Auth0 SDK (pinned 2.27.0) configured for the portal: PKCE redirect sign-in, refresh tokens kept in chunked
// cookies, scope and prompt as spec section 9 says. The same code signs in against the embedded provider or a
// real Auth0 tenant.
import { Auth0Client } from '@auth0/auth0-spa-js';
import { LOGIN_CALLBACK_PATH } from './auth-config';
import type { AuthConfig } from './auth-config';
import { CookieTokenCache, clearTokenCookies } from './cookie-token-cache';

export const LOGIN_SCOPE = 'openid profile email holding_companies';
export { LOGIN_CALLBACK_PATH };

export function createAuthClient(config: AuthConfig): Auth0Client {
  return new Auth0Client({
    domain: config.domain,
    clientId: config.clientId,
    cache: new CookieTokenCache(),
    useRefreshTokens: true,
    // The cookie cache is the session: without a refresh token there is no session to renew silently.
    useRefreshTokensFallback: false,
    authorizationParams: {
      audience: config.audience,
      scope: LOGIN_SCOPE,
      redirect_uri: `${window.location.origin}${LOGIN_CALLBACK_PATH}`,
    },
  });
}

/** The SDK says 'missing_refresh_token' when nobody is signed in here; the startup sequence calls that login_required. */
export async function getTokenSilentlyOrLoginRequired(client: Auth0Client, fresh = false): Promise<string> {
  let token: string | undefined;
  try {
    token = await client.getTokenSilently(fresh ? { cacheMode: 'off' } : {});
  } catch (error) {
    const code = (error as { error?: unknown }).error;
    if (code === 'missing_refresh_token' || code === 'invalid_grant') {
      throw Object.assign(new Error('Login required'), { error: 'login_required' });
    }
    throw error;
  }
  if (!token) throw Object.assign(new Error('Login required'), { error: 'login_required' });
  return token;
}

/** `loginHint`: the e-mail the provider's sign-in form starts with (a standalone remote's chosen seeded user). */
export async function redirectToLogin(client: Auth0Client, loginHint?: string): Promise<void> {
  await client.loginWithRedirect({
    authorizationParams: { prompt: 'login', ...(loginHint ? { login_hint: loginHint } : {}) },
  });
}

/** Logout (spec section 4): local and session storage and token cookies go, then the provider's session. */
export async function logoutEverywhere(client: Auth0Client): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearTokenCookies();
  await client.logout({ logoutParams: { returnTo: window.location.origin } });
}

/** The one-time credential's token type at the token exchange (the identity provider's, ADR 0025). */
export const IMPERSONATION_TOKEN_TYPE = 'https://portal.example/token-type/impersonation-credential';

/**
 * Customer service continues as the customer (issue 35): the one-time credential is exchanged for the customer's
 * tokens (RFC 8693), with the agent's access token as the actor, and the SDK keeps them as this tab's session.
 * The agent's session at the identity provider is untouched: `resumeOwnSession` comes back to it.
 */
export async function exchangeImpersonationCredential(
  client: Auth0Client,
  oneTimePassword: string,
  agentAccessToken: string,
): Promise<string> {
  const tokens = await client.loginWithCustomTokenExchange({
    subject_token: oneTimePassword,
    subject_token_type: IMPERSONATION_TOKEN_TYPE,
    actor_token: agentAccessToken,
    actor_token_type: 'urn:ietf:params:oauth:token-type:access_token',
  });
  return tokens.access_token;
}

/** Drops this tab's tokens (not the provider's session) and asks the provider, silently, for its own user again. */
export async function resumeOwnSession(client: Auth0Client): Promise<void> {
  await client.logout({ openUrl: false });
  clearTokenCookies();
  await client.loginWithRedirect({ authorizationParams: { prompt: 'none' } });
}
