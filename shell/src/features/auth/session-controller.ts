// Brings the session up at shell start: reads the auth configuration, finishes a sign-in redirect, runs the
// startup sequence and fills the session store; registers how areas get tokens and ask for sign-in / sign-out.
import type { Auth0Client } from '@auth0/auth0-spa-js';
import {
  PUNCHOUT_FLAG_COOKIE,
  PUNCHOUT_TOKEN_COOKIE,
  cachedAccessToken,
  createClientStorage,
  hasTokenCookies,
  readChunkedCookie,
  replaceUrl,
  runStartup,
  selectOrganization,
  setActiveOrganizations,
  setAccessTokenSource,
  setAssociateCompanySwitcher,
  setAuthController,
  setCartServerApi,
  setGuest,
  setSignedInUser,
  showToast,
  startCarts,
  yieldToBrowser,
} from '@portal/shared-session';
import type { ClientStorage, StartupResult } from '@portal/shared-session';
import {
  chooseAssociateOrganization,
  fetchDetailedProfile,
  graphqlCartApi,
  runGraphQL,
} from '@portal/api-client';
import type { Privilege } from '@portal/rules';
import { loadAuthConfig, LOGIN_CALLBACK_PATH } from './auth-config';
import type { AuthConfig } from './auth-config';
import type * as AuthClientModule from '@portal/shared-session/auth-client';
import { createApiTokenCache } from './api-token-cache';
import { ShellEndImpersonationDocument } from '../../gql/graphql';
import { impersonatorOf } from '../../shared/impersonator';
import { createImpersonationHandover, safeReturnPath } from '../../shared/impersonation-handover';
import type { ImpersonationHandoverStore } from '../../shared/impersonation-handover';

export const LOGIN_ERROR_PATH = '/pages/store/login/error';

/**
 * The identity SDK is a large module: it is fetched only when it has work to do — a session to renew (the token
 * cookies hold a refresh token but no access token still valid), a sign-in redirect to finish, or a sign-in,
 * sign-out or impersonation asked for — never for a guest's first screen (issue 18), nor for a signed-in start
 * whose access token is still valid (issue 37).
 */
function lazyAuthClient(config: AuthConfig) {
  let loading: Promise<{ sdk: typeof AuthClientModule; client: Auth0Client }> | null = null;
  const load = async () => {
    // evaluating the SDK's chunk, making the client and the token work each get a task of their own (on the
    // signed-in path they ran as one long task: issue 18, TBT)
    // named, so a test and the bench can tell when it is fetched
    const sdk = await import(/* webpackChunkName: "identity-sdk" */ '@portal/shared-session/auth-client');
    await yieldToBrowser();
    const client = sdk.createAuthClient(config);
    await yieldToBrowser();
    return { sdk, client };
  };
  return () => (loading ??= load());
}

/** A guest without token cookies: what the SDK would say (missing refresh token), without loading it. */
const loginRequired = () => Object.assign(new Error('Login required'), { error: 'login_required' });

export interface PortalSession {
  storage: ClientStorage;
  result: StartupResult;
}

async function checkHealth(): Promise<'UP' | 'DOWN'> {
  const response = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(5000) });
  const body = (await response.json().catch(() => ({}))) as { status?: string };
  return body.status === 'UP' ? 'UP' : 'DOWN';
}

function punchoutAccessToken(): string | null {
  const flag = document.cookie.split(';').some((c) => c.trim() === `${PUNCHOUT_FLAG_COOKIE}=true`);
  return flag ? readChunkedCookie(PUNCHOUT_TOKEN_COOKIE) : null;
}

/**
 * Completes a redirect back from the identity provider on /login: to '/' on success, the error page otherwise. An
 * agent coming back from an impersonation whose own provider session is gone signs in again instead.
 */
async function finishSignInRedirect(
  getClient: () => Promise<{ sdk: typeof AuthClientModule; client: Auth0Client }>,
  handover: ImpersonationHandoverStore,
): Promise<void> {
  if (window.location.pathname !== LOGIN_CALLBACK_PATH) return;
  const params = new URLSearchParams(window.location.search);
  if (params.get('error') === 'login_required' && handover.isEnding()) {
    const { sdk, client } = await getClient();
    await sdk.redirectToLogin(client);
    return;
  }
  if (params.has('error')) {
    const description = params.get('error_description') ?? params.get('error') ?? 'unknown';
    replaceUrl(`${LOGIN_ERROR_PATH}?errorType=${encodeURIComponent(description)}`);
    return;
  }
  if (!params.has('code') || !params.has('state')) return;
  try {
    const { client } = await getClient();
    await client.handleRedirectCallback();
    replaceUrl('/');
  } catch (error) {
    const description =
      (error as { error_description?: string }).error_description ?? (error as Error).message;
    replaceUrl(`${LOGIN_ERROR_PATH}?errorType=${encodeURIComponent(description)}`);
  }
}

export async function startPortalSession(): Promise<PortalSession> {
  const storage = createClientStorage(window.localStorage);
  try {
    const config = await loadAuthConfig();
    const authClient = lazyAuthClient(config);
    const tokenSilently = async (renew = false) => {
      // the SDK's own cached answer, read from its cookies without loading it; a renewal needs the SDK
      const cached = renew ? null : cachedAccessToken(config.clientId, config.audience);
      if (cached) return cached;
      const { sdk, client } = await authClient();
      return sdk.getTokenSilentlyOrLoginRequired(client, renew);
    };
    const apiTokens = createApiTokenCache(window.sessionStorage, config.audience, tokenSilently);
    const handover = createImpersonationHandover(window.sessionStorage);
    setAuthController({
      login: async ({ returnTo } = {}) => {
        // Login clears active orgs and group selection (spec section 4).
        storage.clearOrganizationChoice();
        if (returnTo) storage.setReturnUrl(returnTo);
        const { sdk, client } = await authClient();
        await sdk.redirectToLogin(client);
      },
      logout: async () => {
        const { sdk, client } = await authClient();
        await sdk.logoutEverywhere(client);
      },
      // Impersonation in one flow (issue 35, ADR 0025): this tab continues as the customer, then comes back.
      impersonate: async ({ oneTimePassword, returnTo }) => {
        const agentToken = await apiTokens.get();
        const { sdk, client } = await authClient();
        const customerToken = await sdk.exchangeImpersonationCredential(client, oneTimePassword, agentToken);
        handover.begin({
          sessionId: impersonatorOf(customerToken)?.sessionId ?? null,
          returnTo: safeReturnPath(returnTo),
        });
        apiTokens.clear();
        storage.clearOrganizationChoice();
        window.location.assign('/');
      },
      endImpersonation: async (reason) => {
        // past the time limit the token is refused and cannot be renewed: then the tab's handover names the session
        const current = await apiTokens.get().catch(() => null);
        const ending = handover.end(reason, impersonatorOf(current)?.sessionId ?? null);
        apiTokens.clear();
        storage.clearOrganizationChoice();
        storage.setReturnUrl(ending.returnTo);
        const { sdk, client } = await authClient();
        await sdk.resumeOwnSession(client);
      },
    });
    // The session's cart store is handed the server cart's GraphQL calls (it cannot import the versioned client).
    setCartServerApi(graphqlCartApi);
    // An associate's company switch is stored server-side; a fresh start then loads a session for it.
    setAssociateCompanySwitcher(async (organization, navigateTo) => {
      await chooseAssociateOrganization(organization);
      window.location.assign(navigateTo);
    });
    await finishSignInRedirect(authClient, handover);
    const result = await runStartup({
      pathname: window.location.pathname,
      checkHealth,
      getTokenSilently: () => (hasTokenCookies() ? tokenSilently() : Promise.reject(loginRequired())),
      punchoutAccessToken,
      // the profile query starts in a task of its own, not in the one that read the token
      fetchProfile: async (accessToken) => {
        await yieldToBrowser();
        return fetchDetailedProfile(accessToken);
      },
      storage,
    });
    applyStartupResult(result, async () => {
      if (result.kind === 'user' && result.viaPunchout) return result.accessToken;
      try {
        return await apiTokens.get();
      } catch {
        return null;
      }
    });
    if (result.kind === 'user') recordImpersonationEnd(handover);
    // Carts (spec 4), once the profile is loaded and whatever area the user landed on: a signed-in user's stored
    // guest cart is merged into the server cart, and the header badge gets each cart's count. Not awaited: the
    // page does not wait for carts; a failed merge keeps the local cart for the next start.
    if (result.kind === 'user' || result.kind === 'guest') {
      // in a task after the one that applied the session (issue 18, TBT)
      yieldToBrowser()
        .then(startCarts)
        .catch((error: unknown) => console.warn('[portal] carts could not be loaded', error));
    }
    return { storage, result };
  } catch (error) {
    console.error('[portal] sign-in could not start', error);
    setGuest();
    showToast({
      kind: 'warning',
      message: 'Sign-in is unavailable right now. You can keep browsing as a guest.',
    });
    return { storage, result: { kind: 'aborted', error } };
  }
}

/** Back in the agent's own session after an impersonation: the agent records its end (audited by the API). */
function recordImpersonationEnd(handover: ImpersonationHandoverStore): void {
  const ending = handover.takeEnding();
  if (!ending?.sessionId) return;
  runGraphQL(ShellEndImpersonationDocument, {
    impersonationId: ending.sessionId,
    reason: ending.reason,
  }).catch((error: unknown) =>
    console.warn('[portal] the end of the impersonation could not be recorded', error),
  );
}

function applyStartupResult(result: StartupResult, tokenSource: () => Promise<string | null>) {
  switch (result.kind) {
    case 'user':
      setAccessTokenSource(tokenSource);
      setSignedInUser(result.profile, result.privileges as Privilege[]);
      setActiveOrganizations(result.activeOrganizations);
      selectOrganization(result.selectedOrganization);
      return;
    case 'outage':
      setGuest();
      replaceUrl('/outage/');
      return;
    case 'aborted':
      setGuest();
      showToast({
        kind: 'error',
        message: 'We could not restore your session. Please sign in again.',
        sticky: true,
      });
      return;
    case 'guest':
      setGuest();
  }
}
