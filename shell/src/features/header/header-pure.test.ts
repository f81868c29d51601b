import { createGuestProfile } from '@portal/shared-session';
import { nextHeaderHidden } from './header-visibility';
import { userSummary, VIEW_ALL_LABEL } from './user-summary';

describe('nextHeaderHidden', () => {
  it('hides on scroll down past the header and shows on scroll up', () => {
    expect(nextHeaderHidden(100, 200, false, 60)).toBe(true);
    expect(nextHeaderHidden(200, 150, true, 60)).toBe(false);
  });
  it('always shows near the top and ignores jitter', () => {
    expect(nextHeaderHidden(100, 40, true, 60)).toBe(false);
    expect(nextHeaderHidden(200, 202, true, 60)).toBe(true);
    expect(nextHeaderHidden(200, 198, false, 60)).toBe(false);
  });
});

describe('userSummary', () => {
  const parent = { accountId: '1', accountNumber: '10', partyId: '100', name: 'Summit Utility Holdings' };
  const child = { accountId: '2', accountNumber: '20', partyId: '200', name: 'Summit Power and Light' };
  const base = {
    ...createGuestProfile(),
    userStatus: 'REGISTERED' as const,
    firstName: 'Hana',
    lastName: 'Holt',
    businessName: 'Summit Utility Holdings',
    parentOrganization: parent,
  };

  it('names the user and organisation, without Viewing as for one organisation', () => {
    expect(userSummary(base, [parent], parent)).toEqual({
      name: 'Hana Holt',
      organization: 'Summit Utility Holdings',
      viewingAs: null,
      viewAllLabel: null,
    });
  });

  it('views as the parent company with the view-all label when several are active and none chosen', () => {
    const s = userSummary(base, [parent, child], null);
    expect(s.viewingAs).toBe('Summit Utility Holdings');
    expect(s.viewAllLabel).toBe(VIEW_ALL_LABEL);
  });

  it('views as the chosen child company', () => {
    const s = userSummary(base, [parent, child], child);
    expect(s.viewingAs).toBe('Summit Power and Light');
    expect(s.viewAllLabel).toBeNull();
  });

  it('shows an internal associate the customer chosen', () => {
    const s = userSummary({ ...base, isInternalAssociate: true }, [child], child);
    expect(s.viewingAs).toBe('Summit Power and Light');
  });
});
