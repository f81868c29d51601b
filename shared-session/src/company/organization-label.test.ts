import { organizationLabel } from './organization-label';

const riverside1 = { accountId: '1', accountNumber: '50031', partyId: 'p1', name: 'Riverside Electric' };
const riverside2 = { accountId: '2', accountNumber: '50032', partyId: 'p2', name: 'Riverside Electric' };
const keystone = { accountId: '3', accountNumber: '50011', partyId: 'p3', name: 'Keystone Electric' };

describe('organizationLabel', () => {
  it('adds the account number only where names repeat', () => {
    const all = [riverside1, riverside2, keystone];
    expect(organizationLabel(riverside1, all)).toBe('Riverside Electric - 50031');
    expect(organizationLabel(riverside2, all)).toBe('Riverside Electric - 50032');
    expect(organizationLabel(keystone, all)).toBe('Keystone Electric');
  });
  it('a name is not a duplicate of itself', () => {
    expect(organizationLabel(riverside1, [riverside1])).toBe('Riverside Electric');
  });
});
