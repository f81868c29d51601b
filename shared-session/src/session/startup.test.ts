import { createGuestProfile } from './profile';
import type { Organization, SecondaryOrganization } from './profile';
import { createClientStorage } from './client-storage';
import type { KeyValueStorage } from './client-storage';
import { runStartup } from './startup';
import type { DetailedProfile, StartupDeps } from './startup';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const keystone: Organization = {
  accountId: '11',
  accountNumber: '5011',
  partyId: '911',
  name: 'Keystone Electric',
};

function secondary(accountId: string, name: string): SecondaryOrganization {
  return {
    id: `rel-${accountId}`,
    parentCoParty: 'Summit Utility Holdings',
    parentCoPartyNumber: '5000',
    parentCoPartyId: '900',
    relationshipCode: 'PARENT',
    relationshipType: 'HOLDING',
    custParty: name,
    custPartyNumber: `50${accountId}`,
    custPartyId: `9${accountId}`,
    accountName: name,
    accountNumber: `50${accountId}`,
    custAccountId: accountId,
  };
}

function b2bProfile(overrides: Partial<DetailedProfile> = {}): DetailedProfile {
  return {
    ...createGuestProfile(),
    userId: 'u-1',
    email: 'admin@keystone-electric.example',
    userStatus: 'REGISTERED',
    registrationType: 'B2B',
    accountId: keystone.accountId,
    accountNumber: keystone.accountNumber,
    partyId: keystone.partyId,
    businessName: keystone.name,
    parentOrganization: keystone,
    privileges: ['B2B_Dashboard'],
    ...overrides,
  };
}

function deps(overrides: Partial<StartupDeps> = {}, storage = memoryStorage()): StartupDeps {
  return {
    pathname: '/pages/store',
    checkHealth: async () => 'UP',
    getTokenSilently: async () => 'access-token',
    punchoutAccessToken: () => null,
    fetchProfile: async () => b2bProfile(),
    storage: createClientStorage(storage),
    ...overrides,
  };
}

describe('startup sequence', () => {
  it('stops at the outage check when the API is DOWN or unreachable', async () => {
    expect(await runStartup(deps({ checkHealth: async () => 'DOWN' }))).toEqual({ kind: 'outage' });
    expect(
      await runStartup(
        deps({
          checkHealth: async () => {
            throw new TypeError('Failed to fetch');
          },
        }),
      ),
    ).toEqual({ kind: 'outage' });
  });

  it('tolerates login_required and yields a guest profile (en_US, GUEST)', async () => {
    const result = await runStartup(
      deps({ getTokenSilently: () => Promise.reject({ error: 'login_required' }) }),
    );
    expect(result.kind).toBe('guest');
    if (result.kind === 'guest') {
      expect(result.profile.locale).toBe('en_US');
      expect(result.profile.userStatus).toBe('GUEST');
    }
  });

  it('aborts on any other silent-token error', async () => {
    const error = { error: 'invalid_grant' };
    expect(await runStartup(deps({ getTokenSilently: () => Promise.reject(error) }))).toEqual({
      kind: 'aborted',
      error,
    });
  });

  it('does not try a silent token on the login and logout pages', async () => {
    const getTokenSilently = jest.fn(async () => 'token');
    for (const pathname of ['/login', '/logout']) {
      expect((await runStartup(deps({ pathname, getTokenSilently }))).kind).toBe('guest');
    }
    expect(getTokenSilently).not.toHaveBeenCalled();
  });

  it('signs in silently with punchout tokens when otherwise unauthenticated', async () => {
    const fetchProfile = jest.fn(async () => b2bProfile({ isPunchout: true }));
    const result = await runStartup(
      deps({
        getTokenSilently: () => Promise.reject({ error: 'login_required' }),
        punchoutAccessToken: () => 'punchout-token',
        fetchProfile,
      }),
    );
    expect(fetchProfile).toHaveBeenCalledWith('punchout-token');
    expect(result).toMatchObject({ kind: 'user', viaPunchout: true, accessToken: 'punchout-token' });
  });

  it('auto-selects the single own organisation and sets the profile account to it', async () => {
    const result = await runStartup(deps());
    expect(result).toMatchObject({
      kind: 'user',
      activeOrganizations: [keystone],
      selectedOrganization: keystone,
      privileges: ['B2B_Dashboard'],
    });
    if (result.kind === 'user') expect(result.profile.userSelectedOrganization).toEqual(keystone);
  });

  it('takes the own organisation from the account the API joined, not from the profile party id', async () => {
    // an approved registrant of an older build: linked to the company, but no party id of their own
    const approved = b2bProfile({ partyId: null, businessName: null });
    const result = await runStartup(deps({ fetchProfile: async () => approved }));
    expect(result).toMatchObject({ kind: 'user', selectedOrganization: keystone });
    if (result.kind === 'user') expect(result.profile.partyId).toBe(keystone.partyId);
  });

  it('several secondary orgs leave the parent organisation with none selected', async () => {
    const parent = b2bProfile({
      accountId: '900',
      accountNumber: '5000',
      partyId: '9900',
      businessName: 'Summit Utility Holdings',
      brandSecondaryOrgs: [
        secondary('21', 'Summit Power and Light'),
        secondary('22', 'Summit Line Services'),
      ],
    });
    const result = await runStartup(deps({ fetchProfile: async () => parent }));
    expect(result.kind).toBe('user');
    if (result.kind !== 'user') return;
    expect(result.activeOrganizations.map((o) => o.accountId)).toEqual(['21', '22']);
    expect(result.selectedOrganization).toBeNull();
    expect(result.profile.accountId).toBe('900');
  });

  it('keeps a stored active-organisation choice only while it is still visible', async () => {
    const storage = memoryStorage();
    const summitOrgs = [secondary('21', 'A'), secondary('22', 'B')];
    const parent = b2bProfile({ accountId: '900', brandSecondaryOrgs: summitOrgs });
    storage.setItem('organizationChoiceUser', 'u-1');
    storage.setItem(
      'activeOrganizations',
      JSON.stringify([{ accountId: '22', accountNumber: '5022', partyId: '922', name: 'B' }]),
    );
    const kept = await runStartup(deps({ fetchProfile: async () => parent }, storage));
    expect(kept).toMatchObject({ kind: 'user', selectedOrganization: { accountId: '22' } });

    storage.setItem(
      'activeOrganizations',
      JSON.stringify([{ accountId: '77', accountNumber: 'x', partyId: 'y', name: 'Other' }]),
    );
    const reset = await runStartup(deps({ fetchProfile: async () => parent }, storage));
    expect(reset.kind === 'user' && reset.activeOrganizations.map((o) => o.accountId)).toEqual(['21', '22']);
  });

  it('drops an organisation choice another user stored on this browser, and keeps the user’s own', async () => {
    const storage = memoryStorage();
    const summitOrgs = [secondary('21', 'A'), secondary('22', 'B')];
    const chosen = { accountId: '22', accountNumber: '5022', partyId: '922', name: 'B' };
    // someone else, who could see the same company, chose it and left without signing out
    storage.setItem('organizationChoiceUser', 'u-other');
    storage.setItem('activeOrganizations', JSON.stringify([chosen]));
    storage.setItem('userSelectedOrganization', JSON.stringify(chosen));
    storage.setItem('userSelectedGroup', JSON.stringify({ name: 'G', groupId: '1' }));
    const parent = b2bProfile({ userId: 'u-1', accountId: '900', brandSecondaryOrgs: summitOrgs });
    const fresh = await runStartup(deps({ fetchProfile: async () => parent }, storage));
    expect(fresh).toMatchObject({ kind: 'user', selectedOrganization: null });
    expect(fresh.kind === 'user' && fresh.activeOrganizations.map((o) => o.accountId)).toEqual(['21', '22']);
    expect(storage.data.has('userSelectedGroup')).toBe(false);
    expect(storage.data.get('organizationChoiceUser')).toBe('u-1');

    // the user's own choice, made after that, stands at the next start
    storage.setItem('activeOrganizations', JSON.stringify([chosen]));
    const again = await runStartup(deps({ fetchProfile: async () => parent }, storage));
    expect(again).toMatchObject({ kind: 'user', selectedOrganization: { accountId: '22' } });
  });

  it('clears an internal associate’s stored selection when no org was initially selected', async () => {
    const storage = memoryStorage();
    storage.setItem('activeOrganizations', JSON.stringify([keystone]));
    storage.setItem('userSelectedOrganization', JSON.stringify(keystone));
    storage.setItem('userSelectedGroup', JSON.stringify({ name: 'G', groupId: '1' }));
    const associate = b2bProfile({
      businessName: 'INTERNAL ASSOCIATES',
      isInternalAssociate: true,
      activeOrganizations: [keystone],
      authProfile: { internalProperties: { allowedActions: [], department: 'Sales' } },
    });
    const result = await runStartup(deps({ fetchProfile: async () => associate }, storage));
    expect(result).toMatchObject({ kind: 'user', activeOrganizations: [], selectedOrganization: null });
    expect(storage.data.has('userSelectedGroup')).toBe(false);
  });

  it('an internal associate with an initially selected org gets the server-stored active orgs', async () => {
    const storage = memoryStorage();
    storage.setItem('organizationChoiceUser', 'u-1');
    storage.setItem('internalAssociateInitiallySelectedOrg', JSON.stringify(keystone));
    const associate = b2bProfile({
      isInternalAssociate: true,
      activeOrganizations: [keystone],
      authProfile: { internalProperties: { allowedActions: [], department: 'Sales' } },
    });
    const result = await runStartup(deps({ fetchProfile: async () => associate }, storage));
    expect(result).toMatchObject({
      kind: 'user',
      activeOrganizations: [keystone],
      selectedOrganization: keystone,
    });
  });
});
