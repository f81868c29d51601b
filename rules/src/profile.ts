// The profile's value sets (spec section 3 "Profile (session)"): user statuses and locales. Here, not in
// shared-session, because the API's database enums take them too and the API must not depend on a browser package.

export const USER_STATUSES = [
  'GUEST',
  'PENDING_REGISTRATION',
  'PENDING_APPROVAL',
  'REGISTERED',
  'DELEGATED_REGISTERED',
  'DEACTIVATED',
  'INACTIVE',
  'UNCONFIRMED',
  'REJECTED',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const LOCALES = ['en_US', 'en_CA', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
