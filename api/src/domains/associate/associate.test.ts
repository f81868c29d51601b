import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness } from '../../http/test-harness.js';
import { ONLY_INTERNAL_ASSOCIATES, ORGANIZATION_NOT_ALLOWED } from './associate-service.js';

const ORGS = `query Orgs($query: String) { associateOrganizations(query: $query) { accountId accountNumber partyId name } }`;
const SET_ACTIVE = `mutation Active($ids: [ID!]!) { setInternalAssociateActiveOrgs(activeOrgIds: $ids) { accountId name } }`;
const APPLY = `mutation Apply($org: OrganizationInput!) {
  applyInternalAssociateInitiallySelectedOrgInfo(organization: $org) { accountId accountNumber partyId name }
}`;
const PROFILE = `query { getDetailedProfile { activeOrganizations { accountId } accountIds } }`;

describe('internal associates choosing an organisation', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists only the allowed organisations, never the associate’s own account', async () => {
    const body = (await h.graphql(USERS.ivan, ORGS)).json();
    expect(body.errors).toBeUndefined();
    const ids = body.data.associateOrganizations.map((o: { accountId: string }) => o.accountId);
    expect(ids).toEqual([ORG.child1]);
    expect(ids).not.toContain(ORG.internal);
  });

  it('filters by name or account number and rejects oversized search text', async () => {
    expect(
      (await h.graphql(USERS.ivan, ORGS, { query: 'no such organisation' })).json().data
        .associateOrganizations,
    ).toEqual([]);
    const tooLong = (await h.graphql(USERS.ivan, ORGS, { query: 'x'.repeat(500) })).json();
    expect(tooLong.errors?.[0]?.message).toBeTruthy();
  });

  it('stores active organisations server-side, and the profile and scope follow', async () => {
    const set = (await h.graphql(USERS.ivan, SET_ACTIVE, { ids: [ORG.child1] })).json();
    expect(set.errors).toBeUndefined();
    expect(set.data.setInternalAssociateActiveOrgs).toEqual([
      { accountId: ORG.child1, name: expect.any(String) },
    ]);
    const profile = (await h.graphql(USERS.ivan, PROFILE)).json().data.getDetailedProfile;
    expect(profile.activeOrganizations).toEqual([{ accountId: ORG.child1 }]);
    expect(profile.accountIds).toEqual([ORG.child1]);
  });

  it('refuses organisations outside the allowed list, and empty lists', async () => {
    const other = (await h.graphql(USERS.ivan, SET_ACTIVE, { ids: [ORG.alpha] })).json();
    expect(other.errors[0].message).toBe(ORGANIZATION_NOT_ALLOWED);
    const none = (await h.graphql(USERS.ivan, SET_ACTIVE, { ids: [] })).json();
    expect(none.errors[0].message).toBe('Choose at least one organization.');
  });

  it('confirms the initial organisation from the database, not from what the client sent', async () => {
    const sent = { accountId: ORG.child1, partyId: 'forged', accountNumber: '000', name: 'Forged Name' };
    const body = (await h.graphql(USERS.ivan, APPLY, { org: sent })).json();
    expect(body.errors).toBeUndefined();
    expect(body.data.applyInternalAssociateInitiallySelectedOrgInfo.accountId).toBe(ORG.child1);
    expect(body.data.applyInternalAssociateInitiallySelectedOrgInfo.name).not.toBe('Forged Name');
    const denied = (await h.graphql(USERS.ivan, APPLY, { org: { ...sent, accountId: ORG.alpha } })).json();
    expect(denied.errors[0].message).toBe(ORGANIZATION_NOT_ALLOWED);
  });

  it('is only for internal associates', async () => {
    for (const query of [ORGS, SET_ACTIVE]) {
      const body = (await h.graphql(USERS.alice, query, { ids: [ORG.alpha] })).json();
      expect(body.errors[0].message).toBe(ONLY_INTERNAL_ASSOCIATES);
    }
  });
});
