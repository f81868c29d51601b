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

export { REPORT_DEVELOPER_ROLE, REPORT_DEVELOPER_USER };

export async function seedReportDeveloperUser(tx: Transaction, now: Date): Promise<void> {
  const org = SEED_ORGS.find((o) => o.key === REPORT_DEVELOPER_USER.orgKey);
  if (!org) throw new Error(`no seeded organisation ${String(REPORT_DEVELOPER_USER.orgKey)}`);
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
  await tx.insert(users).values({
    id: REPORT_DEVELOPER_USER.id,
    authId: `auth0|seed-${REPORT_DEVELOPER_USER.key}`,
    email: REPORT_DEVELOPER_USER.email,
    passwordHash: await seedPasswordHash(REPORT_DEVELOPER_USER.key),
    firstName: REPORT_DEVELOPER_USER.firstName,
    lastName: REPORT_DEVELOPER_USER.lastName,
    jobTitle: REPORT_DEVELOPER_USER.jobTitle ?? null,
    status: REPORT_DEVELOPER_USER.status,
    userStatusLastUpdated: now,
    registrationType: REPORT_DEVELOPER_USER.registrationType,
    isValidatedB2BUser: REPORT_DEVELOPER_USER.isValidatedB2BUser,
    locale: REPORT_DEVELOPER_USER.locale,
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
  for (const name of REPORT_DEVELOPER_USER.roles) {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
    if (!role) throw new Error(`no seeded role ${name}`);
    await tx.insert(userRoles).values({ userId: REPORT_DEVELOPER_USER.id, roleId: role.id });
  }
}
