import { createHarness, ORG, USERS } from '../http/test-harness.js';
import type { Harness } from '../http/test-harness.js';
import { LOGIN_REQUIRED } from '../errors/messages.js';

describe('authenticated GraphQL: catalogue, banners, profiles of others', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses a missing or bad token with the login message', async () => {
    const res = await h.graphql(null, '{ getBanners { id } }');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toMatchObject({
      message: LOGIN_REQUIRED,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: 'Bearer abc.def.ghi' },
      payload: { query: '{ getBanners { id } }' },
    });
    expect(bad.statusCode).toBe(401);
  });

  const ITEM = `query($p: [String!]!) { itemDetail(partNumbers: $p) {
    partNumber displayPrice currency customerPartNumber isPurchasable } }`;

  it('itemDetail finds a part by every displayed form of its number', async () => {
    for (const form of ['100-0001', '001000001', '1000001']) {
      const found = (await h.graphql(USERS.alice, ITEM, { p: [form] })).json().data.itemDetail;
      expect(found.map((item: { partNumber: string }) => item.partNumber)).toEqual(['100-0001']);
    }
  });

  it('itemDetail: the caller’s currency and only their organisation’s customer part numbers', async () => {
    const alice = (await h.graphql(USERS.alice, ITEM, { p: ['100-0001'] })).json().data.itemDetail;
    expect(alice).toEqual([
      {
        partNumber: '100-0001',
        displayPrice: 42.5,
        currency: 'USD',
        customerPartNumber: 'ALPHA-FLT-1',
        isPurchasable: true,
      },
    ]);
    const bob = (await h.graphql(USERS.bob, ITEM, { p: ['100-0001'] })).json().data.itemDetail;
    expect(bob[0]).toMatchObject({
      displayPrice: 57.25,
      currency: 'CAD',
      customerPartNumber: 'BRAVO-SECRET',
    });
    const holly = (await h.graphql(USERS.holly, ITEM, { p: ['100-0001'] })).json().data.itemDetail;
    expect(holly[0].customerPartNumber).toBeNull();
  });

  it('getPrices: signed-in callers are priced in their profile’s currency', async () => {
    const q = `query { getPrices(items: [{ partNumber: "100-0001" }]) { price currency quantity } }`;
    expect((await h.graphql(USERS.bob, q)).json().data.getPrices).toEqual([
      { price: 57.25, currency: 'CAD', quantity: 1 },
    ]);
    expect((await h.graphql(USERS.alice, q)).json().data.getPrices[0].currency).toBe('USD');
  });

  it('isCustomerPurchaseOrderEnabled for accounts in scope', async () => {
    const q = 'query($a: ID!) { isCustomerPurchaseOrderEnabled(accountId: $a) }';
    expect(
      (await h.graphql(USERS.alice, q, { a: ORG.alpha })).json().data.isCustomerPurchaseOrderEnabled,
    ).toBe(true);
    expect(
      (await h.graphql(USERS.holly, q, { a: ORG.child1 })).json().data.isCustomerPurchaseOrderEnabled,
    ).toBe(false);
    expect(
      (await h.graphql(USERS.holly, q, { a: ORG.child2 })).json().data.isCustomerPurchaseOrderEnabled,
    ).toBe(true);
  });

  it('retrieveProfileDetails: own profile, a colleague’s for a user administrator, nobody else’s', async () => {
    const q = 'query($p: ID!) { retrieveProfileDetails(partyId: $p) { email accountId privileges } }';
    const own = (await h.graphql(USERS.amy, q, { p: USERS.amy.partyId })).json().data.retrieveProfileDetails;
    expect(own).toMatchObject({ email: USERS.amy.email, privileges: ['B2B_Dashboard'] });
    const colleague = (await h.graphql(USERS.alice, q, { p: USERS.amy.partyId })).json().data
      .retrieveProfileDetails;
    expect(colleague).toEqual({ email: USERS.amy.email, accountId: ORG.alpha, privileges: [] });
    const notAdmin = (await h.graphql(USERS.amy, q, { p: USERS.alice.partyId })).json();
    expect(notAdmin.errors[0].extensions.code).toBe('FORBIDDEN');
    const missing = (await h.graphql(USERS.alice, q, { p: 'P-NOBODY' })).json();
    expect(missing.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  const PUT = `mutation($b: [BannerInput!]!) { putBanners(banners: $b) { id type message startDateTime endDateTime } }`;

  it('banners and putBanners: customer-service staff only', async () => {
    const denied = (await h.graphql(USERS.alice, '{ banners { id } }')).json();
    expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');
    const deniedPut = (
      await h.graphql(USERS.alice, PUT, {
        b: [
          {
            startDateTime: '2030-01-01T00:00:00Z',
            endDateTime: '2030-02-01T00:00:00Z',
            type: 'info',
            message: 'x',
          },
        ],
      })
    ).json();
    expect(deniedPut.errors[0].extensions.code).toBe('FORBIDDEN');

    const all = (await h.graphql(USERS.cora, '{ banners { id message } }')).json().data.banners;
    expect(all.map((b: { message: string }) => b.message).sort()).toEqual([
      'Active banner',
      'Expired banner',
    ]);
    const keep = all.find((b: { message: string }) => b.message === 'Active banner');
    const put = (
      await h.graphql(USERS.cora, PUT, {
        b: [
          {
            id: keep.id,
            startDateTime: '2020-01-01T00:00:00Z',
            endDateTime: '2099-01-01T00:00:00Z',
            type: 'danger',
            message: 'Edited',
          },
          {
            startDateTime: '2030-01-01T00:00:00.000Z',
            endDateTime: '2030-02-01T00:00:00.000Z',
            type: 'info',
            message: 'Future',
          },
        ],
      })
    ).json();
    expect(put.errors).toBeUndefined();
    expect(put.data.putBanners).toEqual([
      {
        id: keep.id,
        type: 'danger',
        message: 'Edited',
        startDateTime: '2020-01-01T00:00:00.000Z',
        endDateTime: '2099-01-01T00:00:00.000Z',
      },
      expect.objectContaining({ type: 'info', message: 'Future', startDateTime: '2030-01-01T00:00:00.000Z' }),
    ]);
    const active = (await h.graphql(USERS.alice, '{ getBanners { message } }')).json().data.getBanners;
    expect(active).toEqual([{ message: 'Edited' }]);
  });

  it('putBanners validates every banner', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { startDateTime: 'yesterday', endDateTime: '2030-01-01T00:00:00Z', type: 'info', message: 'm' },
        /DateTime/,
      ],
      [
        {
          startDateTime: '2030-02-01T00:00:00Z',
          endDateTime: '2030-01-01T00:00:00Z',
          type: 'info',
          message: 'm',
        },
        /End must be after the start/,
      ],
      [
        {
          startDateTime: '2030-01-01T00:00:00Z',
          endDateTime: '2030-02-01T00:00:00Z',
          type: 'purple',
          message: 'm',
        },
        /Banner type must be one of/,
      ],
      [
        {
          startDateTime: '2030-01-01T00:00:00Z',
          endDateTime: '2030-02-01T00:00:00Z',
          type: 'info',
          message: 'x'.repeat(1001),
        },
        /at most 1000 characters/,
      ],
      [
        {
          startDateTime: '2030-01-01T00:00:00Z',
          endDateTime: '2030-02-01T00:00:00Z',
          type: 'info',
          message: '   ',
        },
        /Banner message is required/,
      ],
      [
        {
          id: '999999',
          startDateTime: '2030-01-01T00:00:00Z',
          endDateTime: '2030-02-01T00:00:00Z',
          type: 'info',
          message: 'm',
        },
        /Banner 999999 does not exist/,
      ],
    ];
    for (const [banner, message] of cases) {
      const body = (await h.graphql(USERS.cora, PUT, { b: [banner] })).json();
      expect(body.errors?.[0]?.message).toMatch(message);
    }
  });
});
