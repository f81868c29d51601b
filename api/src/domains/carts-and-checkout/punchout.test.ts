// Punchout (OCI) end to end on the API: a procurement system posts credentials and its hook URL to
// /api/punchout/setup, the browser lands on the launch page with a launch token whose access token the API accepts
// exactly like one from the embedded identity provider; the cart comes back as OCI fields; /punchout/unProperties.
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { createKeyTokenVerifier } from '../../auth/token-verifier.js';
import type { TokenVerifier } from '../../auth/token-verifier.js';
import { hashPassword } from '../../db/passwords.js';
import { users } from '../../db/schema.js';
import { accessTokenClaims, findUserByEmail } from '../../identity/accounts.js';
import { loadProviderKeys, publicJwk } from '../../identity/keys.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness } from '../../http/test-harness.js';
import { mintAccessToken } from './punchout-service.js';
import type { PunchoutLaunch } from './punchout-service.js';

const PASSWORD = 'Portal!2345';
const BUYER = {
  id: '00000000-0000-4000-8000-000000000077',
  authId: 'test|punchout',
  email: 'punchout@alpha.example',
};
const HOOK = 'https://srm.alpha.example/sap/bc/srm/oci_return?sap-client=100';

describe('punchout (OCI)', () => {
  let h: Harness;
  // the app trusts what the embedded identity provider signs: its keys live in the test database
  let providerVerifier: TokenVerifier | null = null;
  const verifier: TokenVerifier = {
    async verify(token) {
      if (!providerVerifier) {
        const keys = await loadProviderKeys(h.db);
        providerVerifier = createKeyTokenVerifier({
          key: { keys: keys.signingKeys.map(publicJwk) },
          issuer: h.config.auth.issuer,
          audience: h.config.auth.audience,
        });
      }
      return providerVerifier.verify(token);
    },
  };

  beforeAll(async () => {
    h = await createHarness({ deps: { tokenVerifier: verifier } });
    const passwordHash = await hashPassword(PASSWORD);
    await h.db.insert(users).values({
      ...BUYER,
      firstName: 'Pat',
      lastName: 'Procurement',
      status: 'REGISTERED',
      registrationType: 'B2B',
      isValidatedB2BUser: true,
      accountId: ORG.alpha,
      partyId: 'P-PUNCH',
      passwordHash,
      isPunchout: true,
      punchOutType: 'OCI',
    });
    await h.db.update(users).set({ passwordHash }).where(eq(users.id, USERS.alice.id));
  });
  afterAll(async () => {
    await h.close();
  });

  const setupForm = (fields: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: '/api/punchout/setup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const setupJson = (fields: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: '/api/punchout/setup', payload: fields });
  const graphql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    h.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query, variables },
    });
  const launchOf = async (res: LightMyRequestResponse): Promise<PunchoutLaunch> => {
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith('/pages/punchout-launch?token=')).toBe(true);
    const token = new URL(location, 'http://portal.example').searchParams.get('token')!;
    // signed with the provider's key for the launch page only (the API never accepts it as an access token)
    const keys = await loadProviderKeys(h.db);
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: keys.signingKeys.map(publicJwk) }), {
      audience: 'punchout-launch',
    });
    return payload as unknown as PunchoutLaunch;
  };

  it('setup (OCI form): 303 to the launch page with a launch token carrying the session', async () => {
    const res = await setupForm({
      USERNAME: BUYER.email,
      PASSWORD,
      HOOK_URL: HOOK,
      '~TARGET': '_top',
      '~CHARSET': 'ISO-8859-1',
      '~OkCode': 'ADDI',
    });
    const launch = await launchOf(res);
    expect(launch).toMatchObject({
      accessToken: expect.any(String),
      hookUrl: HOOK,
      charset: 'ISO-8859-1',
      target: '_top',
      punchOutType: 'OCI',
      email: BUYER.email,
    });
    expect(Date.parse(launch.expiresAt)).toBeGreaterThan(Date.now());
    const [row] = await h.db.select().from(users).where(eq(users.id, BUYER.id));
    expect(row).toMatchObject({
      ociPunchOutHookUrl: HOOK,
      ociPunchOutHttpContentCharset: 'ISO-8859-1',
      ociPunchOutReturnTarget: '_top',
      punchOutType: 'OCI',
    });
  });

  it('the minted access token is the identity provider’s: same key, issuer, audience, claims', async () => {
    const launch = await launchOf(
      await setupJson({ USERNAME: BUYER.email, PASSWORD, HOOK_URL: HOOK, HTTP_CONTENT_CHARSET: 'UTF-8' }),
    );
    const header = decodeProtectedHeader(launch.accessToken);
    const keys = await loadProviderKeys(h.db);
    expect(header).toMatchObject({ alg: 'RS256', kid: keys.signingKeys[0]!.kid });
    const claims = decodeJwt(launch.accessToken);
    const identityUser = (await findUserByEmail(h.db, BUYER.email))!;
    expect(claims).toMatchObject({
      ...(await accessTokenClaims(h.db, identityUser, null)),
      sub: BUYER.authId,
      iss: h.config.auth.issuer,
      aud: h.config.auth.audience,
    });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(launch.charset).toBe('UTF-8');
    expect(launch.target).toBeNull();

    const res = await graphql(
      launch.accessToken,
      '{ getDetailedProfile { email isPunchout punchOutType ociPunchOutHookUrl ociPunchOutHttpContentCharset ociPunchOutReturnTarget } }',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        getDetailedProfile: {
          email: BUYER.email,
          isPunchout: true,
          punchOutType: 'OCI',
          ociPunchOutHookUrl: HOOK,
          ociPunchOutHttpContentCharset: 'UTF-8',
          ociPunchOutReturnTarget: null,
        },
      },
    });
    // the launch token itself is not an access token
    const launchToken = new URL(
      String((await setupJson({ USERNAME: BUYER.email, PASSWORD, HOOK_URL: HOOK })).headers.location),
      'http://x',
    ).searchParams.get('token')!;
    expect((await graphql(launchToken, '{ getDetailedProfile { email } }')).statusCode).toBe(401);
  });

  it('refuses bad credentials and users who are not punchout users with 401 and the standard error', async () => {
    const expectRefusal = (res: LightMyRequestResponse, message: string) => {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        uuid: expect.any(String),
        exceptionMessages: [message],
        userFriendlyMessage: message,
      });
    };
    expectRefusal(
      await setupForm({ USERNAME: BUYER.email, PASSWORD: 'wrong', HOOK_URL: HOOK }),
      'Wrong email or password.',
    );
    expectRefusal(
      await setupForm({ USERNAME: 'nobody@alpha.example', PASSWORD, HOOK_URL: HOOK }),
      'Wrong email or password.',
    );
    expectRefusal(
      await setupForm({ USERNAME: USERS.alice.email, PASSWORD, HOOK_URL: HOOK }),
      'This operation is only available to punchout users.',
    );
    const [alice] = await h.db.select().from(users).where(eq(users.id, USERS.alice.id));
    expect(alice?.ociPunchOutHookUrl).toBeNull();
  });

  it('validates the fields: missing, non-http hook URL, unknown charset, odd target', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ PASSWORD, HOOK_URL: HOOK }, 'USERNAME is required.'],
      [{ USERNAME: BUYER.email, HOOK_URL: HOOK }, 'PASSWORD is required.'],
      [{ USERNAME: BUYER.email, PASSWORD }, 'HOOK_URL is required.'],
      [
        { USERNAME: BUYER.email, PASSWORD, HOOK_URL: 'javascript:alert(1)' },
        'HOOK_URL must be an absolute http or https URL.',
      ],
      [
        { USERNAME: BUYER.email, PASSWORD, HOOK_URL: '/relative' },
        'HOOK_URL must be an absolute http or https URL.',
      ],
      [
        { USERNAME: BUYER.email, PASSWORD, HOOK_URL: HOOK, '~CHARSET': 'klingon-8' },
        'Charset is not a known character set.',
      ],
      [
        { USERNAME: BUYER.email, PASSWORD, HOOK_URL: HOOK, '~TARGET': '"><script>' },
        '~TARGET must be a window or frame name.',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await setupForm(fields);
      expect({ fields, status: res.statusCode, message: res.json().exceptionMessages?.[0] }).toEqual({
        fields,
        status: 400,
        message,
      });
    }
    const typed = await setupJson({ USERNAME: BUYER.email, PASSWORD: 12345, HOOK_URL: HOOK });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().exceptionMessages).toContain('PASSWORD must be a string.');
  });

  it('limits password attempts per user name (429 after the sensitive-operation limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < h.config.rateLimits.sensitiveMax + 1; i++)
      statuses.push(
        (await setupForm({ USERNAME: 'guess@alpha.example', PASSWORD: `x${i}`, HOOK_URL: HOOK })).statusCode,
      );
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('punchoutCartReturn: the supply-store cart as 1-based OCI fields with the hook URL, charset and target', async () => {
    const launch = await launchOf(
      await setupForm({
        USERNAME: BUYER.email,
        PASSWORD,
        HOOK_URL: HOOK,
        '~TARGET': '_parent',
        '~CHARSET': 'UTF-8',
      }),
    );
    const token = launch.accessToken;
    const empty = (
      await graphql(token, '{ punchoutCartReturn { hookUrl charset target fields { name value } } }')
    ).json();
    expect(empty.data.punchoutCartReturn).toEqual({
      hookUrl: HOOK,
      charset: 'UTF-8',
      target: '_parent',
      fields: [],
    });

    const cart = (
      await graphql(token, 'mutation { createShoppingCart(application: "supply-store") { shoppingCartId } }')
    ).json();
    const id = cart.data.createShoppingCart.shoppingCartId;
    const added = await graphql(
      token,
      'mutation($id: ID!, $items: [CartItemInput!]!) { addOrUpdateItemsInShoppingCart(shoppingCartId: $id, items: $items) { itemCount } }',
      {
        id,
        items: [
          { itemId: '100-0001', quantity: 2 },
          { itemId: '100-0002', quantity: 3 },
        ],
      },
    );
    expect(added.json().data.addOrUpdateItemsInShoppingCart.itemCount).toBe(5);
    const body = (
      await graphql(token, '{ punchoutCartReturn { hookUrl charset target fields { name value } } }')
    ).json();
    const fields = Object.fromEntries(
      (body.data.punchoutCartReturn.fields as { name: string; value: string }[]).map((f) => [
        f.name,
        f.value,
      ]),
    );
    expect(fields).toEqual({
      'NEW_ITEM-DESCRIPTION[1]': 'Hydraulic Filter Element',
      'NEW_ITEM-QUANTITY[1]': '2',
      'NEW_ITEM-UNIT[1]': 'EA',
      'NEW_ITEM-PRICE[1]': '42.50',
      'NEW_ITEM-CURRENCY[1]': 'USD',
      'NEW_ITEM-VENDORMAT[1]': '100-0001',
      'NEW_ITEM-MATGROUP[1]': 'C-4',
      'NEW_ITEM-LEADTIME[1]': '1',
      'NEW_ITEM-DESCRIPTION[2]': 'Boom Wear Pad',
      'NEW_ITEM-QUANTITY[2]': '3',
      'NEW_ITEM-UNIT[2]': 'EA',
      'NEW_ITEM-PRICE[2]': '9.99',
      'NEW_ITEM-CURRENCY[2]': 'USD',
      'NEW_ITEM-VENDORMAT[2]': '100-0002',
      'NEW_ITEM-MATGROUP[2]': 'C-4',
      // out of stock: the shipment date has to be asked for
      'NEW_ITEM-LEADTIME[2]': '',
    });
    // The buyer holds no B2B_See_Replacement_Parts_Pricing: the portal's own cart withholds the prices, yet the
    // cart returned to the procurement system carries them (ADR 0034: that system prices the requisition).
    const own = (
      await graphql(token, '{ getCartByApplication(application: "supply-store") { subtotal priceWithheld } }')
    ).json();
    expect(own.data.getCartByApplication).toEqual({ subtotal: null, priceWithheld: true });
  });

  it('punchout users are denied the training store: no training cart to make or fill, none to read', async () => {
    const buyer = (await findUserByEmail(h.db, BUYER.email))!;
    const { token } = await mintAccessToken(h.db, h.config, buyer, new Date());
    const create = (
      await graphql(
        token,
        'mutation { createShoppingCart(application: "training-store") { shoppingCartId } }',
      )
    ).json();
    expect(create.errors[0]).toMatchObject({
      message: 'Punchout users cannot use the training store.',
      extensions: { code: 'FORBIDDEN' },
    });
    const read = (
      await graphql(token, '{ getCartByApplication(application: "training-store") { shoppingCartId } }')
    ).json();
    expect(read).toEqual({ data: { getCartByApplication: null } });
    // a training cart made before the account became a punchout account cannot be filled either
    await h.db.update(users).set({ isPunchout: false }).where(eq(users.id, BUYER.id));
    const made = (
      await graphql(
        token,
        'mutation { createShoppingCart(application: "training-store") { shoppingCartId } }',
      )
    ).json();
    await h.db.update(users).set({ isPunchout: true }).where(eq(users.id, BUYER.id));
    const fill = (
      await graphql(
        token,
        'mutation($id: ID!) { addOrUpdateItemsInShoppingCart(shoppingCartId: $id, items: [{ itemId: "course-1", quantity: 1 }]) { itemCount } }',
        { id: made.data.createShoppingCart.shoppingCartId },
      )
    ).json();
    expect(fill.errors[0].message).toBe('Punchout users cannot use the training store.');
  });

  it('punchoutCartReturn and /punchout/unProperties are only for punchout users', async () => {
    const alice = (await findUserByEmail(h.db, USERS.alice.email))!;
    const { token: aliceToken } = await mintAccessToken(h.db, h.config, alice, new Date());
    const denied = (await graphql(aliceToken, '{ punchoutCartReturn { hookUrl } }')).json();
    expect(denied.errors[0]).toMatchObject({
      message: 'This operation is only available to punchout users.',
      extensions: {
        code: 'FORBIDDEN',
        userFriendlyMessage: 'This operation is only available to punchout users.',
      },
    });
    const gateway = (token: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/integration',
        headers: { authorization: `Bearer ${token}` },
        payload: { endpoint: '/punchout/unProperties', body: {} },
      });
    const refused = await gateway(aliceToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().userFriendlyMessage).toBe('This operation is only available to punchout users.');

    const buyer = (await findUserByEmail(h.db, BUYER.email))!;
    const { token } = await mintAccessToken(h.db, h.config, buyer, new Date());
    const ok = await gateway(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ hookUrl: HOOK, charset: 'UTF-8', target: '_parent', punchOutType: 'OCI' });
  });
});

describe('punchout setup is rate limited per client address like the other open endpoints', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({
      seed: false,
      config: { rateLimits: { openMax: 2, sensitiveMax: 100, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers 429 with the standard error past the open limit', async () => {
    const post = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/punchout/setup',
        payload: { USERNAME: 'someone@alpha.example', PASSWORD: 'x', HOOK_URL: HOOK },
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post()).statusCode).toBe(401);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      exceptionMessages: ['Too many requests. Please wait a moment and try again.'],
    });
  });
});
