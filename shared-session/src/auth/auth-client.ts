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
