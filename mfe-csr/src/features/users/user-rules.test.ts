import { formatDate, isB2CUser, sortArgument, statusLabel } from './user-rules';

it('sorts by RegistrationDate:ASC unless a sort is chosen', () => {
  expect(sortArgument(null)).toBe('RegistrationDate:ASC');
  expect(sortArgument({ field: 'Email', direction: 'DESC' })).toBe('Email:DESC');
});

it('treats a user as B2C unless GUEST or a validated B2B user (spec 6)', () => {
  expect(isB2CUser({ userStatus: 'REGISTERED', isValidatedB2BUser: false })).toBe(true);
  expect(isB2CUser({ userStatus: 'REGISTERED', isValidatedB2BUser: true })).toBe(false);
  expect(isB2CUser({ userStatus: 'GUEST', isValidatedB2BUser: false })).toBe(false);
});

it('labels statuses and shows dates as MM/dd/yyyy in UTC', () => {
  expect(statusLabel('PENDING_REGISTRATION')).toBe('Pending Registration');
  expect(formatDate('2026-03-07T23:30:00.000Z')).toBe('03/07/2026');
  expect(formatDate('not a date')).toBe('');
});
