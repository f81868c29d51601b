import { isSigningOut, requestLogout, setAuthController } from './auth-controller';

const idle = { login: async () => undefined, logout: async () => undefined };

afterEach(() => setAuthController(idle));

it('marks the page as signing out from the request on, while the logout navigation is under way', async () => {
  setAuthController(idle);
  expect(isSigningOut()).toBe(false);
  let leave: () => void = () => undefined;
  setAuthController({
    ...idle,
    logout: () =>
      new Promise<void>((resolve) => {
        leave = resolve;
      }),
  });
  const signingOut = requestLogout();
  expect(isSigningOut()).toBe(true);
  leave();
  await signingOut;
  // the browser is leaving for the identity provider: nothing on this page acts on a failure any more
  expect(isSigningOut()).toBe(true);
});

it('gives the page back when the sign-out fails', async () => {
  setAuthController({
    ...idle,
    logout: async () => {
      throw new Error('the identity SDK could not load');
    },
  });
  await expect(requestLogout()).rejects.toThrow('the identity SDK could not load');
  expect(isSigningOut()).toBe(false);
});
