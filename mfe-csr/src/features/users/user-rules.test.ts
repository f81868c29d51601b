import { isB2CUser, sortArgument, statusLabel } from './user-rules';

it('sorts by RegistrationDate:ASC unless a sort is chosen', () => {
  expect(sortArgument(null)).toBe('RegistrationDate:ASC');
  expect(sortArgument({ field: 'Email', direction: 'DESC' })).toBe('Email:DESC');
});

it('treats a user as B2C unless GUEST or a validated B2B user (spec 6)', () => {
  expect(isB2CUser({ userStatus: 'REGISTERED', isValidatedB2BUser: false })).toBe(true);
  expect(isB2CUser({ userStatus: 'REGISTERED', isValidatedB2BUser: true })).toBe(false);
  expect(isB2CUser({ userStatus: 'GUEST', isValidatedB2BUser: false })).toBe(false);
});

it('labels statuses', () => {
  expect(statusLabel('PENDING_REGISTRATION')).toBe('Pending Registration');
});
