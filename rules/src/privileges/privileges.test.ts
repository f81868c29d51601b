import { privilegeDisplayName, satisfies, isPrivilege } from './privileges';

describe('privilege rules', () => {
  const held = ['B2B_Dashboard', 'B2B_Reporting'];

  it('one needs that privilege', () => {
    expect(satisfies(held, { one: 'B2B_Dashboard' })).toBe(true);
    expect(satisfies(held, { one: 'CSR' })).toBe(false);
  });

  it('any needs at least one', () => {
    expect(satisfies(held, { any: ['CSR', 'B2B_Reporting'] })).toBe(true);
    expect(satisfies(held, { any: ['CSR', 'Developer_Admin'] })).toBe(false);
    expect(satisfies(held, { any: [] })).toBe(false);
  });

  it('all needs every one', () => {
    expect(satisfies(held, { all: ['B2B_Dashboard', 'B2B_Reporting'] })).toBe(true);
    expect(satisfies(held, { all: ['Developer_Admin', 'B2B_Reporting'] })).toBe(false);
  });

  it('not needs none of them', () => {
    expect(satisfies(held, { not: ['B2B_View_Organization_Groups'] })).toBe(true);
    expect(satisfies(held, { not: ['B2B_Reporting'] })).toBe(false);
  });

  it('and combines rules (Users/Contacts: groups view and delegated admin)', () => {
    const rule = {
      and: [{ one: 'B2B_View_Organization_Groups' }, { one: 'B2B_Delegated_Customer_Admin' }],
    } as const;
    expect(satisfies(['B2B_View_Organization_Groups', 'B2B_Delegated_Customer_Admin'], rule)).toBe(true);
    expect(satisfies(['B2B_View_Organization_Groups'], rule)).toBe(false);
  });

  it('guests hold nothing, so only "not" rules pass', () => {
    expect(satisfies([], { one: 'B2B_Dashboard' })).toBe(false);
    expect(satisfies([], { not: ['B2B_Dashboard'] })).toBe(true);
  });

  it('display names follow spec section 6', () => {
    expect(privilegeDisplayName('B2B_Delegated_Customer_Admin')).toBe('User Management');
    expect(privilegeDisplayName('B2B_View_SRs')).toBe('View Service Jobs');
    expect(privilegeDisplayName('B2B_View_All_Invoices')).toBe('B2B View All Invoices');
  });

  it('recognises the privilege vocabulary', () => {
    expect(isPrivilege('CSR_Registration')).toBe(true);
    expect(isPrivilege('csr_registration')).toBe(false);
  });
});
