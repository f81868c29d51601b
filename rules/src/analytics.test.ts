// Flag groups, analytics user tokens and contracts (spec 6 and 7, issue 22).
import { analyticsUserToken, DEFAULT_FLAG_GROUP, flagGroupOf, sendsAnalytics } from './analytics';

describe('flag group (spec 6)', () => {
  it("is the profile's group; guests and an empty group get 'Connect_Default_User'", () => {
    expect(flagGroupOf({ launchDarklyGroup: 'Connect_B2B_User' })).toBe('Connect_B2B_User');
    expect(flagGroupOf(null)).toBe('Connect_Default_User');
    expect(flagGroupOf({ launchDarklyGroup: null })).toBe(DEFAULT_FLAG_GROUP);
    expect(flagGroupOf({ launchDarklyGroup: '   ' })).toBe(DEFAULT_FLAG_GROUP);
  });
});

describe('analytics user token (spec 7)', () => {
  it('is B2B_{contactId} for a business user', () => {
    expect(analyticsUserToken({ registrationType: 'B2B', contactId: 'C-9', accountId: 'A-1' })).toBe(
      'B2B_C-9',
    );
    expect(
      analyticsUserToken({
        registrationType: 'B2C',
        isValidatedB2BUser: true,
        contactId: 'C-2',
        accountId: 'A',
      }),
    ).toBe('B2B_C-2');
  });

  it('is B2C_{accountId} for anyone else', () => {
    expect(analyticsUserToken({ registrationType: 'B2C', contactId: 'C-3', accountId: 'A-77' })).toBe(
      'B2C_A-77',
    );
    expect(analyticsUserToken({ registrationType: null, accountId: 'A-5' })).toBe('B2C_A-5');
  });

  it('is null without the id its format needs, and for a guest', () => {
    expect(analyticsUserToken({ registrationType: 'B2B', contactId: null, accountId: 'A-1' })).toBeNull();
    expect(analyticsUserToken({ registrationType: 'B2C', accountId: null })).toBeNull();
    expect(analyticsUserToken(null)).toBeNull();
  });
});

describe('analytics contract (spec 6)', () => {
  it('sends for an account with a contract, never for the one without', () => {
    expect(sendsAnalytics({ accountId: 'A-1', analyticsContract: true })).toBe(true);
    expect(sendsAnalytics({ accountId: 'A-ANDES', analyticsContract: false })).toBe(false);
  });

  it('sends a guest’s events anonymously (no account, no customer named)', () => {
    expect(sendsAnalytics(null)).toBe(true);
    expect(sendsAnalytics({ accountId: null, analyticsContract: false })).toBe(true);
  });
});
