// The portal's real client library, @auth0/auth0-spa-js 2.27.0, against the embedded provider: redirect login,
// ID token checks (issuer `${domain}/`, nonce, audience), refresh-token rotation and /v2/logout. The browser is
// played by minimal window/document/sessionStorage stand-ins; the sign-in page by the test client.
import type * as Auth0Module from '@auth0/auth0-spa-js';
import { createJwksTokenVerifier } from '../auth/token-verifier.js';
import { createTestDatabase } from '../db/test-database.js';
import type { TestDatabase } from '../db/test-database.js';
import { DEV_PASSWORD } from '../seed/users.js';
import { startIdentityProvider } from './server.js';
import type { RunningIdentityProvider } from './server.js';
import { OidcTestClient, decodeJwt } from './test-client.js';

const AUDIENCE = 'http://localhost:3000/api';
const CLIENT_ID = 'portal-spa';
const PORTAL = 'http://localhost:3000';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  get length(): number {
    return this.items.size;
  }
}

/** document.cookie with just enough semantics for es-cookie (set, overwrite, expire). */
function cookieDocument() {
  const cookies = new Map<string, string>();
  return {
    get cookie(): string {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';');
      const eq = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, eq).trim();
      const value = (pair ?? '').slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k, v] = a.trim().split('=');
        return k?.toLowerCase() === 'expires' && new Date(v ?? '').getTime() < Date.now();
      });
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

const globals = globalThis as Record<string, unknown>;
const saved = new Map<string, unknown>();
function setGlobal(name: string, value: unknown) {
  saved.set(name, globals[name]);
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

let database: TestDatabase;
let idp: RunningIdentityProvider;
// loaded by a dynamic import: it must see the browser stand-ins when it loads
let auth0: typeof Auth0Module;

beforeAll(async () => {
  // the database first: PGlite (emscripten) takes a global `window` for a browser
  database = await createTestDatabase({ seed: 'test' });
  idp = await startIdentityProvider({
    db: database.db,
    port: 0,
    audience: AUDIENCE,
    clientId: CLIENT_ID,
    portalOrigin: PORTAL,
  });

  const document = cookieDocument();
  const window = {
    location: new URL(`${PORTAL}/`),
    document,
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    crypto: globalThis.crypto,
    fetch: globalThis.fetch.bind(globalThis),
    btoa: globalThis.btoa,
    atob: globalThis.atob,
    addEventListener() {},
    removeEventListener() {},
    history: { replaceState() {} },
    isSecureContext: true,
  };
  setGlobal('window', window);
  setGlobal('document', document);
  setGlobal('sessionStorage', window.sessionStorage);
  setGlobal('localStorage', window.localStorage);
  auth0 = await import('@auth0/auth0-spa-js');
});

afterAll(async () => {
  await idp?.close();
  await database?.close();
  for (const [name, value] of saved)
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
});

it('signs in with loginWithRedirect / handleRedirectCallback, refreshes and logs out', async () => {
  const domain = idp.url.replace(/\/$/, '');
  const spa = new auth0.Auth0Client({
    domain,
    clientId: CLIENT_ID,
    authorizationParams: {
      audience: AUDIENCE,
      scope: 'openid profile email holding_companies',
      prompt: 'login',
      redirect_uri: `${PORTAL}/`,
    },
    useRefreshTokens: true,
    cacheLocation: 'memory',
  });

  let authorizeUrl = '';
  await spa.loginWithRedirect({
    openUrl: async (url) => {
      authorizeUrl = url;
    },
  });
  expect(authorizeUrl.startsWith(`${idp.url}authorize?`)).toBe(true);

  const browser = new OidcTestClient({ issuer: idp.url, clientId: CLIENT_ID, redirectUri: `${PORTAL}/` });
  const page = await browser.follow(await browser.request(authorizeUrl));
  expect(page.body).toContain('<h1>Sign in</h1>');
  const done = await browser.submitSignIn(page, 'admin@keystone-electric.example', DEV_PASSWORD);
  const callback = new URL(done.location as string, done.url).href;
  expect(callback.startsWith(`${PORTAL}/?code=`)).toBe(true);

  await spa.handleRedirectCallback(callback);
  expect(await spa.isAuthenticated()).toBe(true);
  const user = await spa.getUser();
  expect(user).toMatchObject({
    email: 'admin@keystone-electric.example',
    given_name: 'Dana',
    family_name: 'Whitfield',
  });

  const verifier = createJwksTokenVerifier({
    issuer: idp.url,
    audience: AUDIENCE,
    jwksUrl: `${idp.url}.well-known/jwks.json`,
  });
  const first = (await spa.getTokenSilently()) as string;
  await expect(verifier.verify(first)).resolves.toMatchObject({ email: 'admin@keystone-electric.example' });
  expect(decodeJwt(first).payload['permissions']).toEqual(
    expect.arrayContaining(['B2B_Delegated_Customer_Admin']),
  );

  // cache off: the library uses its refresh token (rotated by the provider)
  const second = (await spa.getTokenSilently({ cacheMode: 'off' })) as string;
  expect(second).not.toBe(first);
  await expect(verifier.verify(second)).resolves.toMatchObject({ email: 'admin@keystone-electric.example' });
  const third = (await spa.getTokenSilently({ cacheMode: 'off' })) as string;
  await expect(verifier.verify(third)).resolves.toMatchObject({ email: 'admin@keystone-electric.example' });

  let logoutUrl = '';
  await spa.logout({
    logoutParams: { returnTo: `${PORTAL}/` },
    openUrl: async (url) => {
      logoutUrl = url;
    },
  });
  expect(logoutUrl.startsWith(`${idp.url}v2/logout?`)).toBe(true);
  const out = await browser.request(logoutUrl);
  expect(out.status).toBe(302);
  expect(out.location).toBe(`${PORTAL}/`);
  expect(await spa.isAuthenticated()).toBe(false);
});
