// How a user becomes a business user of a company. Every path that does it — CSR approval, registration through
// an accepted e-mail domain (or a valid fast track), a delegated invitation, a bulk upload — sets the user's
// organisation with `companyMemberFields` and gives the role with `giveCompanyRole`, so no path leaves a user
// without the organisation's party id (the shell's "No Organization") or without the company default role.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contacts, userRoles, users } from '../../db/schema.js';
import { companyDefaultRoleIds } from '../customer-service/index.js';

export interface Company {
  accountId: string;
  partyId: string;
  name: string;
}

/** The user's columns that name the company they belong to. */
export function companyMemberFields(company: Company) {
  return {
    accountId: company.accountId,
    partyId: company.partyId,
    businessName: company.name,
    registrationType: 'B2B' as const,
    isValidatedB2BUser: true,
    // spec 3: isAddressModificationAllowed is false for B2B
    isAddressModificationAllowed: false,
  };
}

/**
 * Gives the user the chosen role (checked by the caller with the assignment rule), else the company's default role
 * (none when the company has none, or when it is not a customer role). Returns the role given, for the audit.
 */
export async function giveCompanyRole(
  db: Executor,
  userId: string,
  accountId: string,
  chosenRoleId: string | null = null,
): Promise<string | null> {
  // the default only when it is a customer role (ADR 0023): a staff role never reaches a customer this way
  const roleId = chosenRoleId ?? (await companyDefaultRoleIds(db, [accountId])).get(accountId) ?? null;
  if (roleId) await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
  return roleId;
}

/**
 * The user's contact at the company, made when they have none (a registrant approved by customer service): the
 * company's user management lists contacts, so without one the new user would be missing from it.
 */
export async function ensureCompanyContact(
  db: Executor,
  user: {
    id: string;
    contactId: string | null;
    firstName: string;
    lastName: string;
    email: string;
    jobTitle: string | null;
  },
  company: Company,
): Promise<string> {
  if (user.contactId) return user.contactId;
  const contactId = randomUUID();
  await db.insert(contacts).values({
    contactId,
    accountId: company.accountId,
    partyId: `P-${contactId}`,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    jobTitle: user.jobTitle,
    hasConnectAccount: true,
  });
  await db.update(users).set({ contactId }).where(eq(users.id, user.id));
  return contactId;
}
