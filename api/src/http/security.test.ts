import type { LightMyRequestResponse } from 'fastify';
import { createHarness, USERS } from './test-harness.js';
import type { Harness } from './test-harness.js';

/** helmet's headers with the API's options (security.ts), whatever the route or the outcome. */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function securityHeadersOf(res: LightMyRequestResponse): Record<string, unknown> {
  const names = [
    ...Object.keys(API_SECURITY_HEADERS),
    'cross-origin-resource-policy',
    'strict-transport-security',
    'x-powered-by',
  ];
  return Object.fromEntries(names.map((name) => [name, res.headers[name]]));
}

describe('hardening', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({
      config: {
        corsOrigins: ['https://portal.example'],
        rateLimits: { openMax: 5, sensitiveMax: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('sends security headers on API responses', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same security headers on answers, errors, refusals and preflights', async () => {
    const expected = {
      ...API_SECURITY_HEADERS,
      // the API is read from other origins here (corsOrigins is set)
      'cross-origin-resource-policy': 'cross-origin',
      'strict-transport-security': undefined,
      'x-powered-by': undefined,
    };
    const answers = [
      await h.app.inject({ method: 'GET', url: '/api/health' }),
      await h.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await h.app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ __typename }' } }),
      await h.openGraphql('{ getBanners { id } }'),
      await h.app.inject({
        method: 'POST',
        url: '/api/open-graphql',
        headers: { 'content-type': 'application/json' },
        payload: '{"query":',
      }),
      await h.app.inject({
        method: 'OPTIONS',
        url: '/api/graphql',
        headers: { origin: 'https://portal.example', 'access-control-request-method': 'POST' },
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 401, 200, 400, 204]);
    for (const res of answers) expect(securityHeadersOf(res)).toEqual(expected);
  });

  it('allows CORS only for configured origins', async () => {
    const preflight = (origin: string) =>
      h.app.inject({
        method: 'OPTIONS',
        url: '/api/graphql',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('https://portal.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/Authorization/);
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers GraphQL to configured origins only, without credentials', async () => {
    const token = await h.token(USERS.alice);
    const post = (url: string, origin: string, auth: boolean) =>
      h.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.0.0.20',
        headers: { origin, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
        payload: { query: '{ __typename }' },
      });
    for (const [url, auth] of [
      ['/api/graphql', true],
      ['/api/open-graphql', false],
    ] as const) {
      const allowed = await post(url, 'https://portal.example', auth);
      const other = await post(url, 'https://evil.example', auth);
      expect([allowed.statusCode, other.statusCode]).toEqual([200, 200]);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      for (const res of [allowed, other])
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('rate limits the open endpoints per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/open-graphql',
        remoteAddress: '10.0.0.7',
        payload: { query: '{ getBanners { id } }' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().errors[0].extensions).toMatchObject({
          code: 'RATE_LIMITED',
          exceptionMessages: ['Too many requests. Please wait a moment and try again.'],
        });
      }
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/open-graphql',
      remoteAddress: '10.0.0.8',
      payload: { query: '{ getBanners { id } }' },
    });
    expect(other.statusCode).toBe(200);
    const guest = async () =>
      h.app.inject({
        method: 'POST',
        url: '/api/guestIntegration',
        remoteAddress: '10.0.0.9',
        payload: { endpoint: '/none', isNonProfileRequest: true },
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await guest()).statusCode);
    expect(codes[5]).toBe(429);
    expect((await guest()).json().exceptionMessages).toEqual([
      'Too many requests. Please wait a moment and try again.',
    ]);
  });

  it('limits sensitive open operations (the registration email check) more tightly', async () => {
    const check = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/open-graphql',
        remoteAddress: '10.0.0.11',
        payload: { query: 'query { checkEmail(email: "x@alpha.example") { result } }' },
      });
    expect((await check()).json().data.checkEmail.result).toBe('ACCEPTED');
    expect((await check()).json().data.checkEmail.result).toBe('ACCEPTED');
    const third = (await check()).json();
    expect(third.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('refuses queries that are too deep, too aliased or too costly', async () => {
    const fine = await h.graphql(
      USERS.alice,
      '{ getDetailedProfile { authProfile { internalProperties { department } } } }',
    );
    expect(fine.json().errors).toBeUndefined();
    const aliases = Array.from({ length: 20 }, (_, i) => `b${i}: getBanners { id }`).join(' ');
    const aliased = (await h.openGraphql(`{ ${aliases} }`)).json();
    expect(aliased.errors[0].message).toMatch(/Aliases limit/);
    let query = 'id';
    for (let i = 0; i < 12; i += 1) query = `hits { ${query} }`;
    const tooDeep = (await h.openGraphql(`{ searchProducts(input: {}) { ${query} } }`)).json();
    expect(tooDeep.errors[0].message).toMatch(/depth/i);
  });

  it('keeps introspection on outside production', async () => {
    const res = (await h.openGraphql('{ __schema { queryType { name } } }')).json();
    expect(res.data.__schema.queryType.name).toBe('OpenQuery');
  });
});

describe('production settings', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({
      seed: false,
      config: {
        environment: 'production',
        graphql: { maxDepth: 10, maxAliases: 15, maxCost: 40, maxTokens: 2000 },
      },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('turns introspection off and hides field suggestions', async () => {
    const schema = (await h.openGraphql('{ __schema { queryType { name } } }')).json();
    expect(schema.errors[0].message).toMatch(/introspection/i);
    const authed = (await h.graphql(USERS.alice, '{ __type(name: "Profile") { name } }')).json();
    expect(authed.errors[0].message).toMatch(/introspection/i);
    const typo = (await h.openGraphql('{ getBaners { id } }')).json();
    expect(typo.errors[0].message).not.toMatch(/Did you mean/);
  });

  it('refuses a query above the cost limit', async () => {
    const cheap = (await h.openGraphql('{ getBanners { id message } }')).json();
    expect(cheap.errors).toBeUndefined();
    const costly = (
      await h.openGraphql(
        `{ searchProducts(input: {}) { hits { partNumber displayName description brand imageUrl price currency
          inStock categories } facets { brands { value count } categories { value name level count } } } }`,
      )
    ).json();
    expect(costly.errors[0].message).toMatch(/Query Cost limit/i);
  });

  it('adds HSTS and keeps resources to the same origin', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(securityHeadersOf(res)).toEqual({
      ...API_SECURITY_HEADERS,
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-powered-by': undefined,
    });
  });

  it('sends CORS headers to nobody by default', async () => {
    const res = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/open-graphql',
      headers: { origin: 'https://portal.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
