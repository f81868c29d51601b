import { ADDRESS, createHarness, ORG, PAYMENT, USERS } from '../../http/test-harness.js';
import type { Harness } from '../../http/test-harness.js';
import { NO_PROFILE_FOUND } from '../../errors/messages.js';

const PROFILE = `query Profile($userId: ID, $accountId: ID, $parentCoPartyId: ID) {
  getDetailedProfile(userId: $userId, accountId: $accountId, parentCoPartyId: $parentCoPartyId) {
    userId email accountId accountIds accountNumber businessName firstName lastName userStatus locale
    registrationType isValidatedB2BUser partyId revokedPrivileges privileges isInternalAssociate
    parentOrganization { accountId accountNumber partyId name }
    parentHoldingCompanyName
    brandSecondaryOrgs { id custAccountId accountName parentCoPartyId }
    activeOrganizations { accountId name }
    userSelectedOrganization { accountId name }
    defaultBillingAddressId defaultShippingAddressId favoriteAddressIds defaultBrandPaymentId subscribed
    isCustomerPurchaseOrderEnabled warrantyType auth0AccountId
    authProfile { internalProperties { allowedActions department } }
    addresses { addressId accountId billingEnabled shippingEnabled isFavorite }
  }
}`;

describe('getDetailedProfile', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('returns the caller’s profile with privileges, addresses and organisation', async () => {
    const res = await h.graphql(USERS.alice, PROFILE, { userId: USERS.alice.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toBeUndefined();
    const p = body.data.getDetailedProfile;
    expect(p).toMatchObject({
      userId: USERS.alice.id,
      email: USERS.alice.email,
      accountId: ORG.alpha,
      accountIds: [ORG.alpha],
      userStatus: 'REGISTERED',
      locale: 'en_US',
      registrationType: 'B2B',
      parentOrganization: { accountId: ORG.alpha, name: 'Alpha Utilities' },
      defaultBillingAddressId: ADDRESS.alphaMain,
      isCustomerPurchaseOrderEnabled: true,
      warrantyType: 'STANDARD',
      auth0AccountId: USERS.alice.authId,
      authProfile: null,
      brandSecondaryOrgs: [],
      activeOrganizations: [{ accountId: ORG.alpha, name: 'Alpha Utilities' }],
      userSelectedOrganization: null,
    });
    expect(p.privileges).toEqual([...USERS.alice.permissions].sort());
    expect(p.addresses.map((a: { addressId: string }) => a.addressId).sort()).toEqual([
      ADDRESS.alphaMain,
      ADDRESS.alphaShipOnly,
    ]);
  });

  it('gives a parent-holding user the secondary orgs and lets them select a child', async () => {
    const all = (await h.graphql(USERS.holly, PROFILE)).json().data.getDetailedProfile;
    expect(all.brandSecondaryOrgs.map((s: { custAccountId: string }) => s.custAccountId)).toEqual([
      ORG.child1,
      ORG.child2,
    ]);
    expect(all.activeOrganizations).toHaveLength(2);
    expect(all.accountIds).toEqual([ORG.holding, ORG.child1, ORG.child2]);
    expect(all.parentHoldingCompanyName).toBe('Holding Power Group');

    const one = (await h.graphql(USERS.holly, PROFILE, { accountId: ORG.child2 })).json().data
      .getDetailedProfile;
    expect(one.userSelectedOrganization).toEqual({ accountId: ORG.child2, name: 'Child Two Power' });
    expect(one.accountId).toBe(ORG.child2);
    expect(one.isCustomerPurchaseOrderEnabled).toBe(true);
  });

  it('refuses to select an organisation outside the caller’s scope', async () => {
    for (const accountId of [ORG.bravo, ORG.child1]) {
      const body = (await h.graphql(USERS.alice, PROFILE, { accountId })).json();
      expect(body.data).toBeNull();
      expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const header = await h.graphql(USERS.alice, PROFILE, {}, { 'x-selected-organization': ORG.bravo });
    expect(header.statusCode).toBe(403);
    expect(header.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses another user’s id and a foreign parentCoPartyId', async () => {
    const other = (await h.graphql(USERS.alice, PROFILE, { userId: USERS.bob.id })).json();
    expect(other.errors[0].extensions.code).toBe('FORBIDDEN');
    const party = (await h.graphql(USERS.holly, PROFILE, { parentCoPartyId: 'PTY-T-BRAVO' })).json();
    expect(party.errors[0].extensions.code).toBe('FORBIDDEN');
    const ok = (await h.graphql(USERS.holly, PROFILE, { parentCoPartyId: `PTY-${ORG.holding}` })).json();
    expect(ok.errors).toBeUndefined();
  });

  it('removes revoked privileges from the token’s permissions', async () => {
    const { users } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await h.db
      .update(users)
      .set({ revokedPrivileges: ['B2B_Fleet_Search'] })
      .where(eq(users.id, USERS.bob.id));
    const p = (await h.graphql(USERS.bob, PROFILE)).json().data.getDetailedProfile;
    expect(p.privileges).not.toContain('B2B_Fleet_Search');
    expect(p.revokedPrivileges).toEqual(['B2B_Fleet_Search']);
    expect(p.privileges).toContain('B2B_Dashboard');
  });

  it('gives an internal associate their allowed organisations and internal properties', async () => {
    const p = (await h.graphql(USERS.ivan, PROFILE)).json().data.getDetailedProfile;
    expect(p.isInternalAssociate).toBe(true);
    expect(p.authProfile).toEqual({
      internalProperties: { allowedActions: ['VIEW_AS'], department: 'Service' },
    });
    expect(p.accountIds).toEqual([ORG.child1]);
    const selected = (await h.graphql(USERS.ivan, PROFILE, { accountId: ORG.child1 })).json();
    expect(selected.data.getDetailedProfile.userSelectedOrganization.accountId).toBe(ORG.child1);
    const denied = (await h.graphql(USERS.ivan, PROFILE, { accountId: ORG.child2 })).json();
    expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('reports an impersonated session from the token', async () => {
    const token = await h.token(USERS.alice, {
      claims: { act: { sub: USERS.cora.authId }, 'https://portal.example/claims/isImpersonation': true },
    });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: '{ getDetailedProfile { isImpersonation email } }' },
    });
    expect(res.json().data.getDetailedProfile).toEqual({ isImpersonation: true, email: USERS.alice.email });
    const plain = (await h.graphql(USERS.alice, '{ getDetailedProfile { isImpersonation } }')).json();
    expect(plain.data.getDetailedProfile.isImpersonation).toBe(false);
  });

  it('answers No profile found for a valid token without a portal profile', async () => {
    const body = (await h.graphql(USERS.ghost, PROFILE)).json();
    expect(body.errors[0].message).toBe(NO_PROFILE_FOUND);
    expect(body.errors[0].extensions).toMatchObject({
      code: 'NO_PROFILE',
      exceptionMessages: [NO_PROFILE_FOUND],
      userFriendlyMessage: NO_PROFILE_FOUND,
    });
    expect(typeof body.errors[0].extensions.uuid).toBe('string');
  });

  it('rejects malformed arguments with a clear message', async () => {
    const body = (await h.graphql(USERS.alice, PROFILE, { userId: 'not-a-uuid' })).json();
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toBe('userId is not a valid id.');
    const long = (await h.graphql(USERS.alice, PROFILE, { accountId: 'x'.repeat(65) })).json();
    expect(long.errors[0].message).toBe('accountId must be at most 64 characters.');
    const typed = await h.graphql(USERS.alice, PROFILE, { accountId: { nested: true } });
    expect(typed.json().errors[0].message).toMatch(/accountId/);
  });
});

const UPDATE = `mutation Update($userId: ID!, $updates: ProfileUpdateInput!) {
  userUpdateProfile(userId: $userId, updates: $updates) {
    defaultBillingAddressId defaultShippingAddressId favoriteAddressIds defaultBrandPaymentId subscribed
    addresses { addressId isFavorite }
  }
}`;

describe('userUpdateProfile', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('updates the caller’s defaults, favourites, payment and subscription', async () => {
    const body = (
      await h.graphql(USERS.alice, UPDATE, {
        userId: USERS.alice.id,
        updates: {
          defaultShippingAddressId: ADDRESS.alphaShipOnly,
          favoriteAddressIds: [ADDRESS.alphaMain],
          defaultBrandPaymentId: PAYMENT.alice,
          subscribed: true,
        },
      })
    ).json();
    expect(body.errors).toBeUndefined();
    expect(body.data.userUpdateProfile).toMatchObject({
      defaultBillingAddressId: ADDRESS.alphaMain,
      defaultShippingAddressId: ADDRESS.alphaShipOnly,
      favoriteAddressIds: [ADDRESS.alphaMain],
      defaultBrandPaymentId: PAYMENT.alice,
      subscribed: true,
    });
    const favourite = body.data.userUpdateProfile.addresses.find(
      (a: { addressId: string }) => a.addressId === ADDRESS.alphaMain,
    );
    expect(favourite.isFavorite).toBe(true);
  });

  it('refuses another organisation’s address, another user’s payment and another user', async () => {
    const cases = [
      { userId: USERS.alice.id, updates: { defaultShippingAddressId: ADDRESS.bravoMain } },
      { userId: USERS.alice.id, updates: { favoriteAddressIds: [ADDRESS.alphaMain, ADDRESS.child1Main] } },
      { userId: USERS.alice.id, updates: { defaultBrandPaymentId: PAYMENT.bob } },
      { userId: USERS.bob.id, updates: { subscribed: false } },
    ];
    for (const variables of cases) {
      const body = (await h.graphql(USERS.alice, UPDATE, variables)).json();
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it('validates the addresses and values', async () => {
    const billing = (
      await h.graphql(USERS.alice, UPDATE, {
        userId: USERS.alice.id,
        updates: { defaultBillingAddressId: ADDRESS.alphaShipOnly },
      })
    ).json();
    expect(billing.errors[0].message).toBe('The default billing address must be a billing address.');
    const missing = (
      await h.graphql(USERS.alice, UPDATE, {
        userId: USERS.alice.id,
        updates: { defaultBillingAddressId: 'A-NOPE' },
      })
    ).json();
    expect(missing.errors[0].message).toBe('Address A-NOPE does not exist.');
    const tooMany = (
      await h.graphql(USERS.alice, UPDATE, {
        userId: USERS.alice.id,
        updates: { favoriteAddressIds: Array.from({ length: 201 }, (_, i) => `A-${i}`) },
      })
    ).json();
    expect(tooMany.errors[0].message).toBe('At most 200 favourite addresses are allowed.');
  });
});
