// Keys, sessions, grants and refresh tokens live in the database: a provider restarted on the same database
// (same issuer) keeps them.
import { createJwksTokenVerifier } from '../auth/token-verifier.js';
import { createTestDatabase } from '../db/test-database.js';
import type { TestDatabase } from '../db/test-database.js';
import { DEV_PASSWORD } from '../seed/users.js';
import { startIdentityProvider } from './server.js';
import type { StartIdentityProviderOptions } from './server.js';
import { OidcTestClient, decodeJwt } from './test-client.js';

const AUDIENCE = 'http://localhost:3000/api';
const CLIENT_ID = 'portal-spa';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'test' });
});

afterAll(async () => {
  await database?.close();
});

async function jwks(issuer: string): Promise<{ keys: { kid: string }[] }> {
  return (await (await fetch(new URL('.well-known/jwks.json', issuer))).json()) as {
    keys: { kid: string }[];
  };
}

it('keeps signing keys, the session and refresh tokens across a restart', async () => {
  const options: StartIdentityProviderOptions = {
    db: database.db,
    port: 0,
    audience: AUDIENCE,
    clientId: CLIENT_ID,
    portalOrigin: 'http://localhost:3000',
    allowLocalhostOrigins: true,
  };
  const first = await startIdentityProvider(options);
  const c = new OidcTestClient({
    issuer: first.url,
    clientId: CLIENT_ID,
    redirectUri: 'http://localhost:3000/',
    audience: AUDIENCE,
  });
  const before = await c.signIn('admin@keystone-electric.example', DEV_PASSWORD);
  expect(before.status).toBe(200);
  const keysBefore = await jwks(first.url);
  await first.close();

  const second = await startIdentityProvider({ ...options, port: first.port, issuer: first.url });
  try {
    expect(second.url).toBe(first.url);
    expect(await jwks(second.url)).toEqual(keysBefore);

    // an access token minted before the restart still verifies against the new process's JWKS
    const verifier = createJwksTokenVerifier({
      issuer: second.url,
      audience: AUDIENCE,
      jwksUrl: new URL('.well-known/jwks.json', second.url).href,
    });
    await expect(verifier.verify(before.json.access_token as string)).resolves.toMatchObject({
      email: 'admin@keystone-electric.example',
    });

    // the refresh token issued before the restart works after it
    const refreshed = await c.refresh(before.json.refresh_token as string);
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.json.access_token as string).header['kid']).toBe(keysBefore.keys[0]?.kid);

    // the session cookie (signed with the persisted cookie keys) still identifies the session
    const silent = await c.authorize({ prompt: 'none' });
    expect(c.codeFrom(silent)).toEqual(expect.any(String));
  } finally {
    await second.close();
  }
});
