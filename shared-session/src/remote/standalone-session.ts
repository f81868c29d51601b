// A standalone remote's session (issue 42): signs in for real through the identity provider the portal behind
// `/portal-config.json` names (serve-standalone.mjs --api, or the dev server's proxy), with the same auth client and
// startup sequence as the shell, so the remote runs with a real token, real privileges and real data.
import type { Auth0Client } from '@auth0/auth0-spa-js';
import type * as AuthClientModule from '../auth/auth-client';
import { LOGIN_CALLBACK_PATH, parseAuthConfig } from '../auth/auth-config';
import { setAccessTokenSource } from '../auth/access-token';
import { setAuthController } from '../auth/auth-controller';
import { hasTokenCookies } from '../auth/cookie-token-cache';
import { createClientStorage } from '../session/client-storage';
import { runStartup } from '../session/startup';
import type { DetailedProfile } from '../session/startup';
import {
  selectOrganization,
  setActiveOrganizations,
  setGuest,
  setSignedInUser,
} from '../session/session-actions';
import { replaceUrl } from './portal-location';
import type { Privilege } from '@portal/rules';

export interface StandaloneSession {
  /** why there is no signed-in user when sign-in was expected (no portal, API down, a failed sign-in) */
  problem: string | null;
  /** null when no portal names an identity provider: the remote runs as a guest only */
  signIn: ((email?: string) => Promise<void>) | null;
  signOut: (() => Promise<void>) | null;
}

type AuthSdk = typeof AuthClientModule;

const loginRequired = () => Object.assign(new Error('Login required'), { error: 'login_required' });

async function checkHealth(): Promise<'UP' | 'DOWN'> {
  const response = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(5000) });
  const body = (await response.json().catch(() => ({}))) as { status?: string };
  return body.status === 'UP' ? 'UP' : 'DOWN';
}

/** How the standalone page gets tokens and signs in and out: the identity provider, or the mock API's user. */
interface StandaloneAuth {
  /** whether a session may be restored without asking (the SDK's token cookies, the mock's flag) */
  mayHoldSession(): boolean;
  token(): Promise<string>;
  signIn(email?: string): Promise<void>;
  signOut(): Promise<void>;
  finishRedirect(): Promise<void>;
}

function providerAuth(configValue: unknown): StandaloneAuth {
  const config = parseAuthConfig(configValue);
  let loaded: Promise<{ sdk: AuthSdk; client: Auth0Client }> | null = null;
  // the SDK is fetched only when there is sign-in work, as in the shell
  const auth = () =>
    (loaded ??= import('../auth/auth-client').then((sdk) => ({ sdk, client: sdk.createAuthClient(config) })));
  return {
    mayHoldSession: hasTokenCookies,
    token: async () => {
      const { sdk, client } = await auth();
      return sdk.getTokenSilentlyOrLoginRequired(client);
    },
    signIn: async (email) => {
      const { sdk, client } = await auth();
      await sdk.redirectToLogin(client, email);
    },
    signOut: async () => {
      const { sdk, client } = await auth();
      await sdk.logoutEverywhere(client);
    },
    finishRedirect: async () => {
      const params = new URLSearchParams(window.location.search);
      if (params.has('error')) throw new Error(params.get('error_description') ?? params.get('error') ?? '');
      const { client } = await auth();
      await client.handleRedirectCallback();
    },
  };
}

/** The mock API's user (README "A mock API"): signed in by a flag in this tab, the profile the mock answers. */
const MOCK_SIGNED_IN = 'portal.standalone.mockSignedIn';
const mockAuth: StandaloneAuth = {
  mayHoldSession: () => window.sessionStorage.getItem(MOCK_SIGNED_IN) !== null,
  token: async () => 'mock-access-token',
  signIn: async () => {
    window.sessionStorage.setItem(MOCK_SIGNED_IN, 'true');
    window.location.reload();
  },
  signOut: async () => {
    window.sessionStorage.removeItem(MOCK_SIGNED_IN);
    window.location.reload();
  },
  finishRedirect: async () => undefined,
};

/**
 * @param homePath where the remote starts (its first prefix): where a finished sign-in returns when no page was asked
 * @param fetchProfile the profile query (@portal/api-client's fetchDetailedProfile: this singleton cannot import
 *   the versioned client, so the remote's standalone entry hands it in)
 * @param mock the page runs on the mock API: its user signs in without an identity provider
 */
export async function startStandaloneSession(
  homePath: string,
  fetchProfile: (accessToken: string) => Promise<DetailedProfile>,
  mock = false,
): Promise<StandaloneSession> {
  const storage = createClientStorage(window.localStorage);
  let configValue: unknown;
  try {
    const response = await fetch('/portal-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`portal-config.json answered ${response.status}`);
    configValue = await response.json();
  } catch {
    setGuest();
    return {
      problem:
        'No portal to sign in with: serve this remote with --api <portal> (or PORTAL_API_URL for npm run dev).',
      signIn: null,
      signOut: null,
    };
  }
  const auth = mock ? mockAuth : providerAuth(configValue);
  const signIn = async (email?: string, returnTo?: string) => {
    // a sign-in clears the organisation choice (spec 4) and comes back to the page it left
    storage.clearOrganizationChoice();
    storage.setReturnUrl(returnTo ?? `${window.location.pathname}${window.location.search}`);
    await auth.signIn(email);
  };
  // the remote's own "sign in" links and sign-out go the same way
  setAuthController({ login: ({ returnTo } = {}) => signIn(undefined, returnTo), logout: auth.signOut });

  let problem: string | null = null;
  if (window.location.pathname === LOGIN_CALLBACK_PATH) {
    try {
      await auth.finishRedirect();
    } catch (error) {
      problem = `Sign-in failed: ${(error as Error).message}`;
    }
    replaceUrl(storage.returnUrl() ?? homePath);
    storage.clearReturnUrl();
  }

  const guestOnly = new URLSearchParams(window.location.search).get('profile') === 'guest';
  const result = await runStartup({
    pathname: window.location.pathname,
    checkHealth,
    getTokenSilently: async () => {
      if (guestOnly || !auth.mayHoldSession()) throw loginRequired();
      return auth.token();
    },
    punchoutAccessToken: () => null,
    fetchProfile,
    storage,
  }).catch((error: unknown) => ({ kind: 'aborted' as const, error }));

  if (result.kind === 'user') {
    setAccessTokenSource(() => auth.token().catch(() => null));
    setSignedInUser(result.profile, result.privileges as Privilege[]);
    setActiveOrganizations(result.activeOrganizations);
    selectOrganization(result.selectedOrganization);
  } else {
    setGuest();
    if (result.kind === 'outage') problem = "The portal's API does not answer (/api/health): signed out.";
    if (result.kind === 'aborted')
      problem = `The session could not be restored: ${(result.error as Error | undefined)?.message ?? 'unknown error'}`;
  }
  return { problem, signIn, signOut: auth.signOut };
}
