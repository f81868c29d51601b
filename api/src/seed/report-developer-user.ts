// A Keystone Electric administrator who also holds Developer_Admin: spec 6's JEMS History (its insights reports
// page) needs Developer_Admin and B2B_Reporting, which no other seeded user holds together, so without them no
// seeded user could open that page (the accessibility sweep visits every page as a seeded user; docs/seed-users.md).
// Made apart from the seeded users' loop and without the seed's random numbers, so adding them moves nothing else.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { rolePrivileges, roles, userRoles, users } from '../db/schema.js';
import {
  REPORT_DEVELOPER_ROLE,
  REPORT_DEVELOPER_USER,
  SEED_ORGS,
  seedPasswordHash,
  seedRoleClass,
} from './users.js';
import type { SeedUser } from './users.js';

export { REPORT_DEVELOPER_ROLE, REPORT_DEVELOPER_USER };

export async function seedReportDeveloperUser(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(roles).values({
    id: REPORT_DEVELOPER_ROLE.id,
    name: REPORT_DEVELOPER_ROLE.name,
    scope: 'GLOBAL',
    accountId: null,
    description: REPORT_DEVELOPER_ROLE.description,
    roleClass: seedRoleClass(REPORT_DEVELOPER_ROLE),
  });
  await tx.insert(rolePrivileges).values(
    REPORT_DEVELOPER_ROLE.privileges.map((privilegeName) => ({
      roleId: REPORT_DEVELOPER_ROLE.id,
      privilegeName,
    })),
  );
  await insertUserSeededApart(tx, now, REPORT_DEVELOPER_USER);
}

/** A user seeded apart from SEED_USERS, in their organisation with their (already seeded) roles. */
export async function insertUserSeededApart(
  tx: Transaction,
  now: Date,
  user: SeedUser & { id: string },
): Promise<void> {
  const org = SEED_ORGS.find((o) => o.key === user.orgKey);
  if (!org) throw new Error(`no seeded organisation ${String(user.orgKey)}`);
  await tx.insert(users).values({
    id: user.id,
    authId: `auth0|seed-${user.key}`,
    email: user.email,
    passwordHash: await seedPasswordHash(user.key),
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle ?? null,
    status: user.status,
    userStatusLastUpdated: now,
    registrationType: user.registrationType,
    isValidatedB2BUser: user.isValidatedB2BUser,
    locale: user.locale,
    accountId: org.accountId,
    partyId: org.partyId,
    businessName: org.name,
    userEnteredBusinessName: org.name,
    revokedPrivileges: [],
    acceptedTerms: true,
    acceptedTermsDate: now,
    isAddressModificationAllowed: false,
    remoteSupport: true,
    launchDarklyGroup: 'Connect_B2B_User',
    warrantyType: org.warrantyType ?? null,
  });
  for (const name of user.roles) {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
    if (!role) throw new Error(`no seeded role ${name}`);
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }
}
