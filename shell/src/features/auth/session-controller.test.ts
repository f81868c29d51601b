// The identity SDK stays off a guest's start (issue 18): it is loaded only when the browser may hold a session (the
// token cookies), and when a sign-in is asked for.
const mockSdkLoaded = jest.fn();
const mockRedirectToLogin = jest.fn(async () => undefined);
const mockGetToken = jest.fn(async () => {
  throw Object.assign(new Error('Login required'), { error: 'login_required' });
});

// the factory runs when the module is first imported: that is the SDK being loaded
jest.mock('@portal/shared-session/auth-client', () => {
  mockSdkLoaded();
  return {
    createAuthClient: () => ({ handleRedirectCallback: jest.fn() }),
    getTokenSilentlyOrLoginRequired: mockGetToken,
    redirectToLogin: mockRedirectToLogin,
    logoutEverywhere: jest.fn(async () => undefined),
  };
});

jest.mock('./auth-config', () => ({
  LOGIN_CALLBACK_PATH: '/login',
  loadAuthConfig: async () => ({
    domain: 'http://idp.example',
    clientId: 'portal-spa',
    audience: 'http://api.example',
  }),
}));

/** A fresh shell start: new module instances, so the SDK counts as not loaded yet. */
async function freshStart() {
  jest.resetModules();
  const session = await import('@portal/shared-session');
  const { startPortalSession } = await import('./session-controller');
  return { session, startPortalSession };
}

beforeEach(() => {
  jest.clearAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // jsdom has no AbortSignal.timeout (the health check's limit)
  if (typeof AbortSignal.timeout !== 'function')
    Object.assign(AbortSignal, { timeout: () => new AbortController().signal });
  // health is UP; nothing else is fetched on a guest's start
  global.fetch = jest.fn(async () => ({ json: async () => ({ status: 'UP' }) })) as unknown as typeof fetch;
});

it("starts a guest without loading the identity SDK, and loads it for the guest's sign-in", async () => {
  const { session, startPortalSession } = await freshStart();
  const started = await startPortalSession();
  expect(started.result.kind).toBe('guest');
  expect(session.sessionStore.getState().profile.userStatus).toBe('GUEST');
  expect(mockSdkLoaded).not.toHaveBeenCalled();
  expect(mockGetToken).not.toHaveBeenCalled();

  await session.requestLogin();
  expect(mockSdkLoaded).toHaveBeenCalledTimes(1);
  expect(mockRedirectToLogin).toHaveBeenCalledTimes(1);
});

it('asks the SDK when the token cookies say a session may be there', async () => {
  document.cookie = 'portal.auth.40406b6579=chunk; path=/';
  const { startPortalSession } = await freshStart();
  const started = await startPortalSession();
  expect(mockSdkLoaded).toHaveBeenCalledTimes(1);
  expect(mockGetToken).toHaveBeenCalledTimes(1);
  // the SDK found no refresh token: still a guest
  expect(started.result.kind).toBe('guest');
});
