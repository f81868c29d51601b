import {
  isForcedParentOrg,
  isViewingAsParent,
  isViewingChildCompany,
  viewedAccountIds,
} from './company-context';

const parent = { accountId: '900', accountNumber: '5000', partyId: '9900', name: 'Summit Utility Holdings' };
const childA = { accountId: '21', accountNumber: '5021', partyId: '921', name: 'Summit Power and Light' };
const childB = { accountId: '22', accountNumber: '5022', partyId: '922', name: 'Summit Line Services' };
const holding = ['B2B_Dashboard', 'B2B_View_Parent_Holding'];

describe('company context', () => {
  it('forced parent org: parent-holding with several active orgs, or a first org unlike the profile account', () => {
    const base = { profile: { accountId: '900' }, privileges: holding, selectedOrganization: null };
    expect(isForcedParentOrg({ ...base, activeOrganizations: [childA, childB] })).toBe(true);
    expect(isForcedParentOrg({ ...base, activeOrganizations: [childA] })).toBe(true);
    expect(isForcedParentOrg({ ...base, activeOrganizations: [parent] })).toBe(false);
    expect(
      isForcedParentOrg({ ...base, privileges: ['B2B_Dashboard'], activeOrganizations: [childA, childB] }),
    ).toBe(false);
  });

  it('viewing as parent with more than one active org; viewing a child when one child is selected', () => {
    const context = {
      profile: { accountId: '900' },
      privileges: holding,
      activeOrganizations: [childA, childB],
    };
    expect(isViewingAsParent(context)).toBe(true);
    expect(isViewingChildCompany({ ...context, selectedOrganization: null })).toBe(false);
    expect(isViewingChildCompany({ ...context, selectedOrganization: childA })).toBe(true);
    expect(isViewingChildCompany({ ...context, selectedOrganization: parent })).toBe(false);
  });

  it('viewing all uses every child account; a selection uses that one; others their own', () => {
    const context = {
      profile: { accountId: '900' },
      privileges: holding,
      activeOrganizations: [childA, childB],
    };
    expect(viewedAccountIds({ ...context, selectedOrganization: null })).toEqual(['21', '22']);
    expect(viewedAccountIds({ ...context, selectedOrganization: childB })).toEqual(['22']);
    expect(
      viewedAccountIds({
        profile: { accountId: '11' },
        privileges: [],
        activeOrganizations: [],
        selectedOrganization: null,
      }),
    ).toEqual(['11']);
  });
});
