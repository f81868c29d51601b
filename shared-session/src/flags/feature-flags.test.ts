// The evaluation context follows the session; portal-config.json points the provider; watched flags and the store.
import { createGuestProfile } from '../session/profile';
import type { Profile } from '../session/profile';
import {
  DEFAULT_FEATURE_FLAGS_CONFIG,
  flagContextFrom,
  flagStore,
  flagValue,
  parseFeatureFlagsConfig,
  watchedFlags,
  watchFlags,
} from './feature-flags';

const signedIn = (over: Partial<Profile>): Profile => ({
  ...createGuestProfile(),
  userStatus: 'REGISTERED',
  auth0AccountId: 'auth|42',
  accountId: 'A-1',
  ...over,
});

describe('the evaluation context', () => {
  it("is 'guest' in 'Connect_Default_User' for a guest", () => {
    expect(flagContextFrom({ profile: createGuestProfile(), selectedOrganization: null })).toEqual({
      targetingKey: 'guest',
      flagGroup: 'Connect_Default_User',
      accountId: '',
    });
  });

  it("follows sign-in (the profile's group), an empty group, and a company switch", () => {
    const profile = signedIn({ launchDarklyGroup: 'Connect_B2B_User' });
    expect(flagContextFrom({ profile, selectedOrganization: null })).toEqual({
      targetingKey: 'auth|42',
      flagGroup: 'Connect_B2B_User',
      accountId: 'A-1',
    });
    expect(
      flagContextFrom({ profile: signedIn({ launchDarklyGroup: '' }), selectedOrganization: null }).flagGroup,
    ).toBe('Connect_Default_User');
    const child = { accountId: 'A-CHILD', accountNumber: '9', partyId: 'P', name: 'Child' };
    expect(flagContextFrom({ profile, selectedOrganization: child }).accountId).toBe('A-CHILD');
  });
});

describe('portal-config.json featureFlags', () => {
  it('defaults to the portal API every 60 s', () => {
    expect(parseFeatureFlagsConfig({ auth: {} })).toEqual(DEFAULT_FEATURE_FLAGS_CONFIG);
    expect(DEFAULT_FEATURE_FLAGS_CONFIG).toEqual({ ofrepBaseUrl: '/api', pollIntervalMs: 60_000 });
  });

  it('points the provider at another OFREP service', () => {
    expect(
      parseFeatureFlagsConfig({
        featureFlags: { ofrepBaseUrl: 'https://flags.example.com/', pollIntervalMs: 0 },
      }),
    ).toEqual({ ofrepBaseUrl: 'https://flags.example.com', pollIntervalMs: 0 });
    expect(parseFeatureFlagsConfig({ featureFlags: { ofrepBaseUrl: 7, pollIntervalMs: -1 } })).toEqual(
      DEFAULT_FEATURE_FLAGS_CONFIG,
    );
  });
});

describe('watched flags', () => {
  it('keeps the first default of a flag and reads evaluated values from the store', () => {
    watchFlags({ 'test-a': false });
    watchFlags({ 'test-a': true, 'test-b': 'x' });
    expect(watchedFlags().get('test-a')).toBe(false);
    expect(watchedFlags().get('test-b')).toBe('x');
    expect(flagValue('test-a')).toBeUndefined();
    flagStore.setState({ ready: true, values: { 'test-a': true } });
    expect(flagValue('test-a')).toBe(true);
  });
});
