// The production profile (issue 36): one setting (NODE_ENV=production) turns off the development mailbox and
// analytics viewer and GraphQL introspection, and refuses to start on development secrets, naming what to set.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import { readConfig } from './config.js';
import { loadProviderKeys } from './identity/keys.js';
import { createHarness, USERS } from './http/test-harness.js';
import type { Harness } from './http/test-harness.js';
import { productionProblems, profileLine, profileOf } from './production-profile.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'k'.repeat(32);

async function privateJwk(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return JSON.stringify(await exportJWK(privateKey));
}

describe('choosing the profile', () => {
  it('is production only with NODE_ENV=production, and the first line says which', () => {
    expect(profileOf({ NODE_ENV: 'production' })).toBe('production');
    expect(profileOf({})).toBe('development');
    expect(profileOf({ NODE_ENV: 'test' })).toBe('development');
    expect(profileLine({})).toMatch(/^Development profile .*npm run start:production/);
    expect(profileLine({ NODE_ENV: 'production' })).toMatch(/^Production profile \(NODE_ENV=production\)/);
  });
});

describe('refusing development secrets in production', () => {
  it('names every setting to give when none is given', async () => {
    const problems = await productionProblems({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(/^set ALTCHA_HMAC_KEY /),
      expect.stringMatching(/^set IDP_SIGNING_KEY /),
      expect.stringMatching(/^set IDP_COOKIE_KEYS /),
    ]);
  });

  it('starts with real secrets, and asks none of the development profile', async () => {
    const ready = {
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: SECRET,
      IDP_SIGNING_KEY: await privateJwk(),
      IDP_COOKIE_KEYS: `${SECRET},${'o'.repeat(40)}`,
    };
    expect(await productionProblems(ready)).toEqual([]);
    expect(await productionProblems({})).toEqual([]);
    // with Auth0 (no embedded provider) only the captcha's key is the portal's own
    expect(
      await productionProblems({ NODE_ENV: 'production', IDP_EMBEDDED: 'false', ALTCHA_HMAC_KEY: SECRET }),
    ).toEqual([]);
  });

  it('refuses short secrets, a public or broken signing key and the localhost wildcard', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const base = { NODE_ENV: 'production', IDP_SIGNING_KEY: await privateJwk() };
    expect(
      await productionProblems({ ...base, ALTCHA_HMAC_KEY: 'short', IDP_COOKIE_KEYS: `${SECRET},short` }),
    ).toEqual([
      expect.stringMatching(/^set ALTCHA_HMAC_KEY /),
      expect.stringMatching(/^set IDP_COOKIE_KEYS /),
    ]);
    const ready = { ...base, ALTCHA_HMAC_KEY: SECRET, IDP_COOKIE_KEYS: SECRET };
    for (const key of [JSON.stringify(await exportJWK(publicKey)), '{not json'])
      expect(await productionProblems({ ...ready, IDP_SIGNING_KEY: key })).toEqual([
        expect.stringMatching(/^IDP_SIGNING_KEY must be a private RSA key/),
      ]);
    expect(await productionProblems({ ...ready, IDP_ALLOW_LOCALHOST_ORIGINS: 'true' })).toEqual([
      expect.stringMatching(/^unset IDP_ALLOW_LOCALHOST_ORIGINS/),
    ]);
  });

  it('stops the API process before it opens anything, with the message naming what to set', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env['PATH'], NODE_ENV: 'production', PORT: '0', IDP_PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(/^Production profile/);
    expect(run.stderr).toContain('The production profile (NODE_ENV=production) refuses to start');
    for (const setting of ['ALTCHA_HMAC_KEY', 'IDP_SIGNING_KEY', 'IDP_COOKIE_KEYS'])
      expect(run.stderr).toContain(`set ${setting}`);
  });

  it('the identity provider signs with the configured keys instead of generated ones', async () => {
    const h = await createHarness({ seed: false });
    try {
      const signing = await privateJwk();
      const keys = await loadProviderKeys(h.db, { IDP_SIGNING_KEY: signing, IDP_COOKIE_KEYS: SECRET });
      const given = JSON.parse(signing) as { n: string };
      expect(keys.signingKeys).toEqual([
        expect.objectContaining({ n: given.n, alg: 'RS256', kid: expect.any(String) }),
      ]);
      expect(keys.cookieKeys).toEqual([SECRET]);
      const generated = await loadProviderKeys(h.db, {});
      expect(generated.signingKeys[0]?.n).not.toBe(given.n);
    } finally {
      await h.close();
    }
  });
});

const INTROSPECTION = '{ __schema { queryType { name } } }';
type Answer = { data?: unknown; errors?: { message: string }[] };
const DEV_VIEWERS = [
  '/api/dev/mailbox',
  '/api/dev/mailbox.json',
  '/api/dev/analytics',
  '/api/dev/analytics.json',
];

async function profileHarness(env: NodeJS.ProcessEnv): Promise<Harness> {
  return createHarness({ config: { ...readConfig(env), staticDir: null } });
}

describe('the production profile on the wire', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await profileHarness({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('serves no development mailbox nor analytics viewer', async () => {
    for (const url of DEV_VIEWERS)
      expect([url, (await h.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
  });

  it('refuses introspection on both endpoints', async () => {
    for (const answer of [
      (await h.openGraphql(INTROSPECTION)).json() as Answer,
      (await h.graphql(USERS.alice, INTROSPECTION)).json() as Answer,
    ]) {
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
    }
  });
});

describe('the development profile on the wire', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await profileHarness({ NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('serves the development mailbox and analytics viewer', async () => {
    for (const url of DEV_VIEWERS)
      expect([url, (await h.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
  });

  it('answers introspection on both endpoints', async () => {
    expect(((await h.openGraphql(INTROSPECTION)).json() as Answer).data).toEqual({
      __schema: { queryType: { name: 'OpenQuery' } },
    });
    expect(((await h.graphql(USERS.alice, INTROSPECTION)).json() as Answer).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
  });
});
