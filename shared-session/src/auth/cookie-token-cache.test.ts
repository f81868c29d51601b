// The SDK's cached access token read without the SDK (issue 37): what its getTokenSilently would answer from cache.
import {
  ACCESS_TOKEN_LEEWAY_SECONDS,
  CookieTokenCache,
  cachedAccessToken,
  clearTokenCookies,
} from './cookie-token-cache';

const CLIENT = 'portal-web';
const AUDIENCE = 'https://api.portal.example';
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const nowSeconds = NOW / 1000;

/** An entry as the SDK writes it through the cache: its key and its wrapped body. */
function sdkEntry(audience: string, accessToken: string | undefined, expiresAt: number, clientId = CLIENT) {
  new CookieTokenCache().set(
    `@@auth0spajs@@::${clientId}::${audience}::openid profile email offline_access`,
    {
      body: {
        access_token: accessToken,
        refresh_token: 'rt-1',
        expires_in: 300,
        client_id: clientId,
        audience,
      },
      expiresAt,
    },
  );
}

afterEach(() => clearTokenCookies());

describe('cachedAccessToken', () => {
  it("gives the audience's access token while it is valid beyond the SDK's leeway", () => {
    sdkEntry(AUDIENCE, 'at-valid', nowSeconds + ACCESS_TOKEN_LEEWAY_SECONDS + 1);
    expect(cachedAccessToken(CLIENT, AUDIENCE, NOW)).toBe('at-valid');
  });

  it('gives none when the token expires within the leeway: the SDK renews it with its refresh token', () => {
    sdkEntry(AUDIENCE, 'at-old', nowSeconds + ACCESS_TOKEN_LEEWAY_SECONDS - 1);
    expect(cachedAccessToken(CLIENT, AUDIENCE, NOW)).toBeNull();
  });

  it("reads only this client's entry for this audience", () => {
    sdkEntry('https://other.example', 'at-other-audience', nowSeconds + 3600);
    sdkEntry(AUDIENCE, 'at-other-client', nowSeconds + 3600, 'another-client');
    expect(cachedAccessToken(CLIENT, AUDIENCE, NOW)).toBeNull();
    sdkEntry(AUDIENCE, 'at-mine', nowSeconds + 3600);
    expect(cachedAccessToken(CLIENT, AUDIENCE, NOW)).toBe('at-mine');
  });

  it('gives none for an entry that holds only a refresh token, or for no cookies at all', () => {
    expect(cachedAccessToken(CLIENT, AUDIENCE, NOW)).toBeNull();
    sdkEntry(AUDIENCE, undefined, nowSeconds + 3600);
    expect(cachedAccessToken(CLIENT, AUDIENCE, NOW)).toBeNull();
  });
});
