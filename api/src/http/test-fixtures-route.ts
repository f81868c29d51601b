// Test-only: the end-to-end suite's own records, written straight into the database the portal under test uses
// (issue 35 "data made by the test"). No portal operation creates organisations, parent-holding links or staff, so
// a journey that needs them asks here instead of borrowing seeded ones:
//   POST /api/test-fixtures/company  a customer (or a parent holding with child companies), its accepted e-mail
//                                    domain, its default role and fleet units
//   POST /api/test-fixtures/staff    a customer-service agent who can sign in, in an internal organisation
// Served only when PORTAL_TEST_FIXTURES is 'true' (e2e/support/global-setup.ts sets it), which the production
// profile refuses to start with (config.ts). Names and ids are the caller's: each test passes a unique tag.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { classOfPrivileges } from '@portal/rules/privilege-classes';
import { privilegeDisplayName } from '@portal/rules/privileges';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { hashPassword } from '../db/passwords.js';
import {
  addresses,
  companyDefaultRoles,
  emailDomainRules,
  fleetUnits,
  organizations,
  PRIVILEGES,
  privileges as privilegeCatalogue,
  rolePrivileges,
  roles,
  secondaryOrgRelationships,
  userRoles,
  users,
} from '../db/schema.js';

const privilegeList = yup
  .array(
    yup
      .string()
      .oneOf([...PRIVILEGES])
      .required(),
  )
  .required()
  .min(1);

const companySchema = yup.object({
  /** unique per run: it prefixes every id and name made */
  tag: yup
    .string()
    .required()
    .matches(/^[a-z0-9-]{3,40}$/),
  name: yup.string().required().max(120),
  /** an e-mail domain whose registrants join the company at once */
  domain: yup.string().lowercase().max(120).optional(),
  defaultRole: yup.object({ name: yup.string().required().max(80), privileges: privilegeList }).required(),
  /** more roles of the company, which its administrators may give */
  roles: yup
    .array(yup.object({ name: yup.string().required().max(80), privileges: privilegeList }))
    .max(5)
    .default([]),
  units: yup.number().integer().min(0).max(20).default(0),
  /** child companies: the company becomes their parent holding */
  children: yup
    .array(
      yup.object({
        name: yup.string().required().max(120),
        units: yup.number().integer().min(0).max(20).default(0),
      }),
    )
    .max(6)
    .default([]),
});

const staffSchema = yup.object({
  tag: yup
    .string()
    .required()
    .matches(/^[a-z0-9-]{3,40}$/),
  email: yup.string().email().required().max(160),
  firstName: yup.string().required().max(60),
  lastName: yup.string().required().max(60),
  password: yup.string().required().min(8).max(80),
  role: yup.object({ name: yup.string().required().max(80), privileges: privilegeList }).required(),
});

export interface FixtureCompany {
  accountId: string;
  accountNumber: string;
  name: string;
  domain: string | null;
  children: { accountId: string; name: string }[];
}

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A role of the given privileges (the catalogue gains any it lacks, as the seed would have it). */
async function insertRole(
  tx: Executor,
  role: { name: string; privileges: string[] },
  fields: { scope: 'GLOBAL' | 'ORGANIZATION'; roleClass: 'STAFF' | 'CUSTOMER'; accountId: string | null },
): Promise<string> {
  await tx
    .insert(privilegeCatalogue)
    .values(role.privileges.map((name) => ({ name, displayName: privilegeDisplayName(name) })))
    .onConflictDoNothing();
  const roleId = randomUUID();
  await tx
    .insert(roles)
    .values({ id: roleId, name: role.name, description: 'Made by an end-to-end test', ...fields });
  await tx.insert(rolePrivileges).values(role.privileges.map((privilegeName) => ({ roleId, privilegeName })));
  return roleId;
}

/** A number from the tag and a counter, so account numbers (unique) differ across runs and companies. */
function accountNumberFor(tag: string, n: number): string {
  let hash = 0;
  for (const ch of tag) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `9${String(hash % 10_000_000).padStart(7, '0')}${n}`;
}

async function createCompany(
  db: Database,
  input: yup.InferType<typeof companySchema>,
): Promise<FixtureCompany> {
  const id = (n: number) => `TF-${input.tag}-${n}`;
  const companies = [
    { accountId: id(0), name: input.name, units: input.units },
    ...input.children.map((child, i) => ({ accountId: id(i + 1), name: child.name, units: child.units })),
  ].map((c, n) => ({
    ...c,
    accountNumber: accountNumberFor(input.tag, n),
    partyId: `TFP-${input.tag}-${n}`,
  }));
  const [parent] = companies as [(typeof companies)[number], ...typeof companies];
  const children = companies.slice(1);
  await db.transaction(async (tx) => {
    await tx.insert(organizations).values(
      companies.map((c) => ({
        accountId: c.accountId,
        accountNumber: c.accountNumber,
        partyId: c.partyId,
        partyNumber: `P${c.partyId}`,
        name: c.name,
        type: 'BUSINESS' as const,
        parentAccountId: c === parent ? null : parent.accountId,
        isParentHolding: c === parent && children.length > 0,
        paymentTerms: 'NET 30',
      })),
    );
    await tx.insert(addresses).values(
      companies.map((c) => ({
        addressId: `TFA-${c.accountId}`,
        ebsAddressId: `TFE-${c.accountId}`,
        accountId: c.accountId,
        partyId: c.partyId,
        addressName: `${c.name} - Main Office`,
        address1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        zipCode: '78701',
        country: 'US',
        isDefault: true,
      })),
    );
    if (children.length > 0)
      await tx.insert(secondaryOrgRelationships).values(
        children.map((c) => ({
          parentAccountId: parent.accountId,
          custAccountId: c.accountId,
          parentCoParty: parent.name,
          parentCoPartyNumber: `P${parent.partyId}`,
          parentCoPartyId: parent.partyId,
          relationshipCode: 'PARENT_COMPANY',
          relationshipType: 'PARENT_HOLDING',
          custParty: c.name,
          custPartyNumber: `P${c.partyId}`,
          custPartyId: c.partyId,
          accountName: c.name,
          accountNumber: c.accountNumber,
        })),
      );
    const roleId = await insertRole(tx, input.defaultRole, {
      scope: 'ORGANIZATION',
      roleClass: 'CUSTOMER',
      accountId: parent.accountId,
    });
    await tx.insert(companyDefaultRoles).values({ accountId: parent.accountId, roleId });
    for (const role of input.roles)
      await insertRole(tx, role, {
        scope: 'ORGANIZATION',
        roleClass: 'CUSTOMER',
        accountId: parent.accountId,
      });
    if (input.domain)
      await tx.insert(emailDomainRules).values({
        domain: input.domain,
        customerName: parent.name,
        customerNumber: parent.accountNumber,
        accountId: parent.accountId,
        registrationAllowed: true,
      });
    const units = companies.flatMap((c) =>
      Array.from({ length: c.units }, (_, i) => ({
        instanceId: `TFU-${c.accountId}-${i + 1}`,
        accountId: c.accountId,
        customerName: c.name,
        customerVehicleNumber: `V-${i + 1}`,
        productLine: 'Aerial Device',
        model: 'TA40',
        city: 'Austin',
        stateProvince: 'TX',
        inServiceDate: '2024-03-01',
        unitSerial: `TFS-${c.accountId}-${i + 1}`,
        custAcctIds: [c.accountId],
      })),
    );
    if (units.length > 0) await tx.insert(fleetUnits).values(units);
  });
  return {
    accountId: parent.accountId,
    accountNumber: parent.accountNumber,
    name: parent.name,
    domain: input.domain ?? null,
    children: children.map((c) => ({ accountId: c.accountId, name: c.name })),
  };
}

async function createStaff(
  db: Database,
  input: yup.InferType<typeof staffSchema>,
): Promise<{ email: string }> {
  if (classOfPrivileges(input.role.privileges) !== 'STAFF')
    throw new yup.ValidationError('role holds no staff privilege');
  const accountId = `TF-${input.tag}-staff`;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(organizations).values({
      accountId,
      accountNumber: accountNumberFor(input.tag, 9),
      partyId: `TFP-${input.tag}-staff`,
      name: `AerialCo Customer Service ${input.tag}`,
      type: 'INTERNAL',
    });
    const roleId = await insertRole(tx, input.role, { scope: 'GLOBAL', roleClass: 'STAFF', accountId: null });
    const userId = randomUUID();
    await tx.insert(users).values({
      id: userId,
      authId: `test-fixture|${userId}`,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      status: 'REGISTERED',
      registrationType: 'B2B',
      isValidatedB2BUser: true,
      accountId,
      partyId: `TFP-${input.tag}-staff`,
      businessName: `AerialCo Customer Service ${input.tag}`,
      acceptedTerms: true,
      acceptedTermsDate: new Date(),
    });
    await tx.insert(userRoles).values({ userId, roleId });
  });
  return { email: input.email };
}

export function registerTestFixtureRoutes(api: FastifyInstance, config: ApiConfig, db: Database): void {
  if (!config.testFixtures) return;
  api.post('/test-fixtures/company', async (request) =>
    createCompany(db, await companySchema.validate(request.body, { stripUnknown: true })),
  );
  api.post('/test-fixtures/staff', async (request) =>
    createStaff(db, await staffSchema.validate(request.body, { stripUnknown: true })),
  );
}
