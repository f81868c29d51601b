// A business user whose profile has no organisation (spec 4's route guard stops them; docs/seed-users.md). Made
// apart from the seeded users' loop and without the seed's random numbers, so adding them moves nothing else.
import type { Transaction } from '../db/client.js';
import { users } from '../db/schema.js';
import { seedPasswordHash } from './users.js';

export const NO_ORGANIZATION_USER = {
  /** fixed, so two seeded databases are identical */
  id: '5eed0b2b-0000-4000-8000-000000000001',
  key: 'b2b-no-organization',
  email: 'morgan.ellis@brightline-utility.example',
  firstName: 'Morgan',
  lastName: 'Ellis',
} as const;

export async function seedNoOrganizationUser(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(users).values({
    id: NO_ORGANIZATION_USER.id,
    authId: `auth0|seed-${NO_ORGANIZATION_USER.key}`,
    email: NO_ORGANIZATION_USER.email,
    passwordHash: await seedPasswordHash(NO_ORGANIZATION_USER.key),
    firstName: NO_ORGANIZATION_USER.firstName,
    lastName: NO_ORGANIZATION_USER.lastName,
    status: 'REGISTERED',
    userStatusLastUpdated: now,
    registrationType: 'B2B',
    isValidatedB2BUser: false,
    locale: 'en_US',
    accountId: null,
    partyId: null,
    userEnteredBusinessName: 'Brightline Utility Services',
    revokedPrivileges: [],
    acceptedTerms: true,
    acceptedTermsDate: now,
    isAddressModificationAllowed: false,
    launchDarklyGroup: 'Connect_B2B_User',
  });
}
